import { Crown, ShieldCheck, User as UserIcon } from 'lucide-react';
import type { Role } from '../../common/schemas/users';
import { Badge } from './ui/badge';

const icons = { root: Crown, admin: ShieldCheck, user: UserIcon } as const;

/** The role as a badge; its text is the role itself (user, admin, root). */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  const Icon = icons[role];
  return (
    <Badge variant={role === 'user' ? 'secondary' : 'soft'} className={className}>
      <Icon aria-hidden="true" />
      {role}
    </Badge>
  );
}
