import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** An unknown id, or another company's project: the server answers 404 for both. */
export function ProjectNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg border border-border bg-card px-6 py-10 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Project not found</h1>
      <p className="text-sm text-muted-foreground">
        This project does not exist or was deleted. Check the link, or pick the project from your list.
      </p>
      <Button asChild className="mt-2">
        <Link to="/projects">
          <ArrowLeft aria-hidden="true" />
          Back to Projects
        </Link>
      </Button>
    </div>
  );
}
