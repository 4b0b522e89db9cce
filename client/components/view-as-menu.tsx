import { Check, Eye } from 'lucide-react';
import type { ViewAsRole } from '../lib/view-as';
import { useViewAs } from '../lib/session';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

const OPTIONS: { value: ViewAsRole | null; label: string }[] = [
  { value: null, label: 'Actual role (root)' },
  { value: 'admin', label: 'View as admin' },
  { value: 'user', label: 'View as user' },
];

/** Root only: switch what the client shows between root, admin and user. Renders nothing for others. */
export function ViewAsMenu() {
  const { realRole, viewAs, setViewAs } = useViewAs();
  if (realRole !== 'root') return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Eye aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">View As</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>View As</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {OPTIONS.map((option) => (
          <DropdownMenuItem key={option.label} className="pl-8" onSelect={() => setViewAs(option.value)}>
            {viewAs === option.value && (
              <Check className="absolute left-2 text-primary" aria-hidden="true" />
            )}
            {option.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The destructive badge shown while root views the app as another role. */
export function ViewingAsBadge() {
  const { viewAs } = useViewAs();
  if (viewAs === null) return null;
  return (
    <Badge variant="destructive">
      <Eye aria-hidden="true" />
      Viewing as {viewAs}
    </Badge>
  );
}
