import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface PhotoImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Classes of the placeholder shown when the image fails to load. */
  fallbackClassName?: string;
  loading?: 'lazy' | 'eager';
}

/** A photo's image, or the placeholder icon when it cannot be loaded (spec survey-work §2). */
export function PhotoImage({ src, alt, className, fallbackClassName, loading = 'lazy' }: PhotoImageProps) {
  // Remembers which source failed, so a new source gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span role="img" aria-label={alt} className={cn('flex items-center justify-center bg-muted text-muted-foreground', fallbackClassName)}>
        <ImageOff className="size-1/2 max-h-12 max-w-12" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
