import { Link } from 'react-router';
import { FileQuestion, Home } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

export function NotFoundRoute() {
  return (
    <main className="flex flex-1 items-center justify-center p-4">
      <title>Page not found · Riser</title>
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center sm:pt-10 sm:pb-10">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
            <FileQuestion className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              Go to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
