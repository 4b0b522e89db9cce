import { Outlet, ScrollRestoration } from 'react-router';
import { RefreshCw, WifiOff } from 'lucide-react';
import { LoadingScreen } from '../../components/loading-screen';
import { OfflineBanner } from '../../components/offline-banner';
import { StorageBanner } from '../../components/sync/storage-banner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Deferred, lazyPart } from '../../components/deferred';
import { useCurrentUser } from '../../lib/session';

// Met once per account: its code loads then.
const ForcedPasswordChange = lazyPart(async () => (await import('../../features/account/components/forced-password-change')).ForcedPasswordChange);

/** Gates every screen on the session: loading, unreachable, temporary password, or the route. */
export function RootLayout() {
  const { user, isLoading, error, refetch } = useCurrentUser();

  let content;
  if (isLoading) content = <LoadingScreen />;
  else if (error) content = <SessionUnavailable onRetry={() => void refetch()} />;
  else if (user?.mustChangePassword) {
    content = (
      <Deferred fallback={<LoadingScreen />}>
        <ForcedPasswordChange user={user} />
      </Deferred>
    );
  } else content = <Outlet />;

  return (
    <>
      <OfflineBanner />
      {user && <StorageBanner />}
      {content}
      <ScrollRestoration />
    </>
  );
}

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <WifiOff className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-bold tracking-tight">Riser is not reachable</h1>
          <CardDescription>We could not check your session. Check your connection and try again.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
