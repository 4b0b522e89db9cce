import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import type { NamedPerson } from '../../../lib/person-name';
import { useProject, useProjectBuildings, useProjectSurveys, useProjectUnitTypes } from '../../../lib/project-reads';
import { PropertyBuildings } from './property-buildings';
import { propertySections } from '../model/property-dashboard';
import type { LocationType } from '../../../../common/survey/location-types';
import { projectProgress } from '../../../../common/survey/project-progress';
import { isLocationSurvey } from '../../../../common/survey/unit-plans';
import { locationCounts, overviewCounts } from '../model/location-summary';
import { DownloadsMenu } from './downloads-menu';
import { LocationList } from './location-list';
import { ProjectNotFound } from './project-not-found';
import { ProjectStatusBadge } from './project-status-badge';
import { QuantitiesSection } from './quantities-section';
import { ChecksSection } from './checks-section';
import { EstimateSection } from './estimate-section';
import { QueryErrorState } from './query-error-state';
import { SurveyOverviewGrid } from './survey-overview-grid';
import { SurveyTypePicker } from './survey-type-picker';

const DEFAULT_TITLE = 'Project Survey';

/**
 * '/projects/{id}': New Location first, the Downloads menu, the project's buildings with their
 * units by floor (DESIGN §15), the survey overview, the locations in no building, the quantities,
 * the standards checks and the estimate (issue 28).
 */
export interface ProjectDashboardProps {
  projectId: string;
  /** More downloads (Make available offline), composed in by the app into the Downloads menu. */
  renderActions?: () => ReactNode;
  /** The office's ways into the project's work (the review queue), composed in by the app beside the Downloads menu. */
  renderWorkLinks?: () => ReactNode;
  /** The picker's tiles create a location and open it, composed in by the app (see SurveyTypePicker). */
  onCreateLocation?: (type: LocationType) => void;
  creatingLocation?: boolean;
  /** Opens with the New Location picker shown (the menu's New Survey). */
  startPicking?: boolean;
  /** The company's people, for the office, who assigns buildings (DESIGN §16); undefined for surveyors. */
  people?: readonly NamedPerson[] | undefined;
}

export function ProjectDashboard({ projectId, renderActions, renderWorkLinks, onCreateLocation, creatingLocation, startPicking = false, people }: ProjectDashboardProps) {
  const project = useProject(projectId);
  const surveys = useProjectSurveys(projectId);
  const workLinks = renderWorkLinks?.();
  const buildings = useProjectBuildings(projectId);
  const unitTypes = useProjectUnitTypes(projectId);
  const property = useMemo(() => propertySections(buildings.data ?? [], surveys.data ?? []), [buildings.data, surveys.data]);
  const [picking, setPicking] = useState(startPicking);
  const skipping = useRef(false);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  // A malformed id is as unknown as a missing one.
  // A project made on this device is shown from its preview until the server has it.
  if (!project.data && isApiError(project.error) && (project.error.status === 404 || project.error.status === 400)) {
    return (
      <main className="flex flex-1 items-start justify-center px-4 py-10">
        <title>Project not found · Riser</title>
        <ProjectNotFound />
      </main>
    );
  }

  const name = project.data?.name ?? DEFAULT_TITLE;
  // From the surveys shown (those waiting on this device included) once they are read.
  const counts = surveys.data ? locationCounts(surveys.data) : project.data ? { completed: project.data.completedLocations, total: project.data.totalLocations } : undefined;
  const total = counts?.total;
  // Locations in a building are shown in its section; the list keeps the others, as before.
  const listed = buildings.data ? property.elsewhere : (surveys.data ?? []);
  const listedCount = buildings.data && surveys.data ? listed.filter(isLocationSurvey).length : total;

  function skipToSummary() {
    skipping.current = true;
    setPicking(false);
  }

  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-8 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`${name} · Riser`}</title>
      <div className="grid gap-4">
        <Button asChild variant="ghost" className="-ml-3 w-fit">
          <Link to="/projects">
            <ArrowLeft aria-hidden="true" />
            Back to Projects
          </Link>
        </Button>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {project.isPending ? (
                <>
                  <span className="sr-only">Loading project...</span>
                  <span aria-hidden="true" className="inline-block h-8 w-56 max-w-full animate-pulse rounded bg-muted align-middle" />
                </>
              ) : (
                name
              )}
            </h1>
            {project.data && (
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <ProjectStatusBadge status={project.data.status} />
                <span>
                  {counts?.completed ?? 0} of {counts?.total ?? 0} locations completed · {projectProgress(counts?.completed ?? 0, counts?.total ?? 0)}%
                </span>
              </div>
            )}
            {project.data?.description && (
              <p className="mt-2 max-w-2xl text-sm break-words text-slate-600">{project.data.description}</p>
            )}
          </div>
          <Button size="lg" onClick={() => setPicking(true)} disabled={!project.data} className="w-full shrink-0 sm:w-auto">
            <Plus aria-hidden="true" />
            New Location
          </Button>
        </div>
        {workLinks && <div className="flex flex-wrap gap-2">{workLinks}</div>}
        <DownloadsMenu projectId={projectId} projectName={project.data?.name} offline={renderActions?.()} />
      </div>

      {project.isError && !project.data && (
        <QueryErrorState title="The project could not be loaded" error={project.error} onRetry={() => void project.refetch()} />
      )}

      {project.data && (
        <PropertyBuildings projectId={projectId} sections={property.sections} buildingsKnown={buildings.data !== undefined} unitTypes={unitTypes.data?.length ?? 0} people={people} />
      )}

      <section aria-labelledby="overview-heading" className="grid gap-3">
        <h2 id="overview-heading" className="text-lg font-semibold tracking-tight">
          Survey Overview
        </h2>
        {surveys.isError && !surveys.data ? (
          <QueryErrorState title="Locations could not be loaded" error={surveys.error} onRetry={() => void surveys.refetch()} />
        ) : (
          <SurveyOverviewGrid projectId={projectId} counts={surveys.data ? overviewCounts(surveys.data) : undefined} />
        )}
      </section>

      <section aria-labelledby="locations-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="locations-heading"
            ref={summaryRef}
            tabIndex={-1}
            className="flex scroll-mt-20 items-center gap-2 rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Locations
            {listedCount !== undefined && <Badge variant="secondary">{listedCount}</Badge>}
          </h2>
        </div>
        {surveys.data &&
          (listed.length === 0 && property.sections.some((section) => section.units + section.others.length > 0) ? (
            <p className="text-sm text-muted-foreground">Every location is in a building above.</p>
          ) : (
            <LocationList projectId={projectId} surveys={listed} />
          ))}
        {surveys.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Loading locations...
          </p>
        )}
      </section>

      {project.data && surveys.data && <QuantitiesSection project={project.data} surveys={surveys.data} />}

      {project.data && surveys.data && (
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <ChecksSection projectId={projectId} surveys={surveys.data} />
          <EstimateSection projectId={projectId} />
        </div>
      )}

      {project.data && (
        <SurveyTypePicker
          open={picking}
          onOpenChange={setPicking}
          projectId={projectId}
          projectName={project.data.name}
          totalLocations={total}
          onSkipToSummary={skipToSummary}
          onCreateLocation={onCreateLocation}
          creating={creatingLocation}
          onCloseAutoFocus={(event) => {
            if (!skipping.current) return;
            skipping.current = false;
            event.preventDefault();
            summaryRef.current?.focus();
            summaryRef.current?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
    </main>
  );
}
