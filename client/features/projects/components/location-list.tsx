import { Link } from 'react-router';
import { ChevronRight, CircleCheck, CircleDashed } from 'lucide-react';
import type { Survey } from '../../../../common/schemas/surveys';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { groupLocations, locationName, progressTone, type ProgressTone } from '../model/location-summary';
import { LOCATION_TYPE_ICONS } from './location-type-icon';

const TONE_CLASSES: Record<ProgressTone, string> = {
  complete: 'bg-green-600',
  high: 'bg-blue-600',
  medium: 'bg-yellow-500',
  low: 'bg-slate-400',
};

/** The project's locations grouped by type (spec order), each opening its survey form. */
export function LocationList({ projectId, surveys }: { projectId: string; surveys: Survey[] }) {
  const groups = groupLocations(surveys);
  if (groups.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-card px-4 py-8 text-center text-sm text-muted-foreground">
        No locations yet. Choose <span className="font-medium text-foreground">New Location</span> to survey the first
        one.
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      {groups.map(({ type, entries }) => {
        const Icon = LOCATION_TYPE_ICONS[type];
        const headingId = `locations-${type}`;
        return (
          <section key={type} aria-labelledby={headingId} className="grid gap-2">
            <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {LOCATION_TYPE_INFO[type].title}
              <Badge variant="secondary">{entries.length}</Badge>
            </h3>
            <ul className="grid gap-2">
              {entries.map((survey) => {
                const name = locationName(survey);
                return (
                  <li
                    key={survey.id}
                    className="relative flex items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-xs transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:border-blue-300"
                  >
                    {survey.isCompleted ? (
                      <CircleCheck className="size-5 shrink-0 text-green-600" aria-label="Completed" role="img" />
                    ) : (
                      <CircleDashed className="size-5 shrink-0 text-slate-400" aria-label="Not completed" role="img" />
                    )}
                    <div className="grid min-w-0 flex-1 gap-1.5">
                      <Link
                        to={`/projects/${projectId}/surveys/${survey.id}`}
                        className="truncate font-medium outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
                      >
                        {name}
                      </Link>
                      <div className="flex items-center gap-2">
                        <Progress
                          value={survey.progress}
                          className="h-1.5 max-w-40"
                          indicatorClassName={TONE_CLASSES[progressTone(survey.progress)]}
                          aria-label={`${name} progress`}
                        />
                        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{survey.progress}% complete</span>
                      </div>
                    </div>
                    <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
