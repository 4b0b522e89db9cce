import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Download, Ruler, SlidersHorizontal } from 'lucide-react';
import { effectiveAllowances, quantitiesCsv, type ProjectQuantities } from '../../../../common/markup/quantities';
import type { Project } from '../../../../common/schemas/projects';
import type { Survey } from '../../../../common/schemas/surveys';
import { Button } from '../../../components/ui/button';
import { useQuantitySettings } from '../../../lib/quantity-settings';
import { useProjectBuildings, useProjectUnitTypes } from '../../../lib/project-reads';
import { typicalPlanPath, unitFloorPlanPath } from '../../../lib/plan-paths';
import { saveFile } from '../api/download-report';
import { allowancesText, formatFeet, placeName } from '../../../../common/markup/quantity-labels';
import { quantitiesFileName, quantitiesOfProject } from '../model/project-quantities';
import { AllowancesDialog } from './allowances-dialog';

/**
 * The project's bill of materials (DESIGN §11): feet of every run kind and counts of every
 * marker, with where they go, computed from the drawings this device holds (offline too); the
 * allowances that add slack, risers and waste; a CSV for the spreadsheet the crew orders from.
 */
export function QuantitiesSection({ project, surveys }: { project: Project; surveys: readonly Survey[] }) {
  const company = useQuantitySettings(project.companyId).data;
  const allowances = useMemo(() => effectiveAllowances(project.quantityAllowances, company?.allowances), [project.quantityAllowances, company?.allowances]);
  // Places and unit types are named from the project's buildings and types (DESIGN §15).
  const buildings = useProjectBuildings(project.id).data;
  const unitTypes = useProjectUnitTypes(project.id).data;
  const catalogue = useMemo(() => ({ buildings: buildings ?? [], unitTypes: unitTypes ?? [] }), [buildings, unitTypes]);
  const quantities = useMemo(() => quantitiesOfProject(allowances, surveys, company?.runKinds, catalogue), [allowances, surveys, company?.runKinds, catalogue]);
  const [editing, setEditing] = useState(false);
  const empty = quantities.runs.length === 0 && quantities.points.length === 0;

  function downloadCsv() {
    void saveFile(new Blob([quantitiesCsv(quantities)], { type: 'text/csv;charset=utf-8' }), quantitiesFileName(project.name));
  }

  return (
    <section aria-labelledby="quantities-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quantities-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Ruler className="size-5 text-muted-foreground" aria-hidden="true" />
          Quantities
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <SlidersHorizontal aria-hidden="true" />
            Allowances
          </Button>
          <Button variant="outline" onClick={downloadCsv} disabled={empty}>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        </div>
      </div>
      <p className="m-0 text-sm text-muted-foreground" data-testid="quantity-allowances">
        {allowancesText(allowances)}
      </p>
      {empty ? (
        <p className="m-0 rounded-lg border border-dashed border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">
          Nothing is drawn on the plans yet. Conduits and markers placed on the site map and the units&apos; floor plans are counted here.
        </p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {quantities.runs.length > 0 && <RunsTable quantities={quantities} />}
          {quantities.points.length > 0 && <PointsTable quantities={quantities} />}
        </div>
      )}
      {quantities.unscaled.length > 0 && <UnscaledNote projectId={project.id} quantities={quantities} surveys={surveys} />}
      <AllowancesDialog project={editing ? project : null} companyAllowances={company?.allowances} onClose={() => setEditing(false)} />
    </section>
  );
}

const cell = 'px-3 py-2 text-left align-top';
const num = 'px-3 py-2 text-right align-top tabular-nums whitespace-nowrap';

