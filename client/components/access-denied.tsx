import { Link } from 'react-router';
import { Home, ShieldAlert } from 'lucide-react';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

/**
 * A guarded page opened by someone whose role may not see it (administration §2: 'Access
 * Denied' and why, with a way home). The server refuses the calls behind it anyway.
 */
export function AccessDenied({ message }: { message: string }) {
  return (
    <main className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center sm:pt-10 sm:pb-10">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
            <ShieldAlert className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
          <p className="text-sm text-muted-foreground">{message}</p>
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              Go Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
