import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertTriangle, ArrowLeft, FolderOpen, Loader2, RefreshCw } from 'lucide-react';
import type { EditorKind } from '../../../../common/markup/constants';
import type { Survey } from '../../../../common/schemas/surveys';
import { LoadingScreen } from '../../../components/loading-screen';
import { SyncBadge } from '../../../components/sync/sync-badge';
import { Button } from '../../../components/ui/button';
import { useProject } from '../../../lib/project-reads';
import { useMarkupSurveyChoice, type NewMarkupSurvey } from '../hooks/use-markup-survey-choice';
import { useProjectSurveys } from '../../../lib/project-reads';
import {
  chooseSiteMapSurvey,
  findFloorPlanSurvey,
  findUnitSurvey,
  floorPlanInstanceName,
  SITE_MAP_INSTANCE_NAME,
} from '../model/survey-selection';
import { typicalPlanOfType } from '../model/typical-plan';
import { unitIdOf } from '../../../../common/survey/unit-plans';
import { MarkupEditor, type MarkupEditorProps } from './markup-editor';

/**
 * The app's photo pins of a plan (composed in client/app, the markup feature knowing no photos):
 * given the plan's survey, it renders the editor it is handed with the pins and their photo view.
 */
export type PlanPinsSlot = (
  plan: { projectId: string; surveyId: string },
  editor: (pins: Pick<MarkupEditorProps, 'pins' | 'renderPinPhoto'>) => ReactNode,
) => ReactNode;

/** The page's ways back and its name. */
function PageNavigation({ projectId, projectName, subtitle }: { projectId: string; projectName: string | undefined; subtitle: string }) {
  return (
    <>
      {/* Phones: the two ways back as icons, so the row keeps the project's name readable. */}
      <nav aria-label="Back" className="flex shrink-0 items-center sm:gap-1">
        <Button asChild variant="ghost" className="max-sm:size-11 max-sm:p-0 sm:px-2.5" title="Dashboard">
          <Link to={`/projects/${encodeURIComponent(projectId)}`}>
            <ArrowLeft aria-hidden="true" />
            <span className="max-sm:sr-only">Dashboard</span>
          </Link>
        </Button>
        <Button asChild variant="ghost" className="max-sm:size-11 max-sm:p-0 sm:px-2.5" title="Projects">
          <Link to="/projects">
            <FolderOpen aria-hidden="true" />
            <span className="max-sm:sr-only">Projects</span>
          </Link>
        </Button>
      </nav>
      <div className="min-w-0 flex-1 border-l border-border pl-3">
        <p className="m-0 text-xs font-medium text-muted-foreground">{subtitle}</p>
        <h1 className="m-0 truncate text-base leading-tight font-semibold sm:text-lg">{projectName ?? 'Project'}</h1>
      </div>
    </>
  );
}

/** The header of the page's other states (loading, errors); the editor shows the same in its own header. */
function PageHeader(props: { projectId: string; projectName: string | undefined; subtitle: string }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="flex items-center gap-x-2 px-1 py-1 sm:px-4">
        <PageNavigation {...props} />
        <SyncBadge />
      </div>
    </header>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <p className="m-0 text-sm font-medium">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}

/**
 * The drawing's survey cannot be found or made yet: the project's locations were never read on
 * this device. Says so, and always offers the way back.
 */
export function WaitingForSurveys({ label, offline, back }: { label: string; offline: boolean; back: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="m-0 text-sm font-medium text-muted-foreground">{label}</p>
      {offline && (
        <p className="m-0 max-w-sm text-sm text-muted-foreground">
          This project&apos;s locations are not on this device yet. The drawing opens once the connection is back.
        </p>
      )}
      {back}
    </div>
  );
}

function MarkupPage({
  projectId,
  kind,
  unitId,
  subtitle,
  find,
  newSurvey,
  creatingLabel,
  problem,
  planPins,
  renderCreateLocation,
}: {
  projectId: string;
  kind: EditorKind;
  unitId?: string;
  subtitle: string;
  find: (surveys: readonly Survey[]) => Survey | undefined;
  /** Null: nothing may be made here (yet). */
  newSurvey: NewMarkupSurvey | null;
  creatingLabel: string;
  /** Why there is nothing to draw on, instead of the editor. */
  problem?: string | undefined;
  planPins?: PlanPinsSlot | undefined;
  /** A new location for a site-map marker to stand for (composed by the app). */
  renderCreateLocation?: MarkupEditorProps['renderCreateLocation'];
}) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  const choice = useMarkupSurveyChoice(projectId, find, newSurvey);

  let body: ReactNode;
  let editing = false;
  if (project.isPending) body = <LoadingScreen label="Loading project..." />;
  else if (project.isError && !project.data) body = <ErrorState message="This project could not be loaded." onRetry={() => void project.refetch()} />;
  else if (problem) body = <ErrorState message={problem} />;
  else if (choice.error) body = <ErrorState message="The drawing could not be opened." onRetry={choice.retry} />;
  else if (choice.waiting || choice.surveyId === null) {
    body = (
      <WaitingForSurveys
        label={choice.isCreating || !choice.waiting ? creatingLabel : 'Loading...'}
        offline={choice.offline}
        back={
          <Button asChild variant="outline">
            <Link to={`/projects/${encodeURIComponent(projectId)}`}>
              <ArrowLeft aria-hidden="true" />
              Back to dashboard
            </Link>
          </Button>
        }
      />
    );
  }
  else {
    editing = true;
    const surveyId = choice.surveyId;
    const editor = (pins: Pick<MarkupEditorProps, 'pins' | 'renderPinPhoto'>) => (
      <MarkupEditor
        {...pins}
        projectId={projectId}
        surveyId={surveyId}
        kind={kind}
        unitId={unitId}
        renderCreateLocation={renderCreateLocation}
        onClose={() => void navigate(`/projects/${encodeURIComponent(projectId)}`)}
        className="min-h-[26rem] flex-1"
        headerStart={<PageNavigation projectId={projectId} projectName={project.data?.name} subtitle={subtitle} />}
        headerEnd={<SyncBadge />}
      />
    );
    body = planPins ? planPins({ projectId, surveyId }, editor) : editor({});
  }

  // The page is the screen's height, so the editor's canvas takes what the headers leave.
  return (
    <div className="flex h-dvh flex-col">
      <title>{`${subtitle}${project.data ? ` · ${project.data.name}` : ''} · Riser`}</title>
      {!editing && <PageHeader projectId={projectId} projectName={project.data?.name} subtitle={subtitle} />}
      {body}
    </div>
  );
}

