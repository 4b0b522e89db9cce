import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import type { Photo } from '../../../../common/schemas/photos';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { Shown } from '../../../offline/overlays';
import { elevationName } from '../model/elevation';
import { formatDateTime } from '../../../lib/dates';
import { formatPhotoTimeShort, labelToSave, photoTime, photoTitle } from '../model/photo-details';
import { isBeingDeleted, type PhotoSyncState } from '../model/photo-sync-state';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoImage, usePhotoSource } from './photo-image';
import { PhotoSyncStatus, type PhotoSyncAction } from './photo-sync-status';

export interface PhotoCardProps {
  photo: Shown<Photo>;
  /** Its place in the list, from 1: an unlabelled photo is 'Photo N'. */
  number: number;
  /** What is still on this device for the photo (waiting upload, label, delete), if anything. */
  sync: PhotoSyncState | undefined;
  thumbnailPx: number;
  /** The label being typed while this photo is edited, else null. */
  editingText: string | null;
  saving: boolean;
  onOpen: (opener: HTMLElement) => void;
  onEdit: () => void;
  onEditTextChange: (text: string) => void;
  onEditCancel: () => void;
  onEditSave: (label: string) => void;
  onDelete: () => void;
  onSyncAction: (action: PhotoSyncAction, entryId: string) => void;
}

/** One photo of the list: thumbnail (opens the gallery there), name, floor and time, actions. */
export function PhotoCard({
  photo,
  number,
  sync,
  thumbnailPx,
  editingText,
  saving,
  onOpen,
  onEdit,
  onEditTextChange,
  onEditCancel,
  onEditSave,
  onDelete,
  onSyncAction,
}: PhotoCardProps) {
  const title = photoTitle(photo, number);
  const thumbnail = usePhotoSource(photo, 'thumb');
  // On its way out: dimmed, nothing to edit or view, Undo below.
  const leaving = isBeingDeleted(sync);
  const inputId = useId();
  const editing = editingText !== null;
  const label = editing ? labelToSave(editingText) : null;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back to the Edit button after Save or Cancel, unless focus already went somewhere on purpose.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasEditing.current && !editing && lost) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (label !== null && !saving) onEditSave(label);
  }

  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-2 shadow-xs"
      aria-label={title}
      data-photo-id={photo.id}
    >
      <div className={cn('flex min-w-0 gap-3', leaving && 'opacity-50')}>
        <button
          type="button"
          onClick={(event) => onOpen(event.currentTarget)}
          disabled={leaving}
          className="relative shrink-0 cursor-zoom-in overflow-hidden rounded-md bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-default"
          style={{ width: thumbnailPx, height: thumbnailPx }}
          aria-label={`View ${title}`}
        >
          <PhotoImage
            src={thumbnail}
            alt={title}
            className="size-full object-cover"
            fallbackClassName="size-full"
          />
        </button>

        {editing ? (
          <form onSubmit={handleSubmit} className="flex min-w-0 flex-1 flex-col gap-2">
            <label htmlFor={inputId} className="sr-only">
              Label for {photo.originalName}
            </label>
            <Input
              id={inputId}
              value={editingText}
              onChange={(event) => onEditTextChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  onEditCancel();
                }
              }}
              placeholder="e.g. MDF rack, north wall"
              maxLength={200}
              autoFocus
              autoComplete="off"
            />
            <div className="flex gap-2">
              <Button type="submit" size="default" disabled={label === null || saving} className="flex-1 sm:flex-none">
                <Check aria-hidden="true" />
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button type="button" variant="outline" onClick={onEditCancel} className="flex-1 sm:flex-none">
                <X aria-hidden="true" />
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <div className="flex min-w-0 flex-1 flex-col justify-center">
              <p className="m-0 truncate text-sm font-medium" title={title}>
                {title}
              </p>
              <p className="m-0 text-xs leading-snug text-muted-foreground">
                {elevationName(photo.elevationLevel)}
                {/* Its number on the plan; the full-screen view names the plan. */}
                {photo.pin && ` · Pin ${photo.pin.number}`}
              </p>
              <p className="m-0 text-xs leading-snug text-muted-foreground">
                <time dateTime={photoTime(photo)} title={formatDateTime(photoTime(photo))}>
                  {formatPhotoTimeShort(photoTime(photo))}
                </time>
              </p>
            </div>
            <div className="flex shrink-0 items-center self-center">
              <Button
                ref={editButton}
                variant="ghost"
                size="icon"
                onClick={onEdit}
                disabled={leaving}
                aria-label={`Edit label of ${title}`}
                title="Edit label"
                className="text-muted-foreground hover:text-foreground"
              >
                <Pencil aria-hidden="true" />
              </Button>
              <DeletePhotoDialog title={title} disabled={leaving} onConfirm={onDelete} />
            </div>
          </>
        )}
      </div>
      {sync && <PhotoSyncStatus state={sync} title={title} onAction={onSyncAction} />}
    </li>
  );
}
