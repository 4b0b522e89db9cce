import { useState } from 'react';
import { Link } from 'react-router';
import { Check, ChevronDown, Circle, CircleDot, Pencil, Plus, UserRound } from 'lucide-react';
import type { Survey } from '../../../../common/schemas/surveys';
import { AssignDialog } from '../../../components/assign-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { assigneeName, type NamedPerson } from '../../../lib/person-name';
import { useCurrentUser } from '../../../lib/session';
import { useAssignBuilding } from '../api/building-writes';
import type { Shown } from '../../../offline/overlays';
import { buildingTitle, UNIT_STATUS_LABEL, unitStatus, type BuildingSection, type UnitStatus } from '../model/property-dashboard';
import { floorLabel } from '../model/unit-setup';

const STATUS_CLASSES: Record<UnitStatus, string> = {
  complete: 'border-green-700 bg-green-600 text-white hover:bg-green-700',
  'in-progress': 'border-amber-500 bg-amber-100 text-amber-950 hover:bg-amber-200',
  'not-started': 'border-slate-300 bg-card text-foreground hover:bg-muted',
};

const STATUS_ICONS = { complete: Check, 'in-progress': CircleDot, 'not-started': Circle } as const;

/** Colour is never alone: each status has its mark, and the legend says what they mean. */
export function UnitStatusLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Unit status legend">
      {(['not-started', 'in-progress', 'complete'] as const).map((status) => {
        const Icon = STATUS_ICONS[status];
        return (
          <li key={status} className="flex items-center gap-1.5">
            <span className={cn('inline-flex size-5 items-center justify-center rounded border', STATUS_CLASSES[status])}>
              <Icon className="size-3" aria-hidden="true" />
            </span>
            {UNIT_STATUS_LABEL[status]}
          </li>
        );
      })}
      <li className="flex items-center gap-1.5">
        <span className="inline-flex size-5 rounded border-2 border-dashed border-slate-500" aria-hidden="true" />
        Waiting to be sent
      </li>
    </ul>
  );
}

