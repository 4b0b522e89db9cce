import { FolderPlus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function ProjectsEmptyState({ onNewProject }: { onNewProject: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-card px-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <FolderPlus className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">No projects yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        A project holds one property&apos;s survey: its MDF and IDF rooms, buildings, units, pathways and site map.
        Create one to get started.
      </p>
      <Button onClick={onNewProject} className="mt-2">
        <Plus aria-hidden="true" />
        New Project
      </Button>
    </div>
  );
}
