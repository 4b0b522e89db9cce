import { Link } from 'react-router';
import { CheckCircle2, Circle, LayoutTemplate, Pencil, UserRound } from 'lucide-react';
import type { Survey } from '../../../../common/schemas/surveys';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import { Button } from '../../../components/ui/button';
import { floorPlanPath } from '../model/location-entries';
import { SurveyProgressBar } from './survey-progress-bar';

export interface LocationEntryProps {
  projectId: string;
  survey: Survey;
  /** Who it is assigned to, in words ("you", "Sam Field"), or null for nobody. */
  assignee: string | null;
  /** For the office: whether it is chosen for "Assign to…"; undefined where nothing is chosen. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

/** One location on the survey-type page: name, id, assignee, completion, progress and its actions. */
export function LocationEntry({ projectId, survey, assignee, selected, onSelectedChange }: LocationEntryProps) {
  const name = survey.instanceName?.trim() || `${LOCATION_TYPE_INFO[survey.locationType].tileTitle} ${survey.instanceNumber}`;
  const headingId = `location-${survey.id}`;
  const ready = survey.progress === 100 && !survey.isCompleted;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-3">
        {selected !== undefined && (
          <label className="-m-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              className="size-5 cursor-pointer accent-primary"
              checked={selected}
              onChange={(event) => onSelectedChange?.(event.target.checked)}
            />
            <span className="sr-only">Select {name}</span>
          </label>
        )}
        {survey.isCompleted ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" role="img" aria-label="Completed" />
        ) : (
          <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" role="img" aria-label="Not completed" />
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold break-words text-foreground">
            {name}
          </h3>
          <p className="text-sm break-all text-muted-foreground">{survey.locationId}</p>
          {assignee && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              Assigned to {assignee}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <SurveyProgressBar percent={survey.progress} label={`${name} progress`} className="flex-1" />
        {/* Every required field filled but not completed: say what is left, not a bare 100% (issue 15). */}
        <span
          className={`min-w-[7.5rem] shrink-0 text-right text-sm font-medium tabular-nums ${ready ? 'text-green-800' : 'text-muted-foreground'}`}
        >
          {ready ? 'Ready to complete' : `${survey.progress}% complete`}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild className="flex-1 sm:flex-none">
          <Link to={`/projects/${projectId}/surveys/${survey.id}`} aria-describedby={headingId}>
            <Pencil aria-hidden="true" />
            Edit Survey
          </Link>
        </Button>
        {survey.locationType === 'unit' && (
          <Button asChild variant="outline" className="flex-1 sm:flex-none">
            <Link to={floorPlanPath(projectId, survey)} aria-describedby={headingId}>
              <LayoutTemplate aria-hidden="true" />
              Floor Plan
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
