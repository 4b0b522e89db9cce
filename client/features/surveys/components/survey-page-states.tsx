import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';

/** A full-page message with one way out (unknown type, missing survey, failed load). */
export function PageMessage({
  title,
  description,
  backTo,
  backLabel,
  action,
}: {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
  action?: ReactNode;
}) {
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <AlertTriangle className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-2 sm:flex-row sm:justify-center">
          <Button asChild variant="outline">
            <Link to={backTo}>
              <ArrowLeft aria-hidden="true" />
              {backLabel}
            </Link>
          </Button>
          {action}
        </CardContent>
      </Card>
    </main>
  );
}