/** Who surveys a building's locations, and for the office the way to choose them (DESIGN §16). */
function BuildingAssignee({ projectId, building, title, people }: { projectId: string; building: BuildingSection<Shown<Survey>>['building']; title: string; people: readonly NamedPerson[] | undefined }) {
  const { user } = useCurrentUser();
  const assign = useAssignBuilding(projectId);
  const [open, setOpen] = useState(false);
  const who = assigneeName(building.assigneeId, user?.id, people);
  return (
    <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      <UserRound className="size-4 shrink-0" aria-hidden="true" />
      <span data-testid="building-assignee">{who ? `Assigned to ${who}` : 'Nobody assigned'}</span>
      {people && (
        <>
          <Button variant="ghost" size="sm" className="min-h-11" aria-label={`Assign ${title}`} onClick={() => setOpen(true)}>
            Assign…
          </Button>
          <AssignDialog
            open={open}
            onOpenChange={setOpen}
            title={`Assign ${title}`}
            description="Its locations go to this colleague unless a location is assigned to someone of its own."
            people={people}
            current={building.assigneeId}
            pending={assign.isPending}
            onAssign={(userId) =>
              assign.mutate(
                { id: building.id, userId, name: building.name },
                {
                  onSuccess: () => {
                    setOpen(false);
                    toast({ title: userId ? `${title} assigned to ${assigneeName(userId, null, people)}` : `${title} assigned to nobody` });
                  },
                  onError: (error) => toast({ title: 'Not assigned', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
                },
              )
            }
          />
        </>
      )}
    </div>
  );
}

/** One building: its progress, then its floors top down, each a grid of its units (tap to open). */
export function BuildingBlock({ projectId, section, people }: { projectId: string; section: BuildingSection<Shown<Survey>>; people?: readonly NamedPerson[] | undefined }) {
  const { building, floors, others, units, complete, inProgress, waiting } = section;
  const headingId = `building-${building.id}`;
  const title = buildingTitle(building.name);
  // A long building folds away, so the rest of the dashboard is a short scroll on a phone.
  const [shown, setShown] = useState(true);
  const gridId = `${headingId}-units`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-lg border bg-card p-3 shadow-xs sm:p-4" data-testid="building-section">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="building-progress">
            {units === 0 ? 'No units yet' : `${complete} of ${units} complete`}
            {inProgress > 0 && ` · ${inProgress} in progress`}
            {' · '}
            {building.lowestFloor === building.highestFloor ? floorLabel(building.lowestFloor) : `${floorLabel(building.lowestFloor)} to ${floorLabel(building.highestFloor).toLowerCase()}`}
          </p>
          <BuildingAssignee projectId={projectId} building={building} title={title} people={people} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {waiting > 0 && <Badge variant="secondary">{waiting} waiting to be sent</Badge>}
          {units > 0 && (
            <Button variant="ghost" size="sm" className="min-h-11" aria-expanded={shown} aria-controls={gridId} onClick={() => setShown((value) => !value)}>
              <ChevronDown className={cn('transition-transform', shown && 'rotate-180')} aria-hidden="true" />
              {shown ? 'Hide units' : 'Show units'}
            </Button>
          )}
          <Button asChild variant="outline" size="sm" className="min-h-11">
            <Link to={`/projects/${projectId}/buildings/${building.id}`} aria-label={units === 0 ? `Add units to ${title}` : `Edit ${title}`}>
              {units === 0 ? <Plus aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {units === 0 ? 'Add units' : 'Edit'}
            </Link>
          </Button>
        </div>
      </div>
      {units > 0 && <Progress value={(100 * complete) / units} className="h-1.5" aria-label={`${title}: ${complete} of ${units} units complete`} />}
      <div id={gridId} hidden={!shown} className="grid gap-3">
        {floors.map((row) => (
          <div key={row.floor ?? 'none'} className="grid gap-1.5 sm:grid-cols-[7rem_1fr] sm:items-start sm:gap-3">
            <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:pt-3.5">{row.floor === null ? 'No floor' : floorLabel(row.floor)}</h4>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-1.5">
              {row.units.map((unit) => {
                const status = unitStatus(unit);
                const Icon = STATUS_ICONS[status];
                const name = unit.instanceName ?? `Unit ${unit.unitNumber ?? unit.instanceNumber}`;
                return (
                  <li key={unit.id}>
                    <Link
                      to={`/projects/${projectId}/surveys/${unit.id}`}
                      aria-label={`${name}: ${UNIT_STATUS_LABEL[status].toLowerCase()}${unit.pending?.created ? ', waiting to be sent' : ''}`}
                      title={`${name} · ${UNIT_STATUS_LABEL[status]}`}
                      data-status={status}
                      className={cn(
                        'flex min-h-11 items-center justify-center gap-0.5 rounded-md border px-1 text-xs font-medium tabular-nums transition-colors',
                        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                        STATUS_CLASSES[status],
                        unit.pending?.created && 'border-2 border-dashed border-slate-500',
                      )}
                    >
                      {status !== 'not-started' && <Icon className="size-3 shrink-0" aria-hidden="true" />}
                      <span className="truncate">{unit.unitNumber ?? unit.instanceNumber}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {others.length > 0 && (
        <div className="grid gap-1.5">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Also in this building</h4>
          <ul className="flex flex-wrap gap-1.5">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/projects/${projectId}/surveys/${other.id}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md border bg-card px-3 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {other.isCompleted && <Check className="size-3.5 text-green-700" aria-label="Completed" role="img" />}
                  {other.instanceName ?? `${other.locationType.toUpperCase()} ${other.instanceNumber}`}
                  {other.floor !== null && <span className="text-xs text-muted-foreground">· {floorLabel(other.floor)}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The dashboard's Buildings: a block per building, the legend once, and where to add one. */
export function PropertyBuildings({
  projectId,
  sections,
  buildingsKnown,
  unitTypes,
  people,
}: {
  projectId: string;
  sections: BuildingSection<Shown<Survey>>[];
  buildingsKnown: boolean;
  unitTypes: number;
  /** The company's people, for the office, who assigns buildings; undefined for surveyors. */
  people?: readonly NamedPerson[] | undefined;
}) {
  const total = sections.reduce((sum, section) => sum + section.units, 0);
  return (
    <section aria-labelledby="buildings-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="buildings-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          Buildings
          {sections.length > 0 && <Badge variant="secondary">{total} units</Badge>}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/projects/${projectId}/unit-types`}>Unit types{unitTypes > 0 ? ` (${unitTypes})` : ''}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/projects/${projectId}/buildings/new`}>
              <Plus aria-hidden="true" />
              Add building
            </Link>
          </Button>
        </div>
      </div>
      {sections.length === 0 ? (
        buildingsKnown && (
          <p className="text-sm text-muted-foreground">
            No buildings yet. Add one to make its units in one go, by a numbering pattern or from a rent roll.
          </p>
        )
      ) : (
        <>
          {total > 0 && <UnitStatusLegend />}
          <div className="grid gap-3">
            {sections.map((section) => (
              <BuildingBlock key={section.building.id} projectId={projectId} section={section} people={people} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
