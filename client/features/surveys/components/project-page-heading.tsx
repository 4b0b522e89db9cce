import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** A project's page under its dashboard: the way back, the project's name and the page's title (and what it is for). */
export function ProjectPageHeading({ projectId, projectLine, title, children }: { projectId: string; projectLine: string; title: string; children?: ReactNode }) {
  return (
    <div className="grid gap-3">
      <Button asChild variant="ghost" className="-ml-3 w-fit">
        <Link to={`/projects/${projectId}`}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-muted-foreground">{projectLine}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
