import { useNavigate, useParams } from 'react-router';
import { InvitationPage } from '../../features/invitations/components/invitation-page';
import { useCurrentUser } from '../../lib/session';

/** '/invite/:token': always available; signing in from here comes back here (the auth route reads state.from). */
export function InvitationRoute() {
  const { token } = useParams();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  return (
    <>
      <title>Invitation · Riser</title>
      <InvitationPage
        token={token}
        user={user}
        onSignIn={() => void navigate('/auth', { state: { from: `/invite/${token ?? ''}` } })}
      />
    </>
  );
}
