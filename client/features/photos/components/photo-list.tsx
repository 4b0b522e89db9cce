import { useState } from 'react';
import { ImagePlus } from 'lucide-react';
import type { Photo } from '../../../../common/schemas/photos';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { connectivity } from '../../../offline/connectivity';
import type { Shown } from '../../../offline/overlays';
import { useDeletePhoto } from '../api/delete-photo';
import { useUpdatePhotoLabel } from '../api/update-photo-label';
import { usePhotoSyncActions } from '../hooks/use-photo-sync-actions';
import { DELETE_FAILED, LABEL_FAILED, savedOnDeviceNotice } from '../model/photo-notices';
import { photoGridTemplate, thumbnailPx } from '../model/photo-grid';
import type { PhotoSyncState } from '../model/photo-sync-state';
import { PhotoCard } from './photo-card';
import type { PhotoSyncAction } from './photo-sync-status';

export interface PhotoListProps {
  surveyId: string | null;
  photos: Shown<Photo>[];
  /** What is still on this device for each photo, by photo id. */
  syncStates: ReadonlyMap<string, PhotoSyncState>;
  iconSize: number;
  onOpen: (photoId: string, opener: HTMLElement) => void;
}

/** The survey's photos as a grid of cards, with one label edit at a time, delete, and what still waits. */
export function PhotoList({ surveyId, photos, syncStates, iconSize, onOpen }: PhotoListProps) {
  const [editing, setEditing] = useState<{ photoId: string; text: string } | null>(null);
  const updateLabel = useUpdatePhotoLabel();
  const deletePhoto = useDeletePhoto();
  const syncActions = usePhotoSyncActions(surveyId);

  function saveLabel(photo: Shown<Photo>, label: string) {
    updateLabel.mutate(
      { photo, label },
      {
        onSuccess: (outcome) => {
          // Spec survey-work §4: the selection and the text are cleared after a save; a
          // conflict shows on the card, with the choice.
          setEditing(null);
          if (outcome.status === 'sent') toast({ title: 'Photo updated', description: 'The photo label has been updated successfully.' });
          if (outcome.status === 'saved-on-device') toast(savedOnDeviceNotice('label', connectivity().isReachable()));
          if (outcome.status === 'conflict') toast({ title: 'Label changed elsewhere', description: 'Choose on the photo which label to keep.' });
        },
        onError: (error) => toast({ title: 'Error', description: withReason(LABEL_FAILED, error), variant: 'destructive' }),
      },
    );
  }

  function remove(photo: Shown<Photo>) {
    deletePhoto.mutate(photo, {
      onSuccess: (outcome) => {
        setEditing((current) => (current?.photoId === photo.id ? null : current));
        if (outcome.status === 'saved-on-device') toast(savedOnDeviceNotice('delete', connectivity().isReachable()));
        else if (outcome.status === 'sent' || outcome.status === 'cancelled') {
          toast({ title: 'Photo deleted', description: 'The photo has been deleted successfully.' });
        }
      },
      onError: (error) => toast({ title: 'Error', description: withReason(DELETE_FAILED, error), variant: 'destructive' }),
    });
  }

  function handleSyncAction(action: PhotoSyncAction, entryId: string) {
    const done = {
      'undo-delete': syncActions.undoDelete,
      'keep-mine': syncActions.keepMine,
      'take-theirs': syncActions.takeTheirs,
      retry: syncActions.retry,
      discard: syncActions.discard,
    }[action](entryId);
    done.catch(() => toast({ title: 'Error', description: 'This change could not be updated on this device.', variant: 'destructive' }));
  }

  if (photos.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-input px-4 py-8 text-center text-sm text-muted-foreground">
        <ImagePlus className="size-8 text-slate-400" aria-hidden="true" />
        <p className="m-0">No photos yet. Upload one or use the camera.</p>
      </div>
    );
  }

  const edge = thumbnailPx(iconSize);
  return (
    <ul aria-label="Photos" className="m-0 grid list-none gap-3 p-0" style={{ gridTemplateColumns: photoGridTemplate(iconSize) }}>
      {photos.map((photo, index) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          number={index + 1}
          sync={syncStates.get(photo.id)}
          thumbnailPx={edge}
          editingText={editing?.photoId === photo.id ? editing.text : null}
          saving={updateLabel.isPending && updateLabel.variables?.photo.id === photo.id}
          onOpen={(opener) => onOpen(photo.id, opener)}
          onEdit={() => setEditing({ photoId: photo.id, text: photo.label ?? '' })}
          onEditTextChange={(text) => setEditing({ photoId: photo.id, text })}
          onEditCancel={() => setEditing(null)}
          onEditSave={(label) => saveLabel(photo, label)}
          onDelete={() => remove(photo)}
          onSyncAction={handleSyncAction}
        />
      ))}
    </ul>
  );
}

/** The spec's message, then the server's reason when it gave one. */
function withReason(message: string, error: unknown): string {
  const reason = getServerMessage(error);
  return reason ? `${message} ${reason}` : message;
}
