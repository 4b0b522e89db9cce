import { useId, useState, type FormEvent } from 'react';
import { CalendarClock, Loader2, MailPlus, Send, Trash2 } from 'lucide-react';
import type { AssignableRole, Invitation } from '../../../../common/schemas/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RoleBadge } from '../../../components/role-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateInvitation } from '../api/create-invitation';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useInvitations } from '../api/get-invitations';
import { formatDate } from '../../../lib/dates';
import { CopyField } from './copy-field';
import { EmptyState, ListSkeleton, LoadError } from './list-states';

/** The invitation page's address for people to open: this site's origin plus the server's link. */
export function invitationUrl(invitation: Pick<Invitation, 'link'>): string {
  return new URL(invitation.link, window.location.origin).toString();
}

function InviteForm({ companyId }: { companyId: string }) {
  const id = useId();
  const createInvitation = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('user');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || createInvitation.isPending) return;
    createInvitation.mutate(
      { email, role, companyId },
      {
        onSuccess: (invitation) => {
          toast({ title: 'Invitation created', description: `Send ${invitation.email} the link below.` });
          setEmail('');
          setRole('user');
        },
        onError: (error) =>
          toast({ title: 'Error', description: getErrorMessage(error, 'Failed to send invitation.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Invite a user"
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Invite email</Label>
        <Input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-role`}>Invite role</Label>
        <NativeSelect id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as AssignableRole)}>
          <option value="user">user</option>
          <option value="admin">admin</option>
        </NativeSelect>
      </div>
      <Button type="submit" disabled={!email.trim() || createInvitation.isPending}>
        {createInvitation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        Send Invitation
      </Button>
    </form>
  );
}

/** A company's invitations, each with its link to copy and a delete, and the form to invite someone. */
export function InvitationsPanel({ companyId }: { companyId: string }) {
  const invitations = useInvitations(companyId);
  const deleteInvitation = useDeleteInvitation();
  const [deleting, setDeleting] = useState<Invitation | null>(null);

  function remove(invitation: Invitation) {
    deleteInvitation.mutate(
      { invitationId: invitation.id },
      {
        onSuccess: () => toast({ title: 'Invitation deleted', description: invitation.email }),
        onError: () => toast({ title: 'Error', description: 'Failed to delete invitation.', variant: 'destructive' }),
      },
    );
  }

  let list;
  if (invitations.isPending) list = <ListSkeleton rows={2} label="Loading invitations" />;
  else if (invitations.isError)
    list = <LoadError title="Failed to fetch invitations" error={invitations.error} onRetry={() => void invitations.refetch()} />;
  else if (invitations.data.length === 0)
    list = (
      <EmptyState icon={<MailPlus aria-hidden="true" />} title="No invitations">
        Invite someone by email; they join with the link.
      </EmptyState>
    );
  else
    list = (
      <ul aria-label="Invitations" className="grid gap-3">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} aria-label={invitation.email} className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-semibold break-all">{invitation.email}</h4>
                  <RoleBadge role={invitation.role} />
                  <Badge variant={invitation.status === 'pending' ? 'soft' : 'secondary'}>{invitation.status}</Badge>
                </div>
                <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <CalendarClock className="size-3.5" aria-hidden="true" />
                  Sent {formatDate(invitation.createdAt)} · expires {formatDate(invitation.expiresAt)}
                </p>
              </div>
              <Button variant="outline" size="icon" aria-label={`Delete invitation for ${invitation.email}`} onClick={() => setDeleting(invitation)}>
                <Trash2 className="text-destructive" aria-hidden="true" />
              </Button>
            </div>
            <CopyField label="Invitation link" value={invitationUrl(invitation)} copyLabel="Copy" />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="grid gap-4">
      <InviteForm companyId={companyId} />
      {list}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete invitation?"
        description={deleting ? `The link sent to ${deleting.email} stops working.` : ''}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove(deleting)}
      />
    </div>
  );
}
