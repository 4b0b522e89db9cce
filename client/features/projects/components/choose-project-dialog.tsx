import { Link } from 'react-router';
import { ChevronRight, Plus } from 'lucide-react';
import type { Project } from '../../../../common/schemas/projects';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

export interface ChooseProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: readonly Project[];
  /** No project fits: start one instead. */
  onNewProject: () => void;
}

/**
 * The menu's New Survey, step one (issue 15): which project; its dashboard then opens on the
 * New Location picker, whose tile creates the location and opens its form.
 */
export function ChooseProjectDialog({ open, onOpenChange, projects, onNewProject }: ChooseProjectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>New Survey</DialogTitle>
          <DialogDescription>Choose the project, then the type of location.</DialogDescription>
        </DialogHeader>
        {projects.length > 0 && (
          <ul aria-label="Projects to survey" className="grid max-h-[50dvh] gap-2 overflow-y-auto">
            {projects.map((project) => (
              <li key={project.id}>
                <Link
                  to={`/projects/${project.id}?pick=1`}
                  className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 hover:border-blue-300 hover:bg-primary-soft/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="min-w-0 font-medium break-words">{project.name}</span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Button variant={projects.length > 0 ? 'outline' : 'default'} onClick={onNewProject}>
          <Plus aria-hidden="true" />
          New Project
        </Button>
      </DialogContent>
    </Dialog>
  );
}
