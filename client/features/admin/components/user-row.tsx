import type { ReactNode } from 'react';
import { Building2, Mail } from 'lucide-react';
import type { AdminUser } from '../../../../common/schemas/admin';
import { RoleBadge } from '../../../components/role-badge';
import { Badge } from '../../../components/ui/badge';
import { fullName } from '../../../lib/person-name';
import { StatusBadge } from './status-badge';

export interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  showCompany?: boolean;
  actions: ReactNode;
}

/** One user: a card on a phone, a row on a wide screen, with role and status badges and actions. */
export function UserRow({ user, isSelf, showCompany = false, actions }: UserRowProps) {
  const name = fullName(user);
  return (
    <li
      aria-label={user.email}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{name || user.email}</h3>
          <RoleBadge role={user.role} />
          <StatusBadge status={user.status} />
          {isSelf && <Badge variant="outline">You</Badge>}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {name && (
            <span className="inline-flex min-w-0 items-center gap-1 break-all">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              {user.email}
            </span>
          )}
          {showCompany && (
            <span className="inline-flex items-center gap-1">
              <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
              {user.companyName ?? 'No company'}
            </span>
          )}
        </p>
      </div>
      {actions && <div className="flex flex-wrap gap-2 lg:justify-end [&>*]:grow sm:[&>*]:grow-0">{actions}</div>}
    </li>
  );
}
