import { useState, type ChangeEvent } from 'react';
import { Aperture, Camera, CameraOff, Loader2 } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { canUseLiveCamera, useCamera } from '../hooks/use-camera';

export interface CameraControlsProps {
  /** Hands a taken photo to the upload queue (at the panel's current floor). */
  onPhoto: (file: File) => void;
}

/** A file input styled as a button, for when the browser offers no live camera. */
function SystemCameraInput({ onPhoto }: CameraControlsProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPhoto(file);
  }
  return (
    <label className={cn(buttonVariants({ variant: 'outline' }), 'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2')}>
      <Camera aria-hidden="true" />
      Take Photo
      <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={handleChange} />
    </label>
  );
}

/**
 * Start Camera shows the live rear camera; Capture takes the frame, hands it over and turns the
 * camera off; Stop Camera turns it off. Without getUserMedia, the system camera via a file input.
 */
export function CameraControls({ onPhoto }: CameraControlsProps) {
  const [live] = useState(canUseLiveCamera);
  const { status, ready, onVideoReady, start, stop, capture, attachVideo } = useCamera();
  const [capturing, setCapturing] = useState(false);

  if (!live) return <SystemCameraInput onPhoto={onPhoto} />;

  async function handleCapture() {
    setCapturing(true);
    try {
      const file = await capture();
      if (!file) {
        toast({ title: 'Camera Error', description: 'Unable to access camera. Please check permissions.', variant: 'destructive' });
        return;
      }
      onPhoto(file);
      stop();
    } finally {
      setCapturing(false);
    }
  }

  if (status === 'off') {
    return (
      <Button variant="outline" onClick={() => void start()}>
        <Camera aria-hidden="true" />
        Start Camera
      </Button>
    );
  }

  return (
    <div className="flex w-full basis-full flex-col gap-3 sm:max-w-xl">
      <div className="relative overflow-hidden rounded-lg bg-slate-950">
        <video
          ref={attachVideo}
          autoPlay
          muted
          playsInline
          onLoadedData={onVideoReady}
          aria-label="Camera preview"
          className="mx-auto block aspect-[4/3] max-h-[60dvh] w-full object-contain"
        />
        {(status === 'starting' || !ready) && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-200" role="status">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Starting camera...
          </div>
        )}
      </div>
      <div className="flex gap-2">
        <Button onClick={() => void handleCapture()} disabled={!ready || capturing} className="flex-1 sm:flex-none">
          <Aperture aria-hidden="true" />
          Capture
        </Button>
        <Button variant="outline" onClick={stop} className="flex-1 sm:flex-none">
          <CameraOff aria-hidden="true" />
          Stop Camera
        </Button>
      </div>
    </div>
  );
}
