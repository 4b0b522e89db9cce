import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { AlertCircle, Camera, CloudOff, Images, Loader2, Upload } from 'lucide-react';
import type { Photo } from '../../../../common/schemas/photos';
import { Deferred, lazyPart, useOpenedOnce } from '../../../components/deferred';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import type { Shown } from '../../../offline/overlays';
import { useServerReachable, useSyncStatus } from '../../../offline/use-outbox';
import { useSurveyPhotos } from '../api/get-photos';
import { useUpdatePhotoLabel } from '../api/update-photo-label';
import { useUploadPhotos } from '../api/upload-photo';
import { defaultFloorOf, parseElevation, projectFloorOptions } from '../model/elevation';
import { useProjectBuildings } from '../../../lib/project-reads';
import { LABEL_FAILED } from '../model/photo-notices';
import { DEFAULT_ICON_SIZE, ICON_SIZE_MAX, ICON_SIZE_MIN, clampIconSize } from '../model/photo-grid';
import {
  hasLabelConflict,
  isBeingDeleted,
  isConflictReaderLoaded,
  loadConflictReader,
  photoSyncStates,
  theirPhoto,
  type ConflictReader,
  type PhotoSyncState,
} from '../model/photo-sync-state';
import { CameraControls } from './camera-controls';
import { PhotoList } from './photo-list';

// The full-screen gallery's code (Radix Dialog) loads when it is first opened.
const PhotoGalleryDialog = lazyPart(async () => (await import('./photo-gallery-dialog')).PhotoGalleryDialog);

export interface PhotoPanelProps {
  surveyId: string | null;
  /** The survey's project: its buildings' floors are what a photo is tagged with (DESIGN §15). */
  projectId: string;
  /** The location's own floor, that new photos are tagged with at first. */
  locationFloor?: number | null;
  /** The survey's name (its instance name): the sync panel says 'Photo · Unit 204', camera photos are named after it. */
  surveyName?: string | null;
  /** Bumped by the app (the form's photo button) to bring the panel into view and open the camera. */
  cameraRequest?: number;
  /** What the full-screen view shows about a photo's pin on a plan (composed by the app). */
  renderPin?: (photo: Shown<Photo>, title: string) => ReactNode;
}

/**
 * 'Capture Photos' (spec survey-work §2): photos of a survey tagged with a floor, taken from
 * files or the camera, listed with label edit and delete, and a full-screen gallery. Every
 * photo, label and delete is kept on this device first (DESIGN §6); the cards say what still
 * waits, with the upload's progress while it is sent.
 */
