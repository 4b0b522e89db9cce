import { Pencil, Trash2 } from 'lucide-react';
import type { Project } from '../../../../common/schemas/projects';
import type { PopupProps } from '../../../components/deferred-popup';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';

/** A project card's actions: Rename and Delete. */
export function ProjectMenu({
  trigger,
  defaultOpen,
  project,
  onRename,
  onDelete,
}: PopupProps & { project: Project; onRename: (project: Project) => void; onDelete: (project: Project) => void }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onRename(project)}>
          <Pencil aria-hidden="true" />
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={() => onDelete(project)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
