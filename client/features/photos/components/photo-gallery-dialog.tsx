import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import type { Photo } from '../../../../common/schemas/photos';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import type { Shown } from '../../../offline/overlays';
import { clampIndex, positionText, stepForKey, stepForSwipe, stepIndex, type GalleryStep, type Point } from '../model/gallery-navigation';
import { photoSubtitle, photoTitle } from '../model/photo-details';
import { PhotoImage, usePhotoSource } from './photo-image';

export interface PhotoGalleryDialogProps {
  photos: Shown<Photo>[];
  open: boolean;
  index: number;
  onIndexChange: (index: number) => void;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close (the button or thumbnail that opened it). */
  returnFocusTo: () => HTMLElement | null;
  /** What the app shows about the photo's place on a plan (the pins feature), under the photo. */
  renderPin?: (photo: Shown<Photo>, title: string) => ReactNode;
}

const navButton =
  'absolute top-1/2 z-10 size-12 -translate-y-1/2 rounded-full bg-slate-900/70 text-white shadow-lg hover:bg-slate-800 hover:text-white focus-visible:ring-offset-slate-950 [&_svg]:size-6';

/** The full-screen viewer: display-size photo, previous and next by button, arrow key or swipe. */
export function PhotoGalleryDialog({ photos, open, index, onIndexChange, onOpenChange, returnFocusTo, renderPin }: PhotoGalleryDialogProps) {
  const swipeStart = useRef<(Point & { pointerId: number }) | null>(null);
  const count = photos.length;
  const current = clampIndex(index, count);
  const photo = photos[current];
  // A photo still waiting to be uploaded shows (and downloads) from its bytes on this device.
  const display = usePhotoSource(photo, 'display');
  const original = photo?.pending?.blobId ? display : (photo?.urls.original ?? null);

  function step(by: GalleryStep) {
    if (count > 1) onIndexChange(stepIndex(current, by, count));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const by = stepForKey(event.key);
    if (by === null) return;
    event.preventDefault();
    step(by);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const by = stepForSwipe(start, { x: event.clientX, y: event.clientY });
    if (by !== null) step(by);
  }

  const title = photo ? photoTitle(photo, current + 1) : 'Gallery';
  return (
    <Dialog open={open && count > 0} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        onKeyDown={handleKeyDown}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        className={cn(
          'inset-0 top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0',
          'overflow-hidden rounded-none border-0 bg-slate-950 p-0 text-white shadow-none sm:p-0',
        )}
      >
        <header className="flex items-center gap-2 border-b border-white/10 px-3 py-2 sm:px-4">
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-base text-white sm:text-lg">{title}</DialogTitle>
            <DialogDescription className="text-sm text-slate-300">{photo ? photoSubtitle(photo) : ''}</DialogDescription>
          </div>
          {photo && original && (
            <Button
              asChild
              variant="ghost"
              size="icon"
              className="text-slate-200 hover:bg-white/10 hover:text-white focus-visible:ring-offset-slate-950"
            >
              {/* The server sends originals as attachments (a file that claims to be a photo never runs as a page). */}
              <a href={original} download={photo.pending?.blobId ? photo.originalName : ''} aria-label="Download the original" title="Download the original">
                <Download aria-hidden="true" />
              </a>
            </Button>
          )}
          <DialogClose asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close gallery"
              title="Close"
              className="text-slate-200 hover:bg-white/10 hover:text-white focus-visible:ring-offset-slate-950 [&_svg]:size-6"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </header>

        <div
          className="relative flex min-h-0 flex-1 items-center justify-center p-2 select-none sm:p-6"
          style={{ touchAction: 'pan-y pinch-zoom' }}
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {photo && (
            <PhotoImage
              key={photo.id}
              src={display}
              alt={title}
              loading="eager"
              className="max-h-full max-w-full rounded-sm object-contain"
              fallbackClassName="size-40 rounded-lg bg-slate-800 text-slate-400"
            />
          )}
          {count > 1 && (
            <>
              <Button variant="ghost" size="icon" onClick={() => step(-1)} aria-label="Previous photo" className={cn(navButton, 'left-2 sm:left-4')}>
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" onClick={() => step(1)} aria-label="Next photo" className={cn(navButton, 'right-2 sm:right-4')}>
                <ChevronRight aria-hidden="true" />
              </Button>
            </>
          )}
        </div>

        {/* Keyed by photo: what was open for one photo (its pin dialog) never carries over to the next. */}
        {photo && renderPin && (
          <div key={photo.id} className="border-t border-white/10 px-3 py-2 sm:px-4">
            {renderPin(photo, title)}
          </div>
        )}

        <footer className="flex justify-center px-3 pt-1 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <p className="m-0 rounded-full bg-white/10 px-3 py-1 text-sm text-slate-100 tabular-nums" aria-live="polite" aria-atomic="true">
            {positionText(current, count)}
          </p>
        </footer>
      </DialogContent>
    </Dialog>
  );
}