export function PhotoPanel({ surveyId, projectId, locationFloor, surveyName, cameraRequest, renderPin }: PhotoPanelProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const elevationId = useId();
  const iconSizeId = useId();
  // The project's real floors (the fixed list for a project without buildings).
  const buildings = useProjectBuildings(projectId).data;
  const floorOptions = useMemo(() => projectFloorOptions(buildings ?? []), [buildings]);
  const [chosenFloor, setElevation] = useState<number | null>(null);
  const elevation = chosenFloor ?? defaultFloorOf(floorOptions, locationFloor);
  // The typed text, so the field can be emptied while typing; the grid uses the clamped size.
  const [iconSizeText, setIconSizeText] = useState(String(DEFAULT_ICON_SIZE));
  const iconSize = clampIconSize(iconSizeText);

  const { photos, entries, loading, waitingForServer, failed, refetch } = useSurveyPhotos(surveyId);
  const upload = useUploadPhotos({ surveyId, surveyName });
  const updateLabel = useUpdatePhotoLabel();
  const photoNames = useMemo(() => photos.map((photo) => photo.originalName), [photos]);
  // The form's photo button: the panel comes into view behind the camera, to show the photos on Done.
  useEffect(() => {
    if (cameraRequest) panel.current?.scrollIntoView({ block: 'start' });
  }, [cameraRequest]);

  function labelShot(photoId: string, label: string) {
    if (!surveyId) return;
    // A photo just taken: version 1 once the server has it, and its upload waits before the label.
    updateLabel.mutate(
      { photo: { id: photoId, surveyId, version: 1 }, label },
      { onError: () => toast({ title: 'Error', description: LABEL_FAILED, variant: 'destructive' }) },
    );
  }
  const { current } = useSyncStatus();
  const reachable = useServerReachable();
  // A new reader once a conflict's schema has loaded: the states are computed again with it.
  const readTheirs = useConflictReader(hasLabelConflict(entries));
  const syncStates = useMemo(
    () => (surveyId ? photoSyncStates(surveyId, entries, { current, reachable }, readTheirs) : new Map<string, PhotoSyncState>()),
    [surveyId, entries, current, reachable, readTheirs],
  );
  // The gallery and its count: every photo but those on their way out.
  const viewable = useMemo(() => photos.filter((photo) => !isBeingDeleted(syncStates.get(photo.id))), [photos, syncStates]);

  const [viewer, setViewer] = useState({ open: false, index: 0 });
  const viewerOpened = useOpenedOnce(viewer.open);
  const opener = useRef<HTMLElement | null>(null);

  function openViewer(photoId: string | undefined, from: HTMLElement) {
    const index = viewable.findIndex((photo) => photo.id === photoId);
    if (index === -1) return;
    opener.current = from;
    setViewer({ open: true, index });
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again is still a change.
    event.target.value = '';
    if (files.length > 0) upload(files, elevation);
  }

  return (
    <section ref={panel} aria-labelledby={headingId} className="rounded-lg border border-border bg-card text-card-foreground shadow-sm">
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
          disabled={viewable.length === 0}
          onClick={(event) => openViewer(viewable[0]?.id, event.currentTarget)}
        >
          <Images aria-hidden="true" />
          Gallery ({viewable.length})
        </Button>
      </header>

      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 sm:max-w-md">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={elevationId}>Elevation</Label>
            <NativeSelect id={elevationId} value={String(elevation)} onChange={(event) => setElevation(parseElevation(event.target.value))}>
              {floorOptions.map((option) => (
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
          <CameraControls
            locationName={surveyName}
            takenNames={photoNames}
            elevation={elevation}
            floorOptions={floorOptions}
            onElevationChange={setElevation}
            onPhoto={(file, photoId) => upload([file], elevation, { photoIds: [photoId], errorsOnly: true })}
            onLabel={labelShot}
            startRequest={cameraRequest}
          />
        </div>

        {loading && photos.length === 0 ? (
          <p className="m-0 flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading photos...
          </p>
        ) : (
          <>
            {failed && (
              <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
                <AlertCircle className="size-4" aria-hidden="true" />
                <span className="flex-1">The photos could not be loaded.</span>
                <Button variant="outline" onClick={() => void refetch()}>
                  Try again
                </Button>
              </div>
            )}
            {waitingForServer && (
              <p className="m-0 flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <CloudOff className="size-4 shrink-0" aria-hidden="true" />
                Photos already uploaded show here once the server can be reached.
              </p>
            )}
            {/* Unread list: only the photos on this device, and no "No photos yet" that may be untrue. */}
            {(photos.length > 0 || !(failed || waitingForServer)) && (
              <PhotoList surveyId={surveyId} photos={photos} syncStates={syncStates} iconSize={iconSize} onOpen={openViewer} />
            )}
          </>
        )}
      </div>

      {viewerOpened && (
        <Deferred>
          <PhotoGalleryDialog
            photos={viewable}
            open={viewer.open}
            index={viewer.index}
            onIndexChange={(index) => setViewer((current) => ({ ...current, index }))}
            onOpenChange={(open) => setViewer((current) => ({ ...current, open }))}
            returnFocusTo={() => opener.current}
            renderPin={renderPin}
          />
        </Deferred>
      )}
    </section>
  );
}

const notLoadedYet: ConflictReader = () => null;

/** Loads what reads a label conflict once one is on the device; its reader once it has. */
function useConflictReader(needed: boolean): ConflictReader {
  const [loaded, setLoaded] = useState(isConflictReaderLoaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void loadConflictReader().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded ? theirPhoto : notLoadedYet;
}
