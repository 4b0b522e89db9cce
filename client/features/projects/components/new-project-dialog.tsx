import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Loader2, Plus } from 'lucide-react';
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
import { newId } from '../../../lib/new-id';
import { useCurrentUser } from '../../../lib/session';
import { userAbilities } from '../../../lib/view-as';
import { useCreateProject } from '../api/create-project';
import { useCompanies } from '../api/get-companies';
import { useProjectForm } from '../hooks/use-project-form';
import { EMPTY_PROJECT_FORM, toCreateProjectBody } from '../model/project-form';
import { ProjectFormFields } from './project-form-fields';

export interface NewProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates a project and opens its dashboard. Whoever the server lets choose the company (root)
 * picks it, View As aside: the server asks it of their real role.
 */
export function NewProjectDialog({ open, onOpenChange }: NewProjectDialogProps) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const choosesCompany = userAbilities(user).chooseCompany;
  const companies = useCompanies({ enabled: open && choosesCompany });
  const createProject = useCreateProject();
  const form = useProjectForm(EMPTY_PROJECT_FORM, { requireCompany: choosesCompany });

  function handleOpenChange(next: boolean) {
    if (!next) {
      form.reset(EMPTY_PROJECT_FORM);
      createProject.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createProject.isPending || !form.check()) return;
    const id = newId();
    const body = toCreateProjectBody(form.values, { id, includeCompany: choosesCompany });
    const companyId = choosesCompany ? form.values.companyId : (user?.companyId ?? '');
    createProject.mutate({ body, companyId }, {
      onSuccess: (outcome) => {
        toast({ title: 'Project created', description: outcome.status === 'sent' ? outcome.answer.name : `${body.name} · saved on this device` });
        handleOpenChange(false);
        void navigate(`/projects/${id}`);
      },
      onError: () => {
        toast({ title: 'Error', description: 'Failed to create project. Please try again.', variant: 'destructive' });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Project</DialogTitle>
          <DialogDescription>Name the property you are surveying. You can add its locations next.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-5">
          <ProjectFormFields
            values={form.values}
            errors={form.errors}
            onChange={form.setField}
            nameRef={form.nameRef}
            companyRef={form.companyRef}
            companies={
              choosesCompany
                ? { list: companies.data, isLoading: companies.isPending, failed: companies.isError }
                : undefined
            }
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={createProject.isPending}>
              {createProject.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {createProject.isPending ? 'Creating...' : 'Create Project'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
