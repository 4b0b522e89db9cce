import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { Photo, PhotoSize } from '../../../../common/schemas/photos';
import { useBlobUrl } from '../../../offline/use-outbox';
import type { Shown } from '../../../offline/overlays';
import { cn } from '../../../lib/cn';

/**
 * Where a photo's image comes from: its bytes on this device while it waits to be uploaded,
 * else the server's size. Null while the bytes are still being read from the device.
 */
export function usePhotoSource(photo: Shown<Photo> | undefined, size: PhotoSize): string | null {
  const blobUrl = useBlobUrl(photo?.pending?.blobId);
  if (!photo) return null;
  if (photo.pending?.blobId) return blobUrl;
  return photo.urls[size];
}

export interface PhotoImageProps {
  /** Null while the image is not known yet (bytes still being read from the device). */
  src: string | null;
  alt: string;
  className?: string;
  /** Classes of the placeholder shown when the image fails to load. */
  fallbackClassName?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * A photo's image, or the placeholder icon when it cannot be loaded (spec survey-work §2). When
 * the source changes (a photo just uploaded: its bytes on the device give way to the server's
 * thumbnail) the image already shown stays until the new one has loaded, so nothing flickers
 * (the parent is positioned, for the new image to wait hidden on top).
 */
export function PhotoImage({ src, alt, className, fallbackClassName, loading = 'lazy' }: PhotoImageProps) {
  // Remembers which source failed, so a new source gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  if (src === null || failedSrc === src) {
    return (
      <span role="img" aria-label={alt} className={cn('flex items-center justify-center bg-muted text-muted-foreground', fallbackClassName)}>
        {src !== null && <ImageOff className="size-1/2 max-h-12 max-w-12" aria-hidden="true" />}
      </span>
    );
  }
  // The image shown before, kept (the same element, so bytes already decoded stay) until this one loads.
  const previous = loadedSrc !== null && loadedSrc !== src && failedSrc !== loadedSrc ? loadedSrc : null;
  const image = (
    <img
      key={src}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      onLoad={() => setLoadedSrc(src)}
      onError={() => setFailedSrc(src)}
      className={cn(className, previous !== null && 'absolute inset-0 opacity-0')}
    />
  );
  if (previous === null) return image;
  // Siblings by key under the same parent: React keeps the shown element as it is.
  return [<img key={previous} src={previous} alt="" aria-hidden="true" draggable={false} className={className} />, image];
}
