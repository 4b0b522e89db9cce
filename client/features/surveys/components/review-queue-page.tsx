import { LoadingLine } from '../../../components/loading-screen';
import { useEffect, useRef, useState } from 'react';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import type { Survey } from '../../../../common/schemas/surveys';
import { AppHeader } from '../../../components/app-header';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatRecent } from '../../../lib/dates';
import { useProject, useProjectSurveys } from '../../../lib/project-reads';
import { REVIEW_SHORTCUTS, reviewShortcutOf, stepThrough } from '../model/review-shortcuts';
import { reviewQueue } from '../model/review-status';
import { ReviewActions, ReviewButtons, useReviewDecision } from './location-review';
import { ProjectPageHeading } from './project-page-heading';
import { ReviewLocationDetail } from './review-location-detail';

const nameOf = (survey: Pick<Survey, 'instanceName' | 'locationType' | 'instanceNumber'>) =>
  survey.instanceName?.trim() || `${LOCATION_TYPE_INFO[survey.locationType].tileTitle} ${survey.instanceNumber}`;

/** The keys, said where the office sees them. */
function ShortcutHint() {
  return (
    <p id="review-shortcuts" className="mt-2 hidden flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground md:flex">
      <span>Keyboard:</span>
      {REVIEW_SHORTCUTS.map(({ key, label }) => (
        <span key={key} className="inline-flex items-center gap-1">
          <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold text-foreground">{key}</kbd>
          {label}
        </span>
      ))}
    </p>
  );
}

/**
 * /projects/{projectId}/review: the locations waiting for the office. One is shown beside the
 * list (its form, photos and drawing); J/K walk the list, A approves, R returns with a comment.
 */
export function ReviewQueuePage({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const surveys = useProjectSurveys(projectId);
  const queue = surveys.data ? reviewQueue(surveys.data) : undefined;
  const [index, setIndex] = useState(0);
  // A decided location leaves the queue: the one after it takes its place.
  const at = queue && queue.length > 0 ? Math.min(index, queue.length - 1) : -1;
  const current = queue?.[at];
  const decision = useReviewDecision(current, current ? nameOf(current) : '');
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const detailRef = useRef<HTMLDivElement>(null);

  function show(position: number, how: 'key' | 'click') {
    setIndex(position);
    const target = queue?.[position];
    if (!target) return;
    if (how === 'key') itemRefs.current.get(target.id)?.scrollIntoView({ block: 'nearest' });
    // On a narrow screen the location shows below the list: take the office there.
    else if (window.matchMedia('(max-width: 1023px)').matches) detailRef.current?.scrollIntoView({ block: 'start' });
  }

  // Listens again after each render, so a key acts on what is shown now.
  useEffect(() => {
    if (!queue || at < 0) return;
    const listener = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const shortcut = reviewShortcutOf({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, target });
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'next' || shortcut === 'previous') show(stepThrough(at, queue.length, shortcut), 'key');
      else if (shortcut === 'approve') decision.decideApprove();
      else decision.startReturn();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  });

  return (
    <>
      <title>{`Review · ${project.data?.name ?? 'Project'} · Riser`}</title>
      <AppHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <ProjectPageHeading projectId={projectId} projectLine={project.data?.name ?? 'Loading project...'} title="Waiting for review">
          {queue && queue.length > 0 && <ShortcutHint />}
        </ProjectPageHeading>
        {!queue ? (
          surveys.isError ? (
            <p className="m-0 text-sm text-destructive">The locations could not be loaded.</p>
          ) : (
            <LoadingLine label="Loading locations..." />
          )
        ) : queue.length === 0 ? (
          <p className="text-muted-foreground">Nothing waits for review.</p>
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <ul aria-label="Locations waiting for review" className="grid gap-3">
              {queue.map((survey, position) => {
                const name = nameOf(survey);
                const isCurrent = position === at;
                return (
                  <li
                    key={survey.id}
                    ref={(element) => {
                      if (element) itemRefs.current.set(survey.id, element);
                      else itemRefs.current.delete(survey.id);
                    }}
                  >
                    <Card className={cn(isCurrent && 'border-primary ring-2 ring-primary/30')}>
                      <CardContent className="grid gap-3 pt-4 pb-4">
                        <button
                          type="button"
                          aria-current={isCurrent ? 'true' : undefined}
                          aria-describedby="review-shortcuts"
                          onClick={() => show(position, 'click')}
                          className="flex min-h-11 w-full flex-col items-start rounded-md text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          <span className="block font-semibold break-words">{name}</span>
                          <span className="block text-sm text-muted-foreground">
                            {LOCATION_TYPE_INFO[survey.locationType].tileTitle}
                            {survey.review?.at ? ` · submitted ${formatRecent(survey.review.at)}` : ''}
                          </span>
                        </button>
                        {isCurrent ? <ReviewButtons decision={decision} /> : <ReviewActions survey={survey} name={name} />}
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ul>
            <div ref={detailRef} className="scroll-mt-20 lg:sticky lg:top-20">
              {current && (
                <ReviewLocationDetail
                  key={current.id}
                  projectId={projectId}
                  surveyId={current.id}
                  name={nameOf(current)}
                  plan={surveys.data?.find((survey) => survey.unitSurveyId === current.id)}
                />
              )}
            </div>
          </div>
        )}
      </main>
    </>
  );
}