function RunsTable({ quantities }: { quantities: ProjectQuantities }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm" data-testid="quantity-runs">
        <caption className="sr-only">Runs: feet by kind, building and floor</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cell}>Run</th>
            <th scope="col" className={cell}>Where</th>
            <th scope="col" className={num}>Runs</th>
            <th scope="col" className={num}>Feet</th>
          </tr>
        </thead>
        <tbody>
          {quantities.runs.map((run) => (
            <RunRows key={run.kind} run={run} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RunRows({ run }: { run: ProjectQuantities['runs'][number] }) {
  return (
    <>
      <tr className="border-t border-border bg-muted/30 font-semibold" data-run-kind={run.kind}>
        <th scope="row" className={cell}>{run.name}</th>
        <td className={cell}>All</td>
        <td className={num}>{run.count}</td>
        <td className={num}>
          {formatFeet(run.feet)}
          {run.unscaledCount > 0 && <span className="block text-xs font-normal text-amber-700">{run.unscaledCount} not measured</span>}
        </td>
      </tr>
      {run.byPlace.map((placed) => (
        <tr key={`${placed.building ?? ''}/${placed.floor ?? ''}`} className="border-t border-border/60 text-muted-foreground">
          <td className={cell} />
          <td className={cell}>{placeName(placed)}</td>
          <td className={num}>{placed.count}</td>
          <td className={num}>{placed.unscaledCount === placed.count ? <span className="text-amber-700">not measured</span> : formatFeet(placed.feet)}</td>
        </tr>
      ))}
      {run.byUnitType?.map((typed) => (
        <tr key={`type:${typed.unitType}`} className="border-t border-border/60 text-muted-foreground" data-unit-type={typed.unitType}>
          <td className={cell} />
          <td className={cell}>Unit type {typed.unitType}</td>
          <td className={num}>{typed.count}</td>
          <td className={num}>{typed.unscaledCount === typed.count ? <span className="text-amber-700">not measured</span> : formatFeet(typed.feet)}</td>
        </tr>
      ))}
    </>
  );
}

function PointsTable({ quantities }: { quantities: ProjectQuantities }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm" data-testid="quantity-points">
        <caption className="sr-only">Markers: counts by kind, building and floor</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cell}>Marker</th>
            <th scope="col" className={cell}>Where</th>
            <th scope="col" className={num}>Count</th>
          </tr>
        </thead>
        <tbody>
          {quantities.points.map((point) => (
            <PointRows key={`${point.editor}:${point.type}`} point={point} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PointRows({ point }: { point: ProjectQuantities['points'][number] }) {
  return (
    <>
      <tr className="border-t border-border bg-muted/30 font-semibold">
        <th scope="row" className={cell}>
          {point.code}
          {point.name !== point.code && <span className="font-normal text-muted-foreground"> · {point.name}</span>}
        </th>
        <td className={cell}>All</td>
        <td className={num}>{point.count}</td>
      </tr>
      {point.byPlace.map((placed) => (
        <tr key={`${placed.building ?? ''}/${placed.floor ?? ''}`} className="border-t border-border/60 text-muted-foreground">
          <td className={cell} />
          <td className={cell}>{placeName(placed)}</td>
          <td className={num}>{placed.count}</td>
        </tr>
      ))}
      {point.byUnitType?.map((typed) => (
        <tr key={`type:${typed.unitType}`} className="border-t border-border/60 text-muted-foreground" data-unit-type={typed.unitType}>
          <td className={cell} />
          <td className={cell}>Unit type {typed.unitType}</td>
          <td className={num}>{typed.count}</td>
        </tr>
      ))}
    </>
  );
}

/** Drawings whose runs are counted but not measured, each a link to open it. */
function UnscaledNote({ projectId, quantities, surveys }: { projectId: string; quantities: ProjectQuantities; surveys: readonly Survey[] }) {
  const byId = new Map(surveys.map((survey) => [survey.id, survey]));
  const project = encodeURIComponent(projectId);
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="m-0 font-semibold">Drawings without a scale: their runs are counted, not measured.</p>
        <ul className="m-0 flex flex-wrap gap-x-4 gap-y-1 p-0">
          {quantities.unscaled.map((drawing) => {
            const survey = byId.get(drawing.surveyId);
            const to =
              drawing.editor === 'site-map'
                ? `/projects/${project}/site-map`
                : survey?.isTypicalPlan && survey.unitTypeId
                  ? typicalPlanPath(projectId, survey.unitTypeId)
                  : survey
                    ? unitPlanLink(projectId, survey, byId)
                    : null;
            const label = `${drawing.name} (${drawing.runCount} ${drawing.runCount === 1 ? 'run' : 'runs'})`;
            return (
              <li key={drawing.surveyId} className="list-none">
                {to ? (
                  <Link to={to} className="inline-flex min-h-11 items-center font-medium underline underline-offset-2">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** A unit's floor plan by its unit's address (unitFloorPlanPath), or the plan's own location id when its unit is not known here. */
function unitPlanLink(projectId: string, plan: Survey, byId: ReadonlyMap<string, Survey>): string {
  const unit = plan.unitSurveyId ? byId.get(plan.unitSurveyId) : undefined;
  return unit ? unitFloorPlanPath(projectId, unit) : `/projects/${encodeURIComponent(projectId)}/units/${encodeURIComponent(plan.locationId)}/floor-plan`;
}
