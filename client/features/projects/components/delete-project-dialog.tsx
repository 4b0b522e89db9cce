import { useRef, type MouseEvent } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import type { Project } from '../../../../common/schemas/projects';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteProject } from '../api/delete-project';

export interface DeleteProjectDialogProps {
  /** The project to delete; the confirmation is open while it is set. */
  project: Project | null;
  onClose: () => void;
  /** Where keyboard focus goes once the project is gone (the menu that opened this went with it). */
  focusAfterDelete?: () => void;
}

/** Asks before deleting: a project takes its locations, photos and markup with it. */
export function DeleteProjectDialog({ project, onClose, focusAfterDelete }: DeleteProjectDialogProps) {
  const deleteProject = useDeleteProject();
  const deleted = useRef(false);

  function handleConfirm(event: MouseEvent<HTMLButtonElement>) {
    // Stay open while the request runs, so a failure is seen where it happened.
    event.preventDefault();
    if (!project || deleteProject.isPending) return;
    deleteProject.mutate(
      { projectId: project.id, name: project.name },
      {
        onSuccess: () => {
          deleted.current = true;
          toast({ title: 'Project deleted', description: project.name });
          onClose();
        },
        onError: () => {
          toast({ title: 'Error', description: 'Failed to delete project. Please try again.', variant: 'destructive' });
          onClose();
        },
      },
    );
  }

  const locations = project?.totalLocations ?? 0;
  return (
    <AlertDialog open={project !== null} onOpenChange={(open) => !open && !deleteProject.isPending && onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current || !focusAfterDelete) return;
          deleted.current = false;
          event.preventDefault();
          focusAfterDelete();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this project?</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="font-medium text-foreground break-words">{project?.name}</span> will be deleted with{' '}
            {locations === 1 ? 'its 1 location' : `its ${locations} locations`}, photos and markup. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteProject.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive onClick={handleConfirm} disabled={deleteProject.isPending}>
            {deleteProject.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {deleteProject.isPending ? 'Deleting...' : 'Delete Project'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
