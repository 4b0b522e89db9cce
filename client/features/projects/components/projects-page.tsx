import { useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Project } from '../../../../common/schemas/projects';
import { Deferred, lazyPart, useOpenedOnce } from '../../../components/deferred';
import { Button } from '../../../components/ui/button';
import { useProjects } from '../../../lib/project-reads';
import { ProjectCard } from './project-card';
import { ProjectListSkeleton } from './project-list-skeleton';
import { ProjectsEmptyState } from './projects-empty-state';
import { QueryErrorState } from './query-error-state';

// The dialogs' code (Radix Dialog, the project form and its schema) loads when one first opens.
const NewProjectDialog = lazyPart(async () => (await import('./new-project-dialog')).NewProjectDialog);
const EditProjectDialog = lazyPart(async () => (await import('./edit-project-dialog')).EditProjectDialog);
const DeleteProjectDialog = lazyPart(async () => (await import('./delete-project-dialog')).DeleteProjectDialog);
const ChooseProjectDialog = lazyPart(async () => (await import('./choose-project-dialog')).ChooseProjectDialog);

export interface ProjectsPageProps {
  /** Whether the New Project dialog is open; the route keeps it in the address (?new=1). */
  creating: boolean;
  onCreatingChange: (open: boolean) => void;
  /** Whether the menu's New Survey asks which project (?start=1); the project's picker follows. */
  choosing?: boolean;
  onChoosingChange?: (open: boolean) => void;
}

/** '/projects': the company's projects as cards, with New, Rename and Delete. */
export function ProjectsPage({ creating, onCreatingChange, choosing = false, onChoosingChange }: ProjectsPageProps) {
  const projects = useProjects();
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const newOpened = useOpenedOnce(creating);
  const editOpened = useOpenedOnce(editing !== null);
  const deleteOpened = useOpenedOnce(deleting !== null);

  let content;
  if (projects.isPending) content = <ProjectListSkeleton />;
  else if (projects.isError && !projects.data)
    content = <QueryErrorState title="Projects could not be loaded" error={projects.error} onRetry={() => void projects.refetch()} />;
  else if ((projects.data ?? []).length === 0) content = <ProjectsEmptyState onNewProject={() => onCreatingChange(true)} />;
  else
    content = (
      <ul aria-label="Projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(projects.data ?? []).map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} onRename={setEditing} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
    );

  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            Projects
          </h1>
          <p className="mt-1 text-muted-foreground">Open a project to survey its locations, or start a new one.</p>
        </div>
        <Button onClick={() => onCreatingChange(true)} className="sm:self-end">
          <Plus aria-hidden="true" />
          New Project
        </Button>
      </div>
      {content}
      <Deferred>
        {choosing && projects.data && (
          <ChooseProjectDialog
            open
            onOpenChange={(open) => onChoosingChange?.(open)}
            projects={projects.data}
            onNewProject={() => onCreatingChange(true)}
          />
        )}
        {newOpened && <NewProjectDialog open={creating} onOpenChange={onCreatingChange} />}
        {editOpened && <EditProjectDialog key={editing?.id ?? 'none'} project={editing} onClose={() => setEditing(null)} />}
        {deleteOpened && (
          <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} focusAfterDelete={() => heading.current?.focus()} />
        )}
      </Deferred>
    </main>
  );
}