/** /projects/{id}/site-map: the project's site map (spec §4 survey selection). */
export function SiteMapPage({
  projectId,
  planPins,
  renderCreateLocation,
}: {
  projectId: string;
  planPins?: PlanPinsSlot;
  renderCreateLocation?: MarkupEditorProps['renderCreateLocation'];
}) {
  const newSurvey = useMemo(() => ({ locationType: 'site-map' as const, instanceName: SITE_MAP_INSTANCE_NAME }), []);
  return (
    <MarkupPage
      projectId={projectId}
      kind="site-map"
      subtitle="Site Map"
      find={chooseSiteMapSurvey}
      newSurvey={newSurvey}
      creatingLabel="Preparing site map..."
      planPins={planPins}
      renderCreateLocation={renderCreateLocation}
    />
  );
}

/**
 * /projects/{id}/units/{unitId}/floor-plan: the floor plan of the unit known by that id (its unit
 * number, else its number), linked to it (DESIGN §4) and made on first visit.
 */
export function UnitFloorPlanPage({ projectId, unitId, planPins }: { projectId: string; unitId: string; planPins?: PlanPinsSlot }) {
  const surveys = useProjectSurveys(projectId);
  const unit = surveys.data ? findUnitSurvey(surveys.data, unitId) : undefined;
  const unitSurveyId = unit?.id;
  const unitNumber = unit?.instanceNumber;
  // Named by the unit's number, whichever address opened it (its number or its id).
  const unitName = unit ? unitIdOf(unit) : unitId;
  const newSurvey = useMemo(() => floorPlanToMake(unitSurveyId, unitNumber, unitName), [unitSurveyId, unitNumber, unitName]);
  const find = useMemo(() => (list: readonly Survey[]) => (newSurvey?.unit ? findFloorPlanSurvey(list, newSurvey.unit.id) : undefined), [newSurvey]);
  return (
    <MarkupPage
      projectId={projectId}
      kind="floor-plan"
      unitId={unitName}
      subtitle={floorPlanInstanceName(unitName)}
      find={find}
      newSurvey={newSurvey}
      creatingLabel="Initializing floor plan..."
      problem={surveys.data && !unit ? `This project has no unit ${unitId}.` : undefined}
      planPins={planPins}
    />
  );
}

/**
 * /projects/{id}/unit-types/{unitTypeId}/plan: a unit type's typical plan (DESIGN §15), in the same
 * editor as any floor plan. The server makes it with its type; a type made on this device opens
 * its plan once the type has reached the server.
 */
export function TypicalPlanPage({ projectId, unitTypeId, planPins }: { projectId: string; unitTypeId: string; planPins?: PlanPinsSlot }) {
  const surveys = useProjectSurveys(projectId);
  const find = useMemo(() => (list: readonly Survey[]) => typicalPlanOfType(list, unitTypeId), [unitTypeId]);
  const plan = surveys.data ? find(surveys.data) : undefined;
  const offline = surveys.fetchStatus === 'paused';
  return (
    <MarkupPage
      projectId={projectId}
      kind="floor-plan"
      subtitle={plan?.instanceName ?? 'Typical plan'}
      find={find}
      newSurvey={null}
      creatingLabel="Loading the typical plan..."
      problem={
        surveys.data && !plan
          ? offline
            ? 'This unit type’s typical plan is not on this device yet: it opens once the unit type has reached the server.'
            : 'This project has no such unit type.'
          : undefined
      }
      planPins={planPins}
    />
  );
}

/** The floor plan a unit survey gets when it has none; null while the unit is not known. */
export function floorPlanToMake(unitSurveyId: string | undefined, unitNumber: number | undefined, unitId: string): NewMarkupSurvey | null {
  if (unitSurveyId === undefined || unitNumber === undefined) return null;
  return { locationType: 'unit', locationId: unitId, instanceName: floorPlanInstanceName(unitId), unit: { id: unitSurveyId, instanceNumber: unitNumber } };
}
