import { Link } from 'react-router';
import { CircleAlert, ListChecks, TriangleAlert } from 'lucide-react';
import type { Survey } from '../../../../common/schemas/surveys';
import { Badge } from '../../../components/ui/badge';
import { getErrorMessage } from '../../../lib/api-client';
import { useProjectChecks } from '../api/deal-reads';
import { drawingLink, findingsInOrder } from '../model/check-findings';

/**
 * The standards checks of the project's drawings (issue 28): channel lengths, conduit fill,
 * labelling; errors first, each with a link to open the drawing it is on. Read from the server.
 */
export function ChecksSection({ projectId, surveys }: { projectId: string; surveys: readonly Survey[] }) {
  const checks = useProjectChecks(projectId);
  const findings = checks.data ? findingsInOrder(checks.data) : [];
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  const warnings = findings.length - errors;

  return (
    <section aria-labelledby="checks-heading" className="grid gap-3">
      <h2 id="checks-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold tracking-tight">
        <ListChecks className="size-5 text-muted-foreground" aria-hidden="true" />
        Checks
        {checks.data && (
          <span className="text-sm font-normal text-muted-foreground">
            {errors} {errors === 1 ? 'error' : 'errors'}, {warnings} {warnings === 1 ? 'warning' : 'warnings'}
          </span>
        )}
      </h2>
      {checks.isPending && (
        <p role="status" className="m-0 text-sm text-muted-foreground">
          {checks.fetchStatus === 'paused' ? 'The checks are read from the server once you are online.' : 'Checking the drawings...'}
        </p>
      )}
      {checks.isError && !checks.data && (
        <p className="m-0 text-sm text-muted-foreground">
          The checks could not be read: {getErrorMessage(checks.error, 'check your connection and try again.')}
        </p>
      )}
      {checks.data && findings.length === 0 && <p className="m-0 text-sm text-muted-foreground">The drawings pass every check.</p>}
      {findings.length > 0 && (
        <ul aria-label="Check findings" className="m-0 grid gap-2 p-0">
          {findings.map((finding, index) => {
            const link = drawingLink(projectId, finding.surveyId, surveys);
            const error = finding.severity === 'error';
            return (
              <li
                key={`${finding.surveyId}/${finding.elementId ?? ''}/${finding.rule}/${index}`}
                className={`flex list-none items-start gap-3 rounded-lg border px-3 py-2 text-sm ${error ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50'}`}
              >
                {error ? <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" /> : <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />}
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="m-0 break-words">
                    <Badge variant={error ? 'destructive' : 'secondary'} className="mr-2 align-middle">
                      {error ? 'Error' : 'Warning'}
                    </Badge>
                    {finding.message}
                  </p>
                  {link && (
                    <Link to={link.to} className="inline-flex min-h-11 w-fit items-center font-medium underline underline-offset-2">
                      Open {link.name}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
