import type { ReactNode } from 'react';
import { CloudOff, X } from 'lucide-react';
import type { Photo } from '../../../../common/schemas/photos';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import type { Shown } from '../../../offline/overlays';
import { photoSubtitle, photoTitle } from '../model/photo-details';
import { PhotoImage, usePhotoSource } from './photo-image';

export interface PhotoViewDialogProps {
  photo: Shown<Photo>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Before the title: how the photo is marked where it was opened from (its pin's number). */
  badge?: ReactNode;
  /** Under the photo: what the app says about it (where it is pinned, its location). */
  details?: ReactNode;
  /** Beside Close: where the app can go from it. */
  actions?: ReactNode;
}

/**
 * One photo, large, opened from somewhere else than its survey's list (a pin on a plan): its name,
 * floor and time, and what the app adds. Shown from its bytes on the device while it waits to be
 * uploaded, else at display size (kept by the service worker once seen). Full screen on a phone.
 */
export function PhotoViewDialog({ photo, open, onOpenChange, badge, details, actions }: PhotoViewDialogProps) {
  const source = usePhotoSource(photo, 'display');
  const title = photoTitle(photo);
  const onDevice = photo.pending?.created === true;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        // The dialog itself takes focus, so its name and photo are read first (no control is preferred).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
        className={cn(
          'flex flex-col gap-0 overflow-hidden border-0 bg-slate-950 p-0 text-white sm:p-0',
          // A phone: the whole screen. Wider: a large panel over the drawing.
          'max-sm:inset-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none',
          'sm:h-[min(52rem,calc(100dvh-2rem))] sm:max-w-4xl',
        )}
        data-photo-view={photo.id}
      >
        <header className="flex items-center gap-3 border-b border-white/10 py-2 pr-2 pl-3 sm:pl-4">
          {badge}
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-base text-white sm:text-lg">{title}</DialogTitle>
            <DialogDescription className="truncate text-sm text-slate-300">{photoSubtitle(photo)}</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close photo"
              title="Close"
              className="text-slate-200 hover:bg-white/10 hover:text-white focus-visible:ring-offset-slate-950 [&_svg]:size-6"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </header>

        <div className="relative flex min-h-0 flex-1 items-center justify-center p-2 sm:p-4">
          <PhotoImage
            key={photo.id}
            src={source}
            alt={title}
            loading="eager"
            className="max-h-full max-w-full rounded-sm object-contain"
            fallbackClassName="size-40 rounded-lg bg-slate-800 text-slate-400"
          />
        </div>

        <footer className="flex flex-col gap-3 border-t border-white/10 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:items-center sm:px-4">
          <div className="min-w-0 flex-1 text-sm text-slate-200">
            {details}
            {onDevice && (
              <p className="m-0 mt-1 flex items-center gap-1.5 text-xs text-slate-300">
                <CloudOff className="size-3.5 shrink-0" aria-hidden="true" />
                On this device: waiting to upload
              </p>
            )}
          </div>
          <div className="flex shrink-0 gap-2 max-sm:[&>*]:flex-1">
            {actions}
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </div>
        </footer>
      </DialogContent>
    </Dialog>
  );
}
