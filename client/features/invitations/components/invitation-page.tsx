import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AlertCircle,
  CalendarX,
  CheckCircle2,
  Link2Off,
  Loader2,
  LogIn,
  MailCheck,
  MailQuestion,
  RefreshCw,
  SearchX,
} from 'lucide-react';
import type { PublicInvitation } from '../../../../common/schemas/admin';
import type { User } from '../../../../common/schemas/users';
import { Button } from '../../../components/ui/button';
import { RoleBadge } from '../../../components/role-badge';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { useRegisterWithInvitation } from '../api/register-with-invitation';
import { invitationView } from '../model/invitation-state';
import { CreateAccountForm } from './create-account-form';
import { InvitationCard } from './invitation-shell';

/** Administration §9: the success screen leads home after 2 seconds. */
export const REDIRECT_AFTER_ACCEPT_MS = 2000;

const ACCEPT_FAILED = 'Failed to accept invitation. Please try again.';

function InvitationFacts({ invitation }: { invitation: PublicInvitation }) {
  return (
    <dl className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm">
      <div className="flex flex-wrap justify-between gap-2">
        <dt className="text-muted-foreground">Company</dt>
        <dd className="font-semibold break-words">{invitation.companyName}</dd>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <dt className="text-muted-foreground">Role</dt>
        <dd>
          <RoleBadge role={invitation.role} />
        </dd>
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <dt className="text-muted-foreground">Invited email</dt>
        <dd className="font-medium break-all">{invitation.email}</dd>
      </div>
    </dl>
  );
}

export interface InvitationPageProps {
  token: string | undefined;
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** Sends a visitor to sign in, to come back to this page afterwards. */
  onSignIn: () => void;
}

/** '/invite/{token}' (administration §2, §4): checks the link, then lets a visitor or a signed-in user join. */
export function InvitationPage({ token, user, onSignIn }: InvitationPageProps) {
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [joined, setJoined] = useState(false);
  const register = useRegisterWithInvitation();

  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_AFTER_ACCEPT_MS);
    return () => clearTimeout(timer);
  }, [joined, navigate]);

  if (joined) {
    return (
      <InvitationCard
        icon={<CheckCircle2 aria-hidden="true" />}
        tone="success"
        title="Welcome aboard"
        description="You have successfully joined the company."
      >
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Taking you to your dashboard...
        </p>
      </InvitationCard>
    );
  }

  const view = invitationView({
    token,
    isPending: invitation.isPending,
    error: invitation.error,
    invitation: invitation.data,
    // While a new account is being made the session appears mid-way; the form stays until it is done.
    signedIn: user !== null && !register.isPending && !register.isSuccess,
    now: new Date(),
  });

  function acceptInvitation() {
    if (!token || accept.isPending) return;
    accept.mutate(
      { token },
      {
        onSuccess: () => {
          toast({ title: 'Invitation accepted', description: 'You have successfully joined the company.' });
          setJoined(true);
        },
        onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, ACCEPT_FAILED), variant: 'destructive' }),
      },
    );
  }

  switch (view.kind) {
    case 'invalid':
      return (
        <InvitationCard
          icon={<Link2Off aria-hidden="true" />}
          tone="danger"
          title="Invalid Invitation"
          description="This invitation link is incomplete. Open the full link from your invitation."
        />
      );
    case 'loading':
      return (
        <InvitationCard icon={<Loader2 className="animate-spin" aria-hidden="true" />} tone="info" title="Checking invitation" description="One moment..." />
      );
    case 'not-found':
      return (
        <InvitationCard
          icon={<SearchX aria-hidden="true" />}
          tone="danger"
          title="Invitation Not Found"
          description="This invitation may have expired, been used already, or not exist."
        />
      );
    case 'failed':
      return (
        <InvitationCard
          icon={<AlertCircle aria-hidden="true" />}
          tone="danger"
          title="Failed to fetch invitation"
          description={getErrorMessage(view.error, 'Check your connection and try again.')}
        >
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </InvitationCard>
      );
    case 'expired':
      return (
        <InvitationCard
          icon={<CalendarX aria-hidden="true" />}
          tone="warning"
          title="Invitation Expired"
          description="This invitation has expired. Contact the administrator who invited you for a new one."
        />
      );
    case 'used':
      return (
        <InvitationCard
          icon={<MailCheck aria-hidden="true" />}
          tone="warning"
          title="Invitation Already Used"
          description="This invitation has already been used. If it was yours, sign in instead."
        />
      );
    case 'sign-in':
      return (
        <InvitationCard
          icon={<MailQuestion aria-hidden="true" />}
          tone="info"
          title="You're invited"
          description={`Join ${view.invitation.companyName} on Riser. Sign in to accept, or create your account.`}
        >
          <InvitationFacts invitation={view.invitation} />
          <Button variant="outline" onClick={onSignIn}>
            <LogIn aria-hidden="true" />
            Sign In
          </Button>
          <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            new to Riser?
            <span className="h-px flex-1 bg-border" />
          </div>
          <CreateAccountForm
            token={token ?? ''}
            email={view.invitation.email}
            register={register}
            onCreated={() => setJoined(true)}
          />
        </InvitationCard>
      );
    case 'accept':
      return (
        <InvitationCard
          icon={<MailCheck aria-hidden="true" />}
          tone="info"
          title="Accept invitation"
          description={`You are signed in as ${user?.email ?? ''}. Accept to join ${view.invitation.companyName}.`}
        >
          <InvitationFacts invitation={view.invitation} />
          <Button onClick={acceptInvitation} disabled={accept.isPending}>
            {accept.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
            {accept.isPending ? 'Accepting...' : 'Accept Invitation'}
          </Button>
        </InvitationCard>
      );
  }
}
