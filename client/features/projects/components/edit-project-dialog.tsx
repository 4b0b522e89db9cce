import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { Project } from '../../../../common/schemas/projects';
import type { HandoffBlockers } from '../../../../common/schemas/review';
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
import { getErrorMessage, isNotReached } from '../../../lib/api-client';
import { useViewAs } from '../../../lib/session';
import { useCompleteProject } from '../api/complete-project';
import { useUpdateProject } from '../api/update-project';
import { useProjectForm } from '../hooks/use-project-form';
import { completesProject, handoffBlockers } from '../model/handoff';
import { toUpdateProjectBody } from '../model/project-form';
import { HandoffBlocked } from './handoff-blocked';
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

  const completeProject = useCompleteProject();
  const { abilities } = useViewAs();
  const [blockers, setBlockers] = useState<HandoffBlockers | null>(null);

  /** Completing hands the project over: the server checks every location and device first (issue 27). */
  function complete(projectId: string, force: boolean) {
    completeProject.mutate(
      { projectId, force },
      {
        onSuccess: () => {
          toast({ title: 'Project completed', description: form.values.name.trim() });
          onClose();
        },
        onError: (error) => {
          const blocked = handoffBlockers(error);
          if (blocked) setBlockers(blocked);
          else if (isNotReached(error)) toast({ title: 'Not completed', description: 'Completing a project needs a connection: the server checks every location and device first.', variant: 'destructive' });
          else toast({ title: 'Not completed', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!project || updateProject.isPending || completeProject.isPending || !form.check()) return;
    const completing = completesProject(project.status, form.values.status);
    // The other fields are saved as usual; the status goes through the handoff check.
    const body = toUpdateProjectBody(completing ? { ...form.values, status: project.status } : form.values);
    updateProject.mutate(
      { projectId: project.id, body },
      {
        onSuccess: (outcome) => {
          if (completing) return complete(project.id, false);
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
          <DialogTitle>{blockers ? 'Not ready to complete' : 'Edit Project'}</DialogTitle>
          <DialogDescription>{blockers ? 'What is left before this project can be handed over.' : <>Change the project&apos;s name, description or status.</>}</DialogDescription>
        </DialogHeader>
        {blockers && project ? (
          <HandoffBlocked
            blockers={blockers}
            mayForce={abilities.administerOwnCompany || abilities.administerAllCompanies}
            forcing={completeProject.isPending}
            onForce={() => complete(project.id, true)}
            onBack={() => setBlockers(null)}
          />
        ) : (
          <form noValidate onSubmit={handleSubmit} className="grid gap-5">
            <ProjectFormFields values={form.values} errors={form.errors} onChange={form.setField} nameRef={form.nameRef} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={updateProject.isPending || completeProject.isPending}>
                {(updateProject.isPending || completeProject.isPending) && <Loader2 className="animate-spin" aria-hidden="true" />}
                {completeProject.isPending ? 'Checking handoff...' : updateProject.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
