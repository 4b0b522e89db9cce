import type { ProjectStatus } from '../../../../common/schemas/projects';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { projectStatusLabel } from '../model/project-status';

// Dark text on a light tint: readable in sunlight and above 4.5:1 contrast.
const TONES: Record<ProjectStatus, string> = {
  'in-progress': 'border-blue-200 bg-blue-50 text-blue-800',
  planning: 'border-amber-200 bg-amber-50 text-amber-900',
  completed: 'border-green-200 bg-green-50 text-green-800',
};

export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[status], className)}>
      {projectStatusLabel(status)}
    </Badge>
  );
}
