import { Link } from 'react-router';
import { Home, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';

/** A guarded admin page opened by someone whose role may not see it (administration §2). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <main className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-red-100 text-destructive">
            <ShieldAlert className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-lg font-semibold tracking-tight text-balance">{message}</h1>
          <CardDescription>Ask an administrator if you need this page.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
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
