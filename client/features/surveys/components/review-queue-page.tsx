import { Link } from 'react-router';
import { ChevronRight, Loader2 } from 'lucide-react';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import { AppHeader } from '../../../components/app-header';
import { Card, CardContent } from '../../../components/ui/card';
import { formatRecent } from '../../../lib/dates';
import { useProject, useProjectSurveys } from '../../../lib/project-reads';
import { reviewQueue } from '../model/review-status';
import { ReviewActions } from './location-review';
import { ProjectPageHeading } from './project-page-heading';

/** /projects/{projectId}/review: the locations waiting for the office, each to open, approve or return. */
export function ReviewQueuePage({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const surveys = useProjectSurveys(projectId);
  const queue = surveys.data ? reviewQueue(surveys.data) : undefined;
  return (
    <>
      <title>{`Review · ${project.data?.name ?? 'Project'} · Riser`}</title>
      <AppHeader />
      <main className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <ProjectPageHeading projectId={projectId} projectLine={project.data?.name ?? 'Loading project...'} title="Waiting for review" />
        {!queue ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            {surveys.isError ? (
              'The locations could not be loaded.'
            ) : (
              <>
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Loading locations...
              </>
            )}
          </p>
        ) : queue.length === 0 ? (
          <p className="text-muted-foreground">Nothing waits for review.</p>
        ) : (
          <ul aria-label="Locations waiting for review" className="grid gap-3">
            {queue.map((survey) => {
              const name = survey.instanceName?.trim() || `${LOCATION_TYPE_INFO[survey.locationType].tileTitle} ${survey.instanceNumber}`;
              return (
                <li key={survey.id}>
                  <Card>
                    <CardContent className="grid gap-3 pt-6">
                      <Link
                        to={`/projects/${projectId}/surveys/${survey.id}`}
                        className="flex min-h-11 items-center gap-3 rounded-md hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold break-words">{name}</span>
                          <span className="block text-sm text-muted-foreground">
                            {LOCATION_TYPE_INFO[survey.locationType].tileTitle}
                            {survey.review?.at ? ` · submitted ${formatRecent(survey.review.at)}` : ''}
                          </span>
                        </span>
                        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      </Link>
                      <ReviewActions survey={survey} name={name} />
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </>
  );
}
