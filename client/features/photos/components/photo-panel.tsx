import { useId, useRef, useState, type ChangeEvent } from 'react';
import { AlertCircle, Camera, Images, Loader2, Upload } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { usePhotos } from '../api/get-photos';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { DEFAULT_ELEVATION, ELEVATION_OPTIONS, parseElevation } from '../model/elevation';
import { DEFAULT_ICON_SIZE, ICON_SIZE_MAX, ICON_SIZE_MIN, clampIconSize } from '../model/photo-grid';
import { CameraControls } from './camera-controls';
import { PhotoGalleryDialog } from './photo-gallery-dialog';
import { PhotoList } from './photo-list';
import { UploadProgressList } from './upload-progress-list';

/**
 * 'Capture Photos' (spec survey-work §2): photos of a survey tagged with a floor, uploaded from
 * files or the camera with progress, listed with label edit and delete, and a full-screen gallery.
 */
export function PhotoPanel({ surveyId }: { surveyId: string | null }) {
  const headingId = useId();
  const elevationId = useId();
  const iconSizeId = useId();
  const [elevation, setElevation] = useState(DEFAULT_ELEVATION);
  // The typed text, so the field can be emptied while typing; the grid uses the clamped size.
  const [iconSizeText, setIconSizeText] = useState(String(DEFAULT_ICON_SIZE));
  const iconSize = clampIconSize(iconSizeText);

  const photosQuery = usePhotos(surveyId);
  const photos = surveyId ? (photosQuery.data ?? []) : [];
  const uploads = usePhotoUploads(surveyId);

  const [viewer, setViewer] = useState({ open: false, index: 0 });
  const opener = useRef<HTMLElement | null>(null);

  function openViewer(index: number, from: HTMLElement) {
    opener.current = from;
    setViewer({ open: true, index });
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again is still a change.
    event.target.value = '';
    if (files.length > 0) uploads.add(files, elevation);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="m-0 flex items-center gap-2 text-lg font-semibold tracking-tight">
            <Camera className="size-5 text-primary" aria-hidden="true" />
            Capture Photos
          </h2>
          <p className="m-0 mt-0.5 text-sm text-muted-foreground">Each photo is tagged with the floor it shows.</p>
        </div>
        <Button
          variant="outline"
          disabled={photos.length === 0}
          onClick={(event) => openViewer(0, event.currentTarget)}
        >
          <Images aria-hidden="true" />
          Gallery ({photos.length})
        </Button>
      </header>

      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 sm:max-w-md">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={elevationId}>Elevation</Label>
            <NativeSelect id={elevationId} value={String(elevation)} onChange={(event) => setElevation(parseElevation(event.target.value))}>
              {ELEVATION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={iconSizeId}>Icon Size</Label>
            <Input
              id={iconSizeId}
              type="number"
              inputMode="numeric"
              min={ICON_SIZE_MIN}
              max={ICON_SIZE_MAX}
              step={1}
              value={iconSizeText}
              onChange={(event) => setIconSizeText(event.target.value)}
              onBlur={() => setIconSizeText(String(iconSize))}
              aria-describedby={`${iconSizeId}-hint`}
            />
            <span id={`${iconSizeId}-hint`} className="sr-only">
              From {ICON_SIZE_MIN} to {ICON_SIZE_MAX}: the size of the photo thumbnails.
            </span>
          </div>
        </div>

        <div className="flex flex-wrap gap-2">
          <label
            className={cn(
              buttonVariants(),
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
            )}
          >
            <Upload aria-hidden="true" />
            Upload Photo
            <input type="file" accept="image/*" multiple className="sr-only" onChange={handleFiles} />
          </label>
          <CameraControls onPhoto={(file) => uploads.add([file], elevation)} />
        </div>

        <UploadProgressList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} onDismiss={uploads.dismiss} />

        {surveyId && photosQuery.isPending ? (
          <p className="m-0 flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading photos...
          </p>
        ) : surveyId && photosQuery.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
            <AlertCircle className="size-4" aria-hidden="true" />
            <span className="flex-1">The photos could not be loaded.</span>
            <Button variant="outline" onClick={() => void photosQuery.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PhotoList surveyId={surveyId} photos={photos} iconSize={iconSize} onOpen={openViewer} />
        )}
      </div>

      <PhotoGalleryDialog
        photos={photos}
        open={viewer.open}
        index={viewer.index}
        onIndexChange={(index) => setViewer((current) => ({ ...current, index }))}
        onOpenChange={(open) => setViewer((current) => ({ ...current, open }))}
        returnFocusTo={() => opener.current}
      />
    </section>
  );
}
