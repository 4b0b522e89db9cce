import { useState } from 'react';
import { ImagePlus } from 'lucide-react';
import type { Photo } from '../../../../common/schemas/photos';
import { toast } from '../../../components/ui/use-toast';
import { useDeletePhoto } from '../api/delete-photo';
import { useUpdatePhotoLabel } from '../api/update-photo-label';
import { photoGridTemplate, thumbnailPx } from '../model/photo-grid';
import { PhotoCard } from './photo-card';

export interface PhotoListProps {
  surveyId: string | null;
  photos: Photo[];
  iconSize: number;
  onOpen: (index: number, opener: HTMLElement) => void;
}

/** The survey's photos as a grid of cards, with one label edit at a time and delete. */
export function PhotoList({ surveyId, photos, iconSize, onOpen }: PhotoListProps) {
  const [editing, setEditing] = useState<{ photoId: string; text: string } | null>(null);
  const updateLabel = useUpdatePhotoLabel(surveyId);
  const deletePhoto = useDeletePhoto(surveyId);

  function saveLabel(photoId: string, label: string) {
    updateLabel.mutate(
      { photoId, label },
      {
        onSuccess: () => {
          // Spec survey-work §4: the selection and the text are cleared after a successful save.
          setEditing(null);
          toast({ title: 'Photo updated', description: 'The photo label has been updated successfully.' });
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update photo label. Please try again.', variant: 'destructive' }),
      },
    );
  }

  function remove(photoId: string) {
    deletePhoto.mutate(photoId, {
      onSuccess: () => {
        setEditing((current) => (current?.photoId === photoId ? null : current));
        toast({ title: 'Photo deleted', description: 'The photo has been deleted successfully.' });
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete photo. Please try again.', variant: 'destructive' }),
    });
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
          thumbnailPx={edge}
          editingText={editing?.photoId === photo.id ? editing.text : null}
          saving={updateLabel.isPending && updateLabel.variables?.photoId === photo.id}
          deleting={deletePhoto.isPending && deletePhoto.variables === photo.id}
          onOpen={(opener) => onOpen(index, opener)}
          onEdit={() => setEditing({ photoId: photo.id, text: photo.label ?? '' })}
          onEditTextChange={(text) => setEditing({ photoId: photo.id, text })}
          onEditCancel={() => setEditing(null)}
          onEditSave={(label) => saveLabel(photo.id, label)}
          onDelete={() => remove(photo.id)}
        />
      ))}
    </ul>
  );
}
