import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Camera, Check, Loader2 } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { newId } from '../../../lib/new-id';
import { canUseLiveCamera, useCamera } from '../hooks/use-camera';
import { cameraPhotoName } from '../model/camera-capture';
import { parseElevation, type ElevationOption } from '../model/elevation';
import { labelToSave } from '../model/photo-details';

export interface CameraControlsProps {
  /** The location's name, that camera photos are named after ('MDF 1 - Basement - 3.jpg'). */
  locationName: string | null | undefined;
  /** The names of the survey's photos, so that a new one takes the next number. */
  takenNames: readonly string[];
  /** The floor the photos are tagged with (the panel's elevation, preset for the series). */
  elevation: number;
  /** The floors to choose from (the project's, DESIGN §15). */
  floorOptions: readonly ElevationOption[];
  onElevationChange: (level: number) => void;
  /** Commits a taken photo to the device at once (the upload's outbox) under this id; false when it could not. */
  onPhoto: (file: File, photoId: string) => boolean;
  /** Labels a photo just taken (queued after its upload). */
  onLabel: (photoId: string, label: string) => void;
  /** Bumped by the app (the form's photo button) to open the camera. */
  startRequest?: number;
}

/** A file input styled as a button, for when the browser offers no live camera. */
function SystemCameraInput({ locationName, takenNames, elevation, onPhoto, startRequest }: CameraControlsProps) {
  const input = useRef<HTMLInputElement>(null);
  useStartRequest(startRequest, () => input.current?.click());
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    // Named like a live camera's photo: the system camera's own names say nothing.
    if (file) onPhoto(new File([file], cameraPhotoName(locationName, elevation, takenNames), { type: file.type }), newId());
  }
  return (
    <label className={cn(buttonVariants({ variant: 'outline' }), 'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2')}>
      <Camera aria-hidden="true" />
      Take Photo
      <input ref={input} type="file" accept="image/*" capture="environment" className="sr-only" onChange={handleChange} />
    </label>
  );
}

/** Runs `action` each time the request number goes up (not for the number it starts with). */
function useStartRequest(request: number | undefined, action: () => void) {
  const seen = useRef(request);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (request === undefined || request === seen.current) return;
    seen.current = request;
    latest.current();
  }, [request]);
}

interface Shot {
  photoId: string;
  name: string;
  label: string | null;
}

/**
 * Start Camera opens the live rear camera full screen for a series: a large shutter (Capture)
 * within thumb's reach, the floor chosen once, and after each shot an optional label before the
 * next. Every shot is committed to the device as it is taken; Done (Stop Camera before the first
 * shot) turns the camera off. Without getUserMedia, the system camera via a file input.
 */
export function CameraControls(props: CameraControlsProps) {
  const [live] = useState(canUseLiveCamera);
  if (!live) return <SystemCameraInput {...props} />;
  return <LiveCamera {...props} />;
}

