import { Check } from 'lucide-react';
import type { ViewAsRole } from '../lib/view-as';
import type { PopupProps } from './deferred-popup';
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

/** The View As choices (root only; see ViewAsMenu). */
export function ViewAsDropdown({
  trigger,
  defaultOpen,
  viewAs,
  setViewAs,
}: PopupProps & { viewAs: ViewAsRole | null; setViewAs: (value: ViewAsRole | null) => void }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>View As</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {OPTIONS.map((option) => (
          <DropdownMenuItem key={option.label} className="pl-8" onSelect={() => setViewAs(option.value)}>
            {viewAs === option.value && <Check className="absolute left-2 text-primary" aria-hidden="true" />}
            {option.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
