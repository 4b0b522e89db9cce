import { Link } from 'react-router';
import { CalendarDays, EllipsisVertical } from 'lucide-react';
import type { Project } from '../../../../common/schemas/projects';
import { lazyPopup } from '../../../components/deferred-popup';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { formatDate } from '../../../lib/dates';
import { ProjectStatusBadge } from './project-status-badge';

// The menu's code (Radix Menu and its positioning) loads when a card's menu is first opened.
const ProjectMenu = lazyPopup('menu', async () => (await import('./project-menu')).ProjectMenu);

export interface ProjectCardProps {
  project: Project;
  onRename: (project: Project) => void;
  onDelete: (project: Project) => void;
}

export function ProjectCard({ project, onRename, onDelete }: ProjectCardProps) {
  const { id, name, description, status, createdAt, completedLocations, totalLocations, progress } = project;
  return (
    // The whole card opens the dashboard through the title link's overlay; the menu sits above it.
    <Card className="group relative flex h-full flex-col gap-4 p-4 transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:border-blue-300 hover:shadow-md sm:p-5">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-snug font-semibold tracking-tight break-words">
            <Link
              to={`/projects/${id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] group-hover:text-primary"
            >
              {name}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            <span>
              Started <time dateTime={createdAt}>{formatDate(createdAt)}</time>
            </span>
          </p>
        </div>
        <ProjectMenu
          project={project}
          onRename={onRename}
          onDelete={onDelete}
          trigger={
            <Button variant="ghost" size="icon" className="relative z-10 -mt-1.5 -mr-2" aria-label={`Project actions for ${name}`}>
              <EllipsisVertical aria-hidden="true" />
            </Button>
          }
        />
      </div>

      {description && <p className="line-clamp-2 text-sm break-words text-slate-600">{description}</p>}

      <div className="mt-auto grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <ProjectStatusBadge status={status} />
          <span className="text-sm font-semibold tabular-nums">{progress}%</span>
        </div>
        <Progress value={progress} aria-label={`${name}: ${progress}% complete`} />
        <p className="text-sm text-muted-foreground">
          {completedLocations} of {totalLocations} locations completed
        </p>
      </div>
    </Card>
  );
}