function LiveCamera({ locationName, takenNames, elevation, floorOptions, onElevationChange, onPhoto, onLabel, startRequest }: CameraControlsProps) {
  const { status, ready, onVideoReady, start, stop, capture, attachVideo } = useCamera();
  const [capturing, setCapturing] = useState(false);
  const [shots, setShots] = useState<Shot[]>([]);
  const [labelText, setLabelText] = useState('');
  const startButton = useRef<HTMLButtonElement>(null);
  const shutter = useRef<HTMLButtonElement>(null);
  const elevationId = useId();
  const labelId = useId();
  const open = status !== 'off';
  const last = shots.at(-1);

  function begin() {
    if (open) return;
    setShots([]);
    setLabelText('');
    void start();
  }
  useStartRequest(startRequest, begin);

  // The page behind does not scroll while the camera covers it.
  useEffect(() => {
    if (!open) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [open]);
  // The shutter takes focus once there is a picture to take.
  useEffect(() => {
    if (open && ready) shutter.current?.focus();
  }, [open, ready]);

  /** The label typed for the last shot, given to it; nothing when the box is empty (skipped). */
  function keepLabel() {
    const label = labelToSave(labelText);
    if (!last || label === null) return;
    onLabel(last.photoId, label);
    setShots((current) => current.map((shot) => (shot.photoId === last.photoId ? { ...shot, label } : shot)));
    setLabelText('');
  }

  async function handleCapture() {
    keepLabel();
    setCapturing(true);
    try {
      const name = cameraPhotoName(locationName, elevation, [...takenNames, ...shots.map((shot) => shot.name)]);
      const file = await capture(name);
      if (!file) {
        toast({ title: 'Camera Error', description: 'Unable to access camera. Please check permissions.', variant: 'destructive' });
        return;
      }
      const photoId = newId();
      if (onPhoto(file, photoId)) setShots((current) => [...current, { photoId, name, label: null }]);
    } finally {
      setCapturing(false);
    }
  }

  function done() {
    keepLabel();
    stop();
    startButton.current?.focus();
  }

  function handleLabelSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    keepLabel();
    shutter.current?.focus();
  }

  const taken = shots.length === 1 ? '1 photo taken' : `${shots.length} photos taken`;

  return (
    <>
      <Button ref={startButton} variant="outline" onClick={begin}>
        <Camera aria-hidden="true" />
        Start Camera
      </Button>
      {/* On the body: a transformed ancestor would otherwise hold a fixed layer inside it. */}
      {open &&
        createPortal(
        <div
          role="dialog"
          aria-modal="true"
          aria-label="Camera"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              done();
            }
          }}
          className="fixed inset-0 z-50 flex h-dvh flex-col bg-slate-950 text-slate-50"
        >
          <div className="flex shrink-0 items-center gap-3 px-3 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
            <label htmlFor={elevationId} className="sr-only">
              Elevation
            </label>
            <select
              id={elevationId}
              value={String(elevation)}
              onChange={(event) => onElevationChange(parseElevation(event.target.value))}
              className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-900 px-3 text-base text-slate-50 sm:max-w-56"
            >
              {floorOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.name}
                </option>
              ))}
            </select>
            <Button variant="secondary" onClick={done} className="shrink-0">
              {shots.length === 0 ? 'Stop Camera' : 'Done'}
            </Button>
          </div>

          <div className="relative min-h-0 flex-1">
            <video
              ref={attachVideo}
              autoPlay
              muted
              playsInline
              onLoadedData={onVideoReady}
              aria-label="Camera preview"
              className="absolute inset-0 size-full object-contain"
            />
            {!ready && (
              <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-200" role="status">
                <Loader2 className="size-5 animate-spin" aria-hidden="true" />
                Starting camera...
              </div>
            )}
          </div>

          <div className="flex shrink-0 flex-col gap-3 px-3 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {last && (
              <form onSubmit={handleLabelSubmit} className="mx-auto flex w-full max-w-xl gap-2">
                <label htmlFor={labelId} className="sr-only">
                  Label for {last.name} (optional)
                </label>
                <input
                  id={labelId}
                  value={labelText}
                  onChange={(event) => setLabelText(event.target.value)}
                  placeholder={last.label ? `Labelled: ${last.label}` : `Label for photo ${shots.length} (optional)`}
                  maxLength={200}
                  autoComplete="off"
                  enterKeyHint="done"
                  className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-900 px-3 text-base text-slate-50 placeholder:text-slate-400"
                />
                <Button type="submit" variant="secondary" disabled={labelToSave(labelText) === null} aria-label="Save label" className="shrink-0">
                  <Check aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Save label</span>
                </Button>
              </form>
            )}
            <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
              <p className="m-0 text-sm text-slate-200" role="status" aria-live="polite">
                {taken}
              </p>
              <button
                ref={shutter}
                type="button"
                onClick={() => void handleCapture()}
                disabled={!ready || capturing}
                aria-label="Capture"
                className="flex size-20 items-center justify-center rounded-full border-4 border-slate-50 bg-transparent p-1 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 disabled:opacity-50"
              >
                <span className={cn('block size-full rounded-full bg-slate-50 transition-transform', capturing && 'scale-90')} />
              </button>
              <p className="m-0 truncate text-right text-xs text-slate-400" title={last?.name}>
                {last?.name}
              </p>
            </div>
          </div>
        </div>,
          document.body,
        )}
    </>
  );
}
