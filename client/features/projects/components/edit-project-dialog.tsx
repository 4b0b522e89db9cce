import type { FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { Project } from '../../../../common/schemas/projects';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateProject } from '../api/update-project';
import { useProjectForm } from '../hooks/use-project-form';
import { toUpdateProjectBody } from '../model/project-form';
import { ProjectFormFields } from './project-form-fields';

export interface EditProjectDialogProps {
  /** The project being edited; the dialog is open while it is set. Mount with key={project.id}. */
  project: Project | null;
  onClose: () => void;
}

/** Rename: name, description and status of an existing project. */
export function EditProjectDialog({ project, onClose }: EditProjectDialogProps) {
  const updateProject = useUpdateProject();
  const form = useProjectForm(
    { name: project?.name ?? '', description: project?.description ?? '', status: project?.status ?? 'in-progress', companyId: '' },
    { requireCompany: false },
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!project || updateProject.isPending || !form.check()) return;
    updateProject.mutate(
      { projectId: project.id, body: toUpdateProjectBody(form.values) },
      {
        onSuccess: (outcome) => {
          toast({ title: 'Project updated', description: outcome.status === 'sent' ? outcome.answer.name : form.values.name.trim() });
          onClose();
        },
        onError: () => {
          toast({ title: 'Error', description: 'Failed to update project. Please try again.', variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Project</DialogTitle>
          <DialogDescription>Change the project&apos;s name, description or status.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-5">
          <ProjectFormFields values={form.values} errors={form.errors} onChange={form.setField} nameRef={form.nameRef} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={updateProject.isPending}>
              {updateProject.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {updateProject.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
