import { composedUnitPlan, unitsOfTypes, type DrawingCatalogue } from '../../../common/markup/project-drawings';
import type { MarkupElement } from '../../../common/markup/schema';
import { differencesText, unitDifferences, type ComposedDrawing, type UnitDifferences } from '../../../common/markup/typical-plans';
import { levelName } from '../../../common/survey/levels';
import { escapeHtml, surveyName } from './report-html';
import type { ReportRow } from './report-materials';

// The property in both reports (DESIGN §15, issue 25): a building/floor table of the units with
// their status, each unit type's typical plan once with its units listed, and each unit of a
// type drawn as its type's plan with its own differences. Pure: the reports read the surveys, this
// arranges them and writes the HTML pieces (the PDF draws the same arrangement).

export interface ReportCatalogue extends DrawingCatalogue {
  buildings: readonly { id: string; name: string; lowestFloor: number; highestFloor: number }[];
}

export interface PropertyUnit {
  row: ReportRow;
  /** What the unit is called in a building's table: its number, else its name. */
  label: string;
  status: 'done' | 'started' | 'open';
}

export interface BuildingFloors {
  name: string;
  lowestFloor: number | null;
  highestFloor: number | null;
  completed: number;
  /** Highest floor first, as the building stands; units without a floor last. */
  floors: { floor: number | null; units: PropertyUnit[] }[];
}

/** A unit of a type, drawn as its type's plan with its differences (common/markup/typical-plans.ts). */
export interface TypedUnit {
  unit: ReportRow;
  typeName: string;
  typical: ReportRow;
  /** Its own floor plan (its differences), if it has one. */
  plan: ReportRow | undefined;
  drawing: ComposedDrawing<string>;
  differences: UnitDifferences;
}

export interface TypicalGroup {
  typeName: string;
  plan: ReportRow;
  units: TypedUnit[];
}

export interface PropertyOverview {
  buildings: BuildingFloors[];
  typicalPlans: TypicalGroup[];
  /** Each typed unit by its id: its section draws its composed plan. */
  typedUnits: Map<string, TypedUnit>;
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isUnit = (row: ReportRow) => row.locationType === 'unit' && row.unitSurveyId === null && !row.isTypicalPlan;

/** Completed; started (changed since it was made: a unit made in bulk is 100% filled but not yet surveyed); or not started. */
export function statusOf(row: ReportRow): PropertyUnit['status'] {
  return row.isCompleted ? 'done' : row.version > 1 ? 'started' : 'open';
}

/** The property's units by building and floor, and its unit types with their units. */
export function propertyOverview(rows: readonly ReportRow[], catalogue: ReportCatalogue): PropertyOverview {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const units = rows.filter(isUnit).sort((a, b) => naturalOrder.compare(a.unitNumber ?? '', b.unitNumber ?? '') || a.instanceNumber - b.instanceNumber);
  const buildings: BuildingFloors[] = [];
  const known = new Map(catalogue.buildings.map((building) => [building.id, building]));
  const groups = new Map<string | null, ReportRow[]>();
  for (const unit of units) {
    const key = unit.buildingId !== null && known.has(unit.buildingId) ? unit.buildingId : null;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  const ordered = [...catalogue.buildings].sort((a, b) => naturalOrder.compare(a.name, b.name));
  for (const building of [...ordered, null]) {
    const inBuilding = groups.get(building?.id ?? null) ?? [];
    // A building without units still shows (it is set up, its units are still to come); no building at all only with units.
    if (building === null && inBuilding.length === 0) continue;
    const floors = new Map<number | null, PropertyUnit[]>();
    for (const unit of inBuilding) floors.set(unit.floor, [...(floors.get(unit.floor) ?? []), { row: unit, label: unit.unitNumber ?? surveyName(unit), status: statusOf(unit) }]);
    buildings.push({
      name: building?.name ?? 'No building',
      lowestFloor: building?.lowestFloor ?? null,
      highestFloor: building?.highestFloor ?? null,
      completed: inBuilding.filter((unit) => unit.isCompleted).length,
      floors: [...floors.entries()]
        .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a))
        .map(([floor, list]) => ({ floor, units: list })),
    });
  }

  const typedUnits = new Map<string, TypedUnit>();
  const groupsByType = new Map<string, TypicalGroup>();
  for (const plan of rows.filter((row) => row.isTypicalPlan && row.unitTypeId)) {
    const typeName = catalogue.unitTypes.find((type) => type.id === plan.unitTypeId)?.name ?? surveyName(plan);
    groupsByType.set(plan.id, { typeName, plan, units: [] });
  }
  for (const typed of unitsOfTypes(rows, catalogue)) {
    const drawing = composedUnitPlan(typed);
    const unit: TypedUnit = {
      unit: byId.get(typed.unit.id)!,
      typeName: typed.unitTypeName,
      typical: byId.get(typed.typical.id)!,
      plan: typed.plan ? byId.get(typed.plan.id) : undefined,
      drawing,
      differences: unitDifferences(drawing),
    };
    typedUnits.set(unit.unit.id, unit);
    groupsByType.get(typed.typical.id)?.units.push(unit);
  }
  for (const group of groupsByType.values()) group.units.sort((a, b) => naturalOrder.compare(surveyName(a.unit), surveyName(b.unit)));
  const typicalPlans = [...groupsByType.values()].sort((a, b) => naturalOrder.compare(a.typeName, b.typeName));
  return { buildings, typicalPlans, typedUnits };
}

/** Whether the unit's drawing differs from its type's plan (then its own section draws it). */
export function hasDifferences(unit: TypedUnit): boolean {
  const { added, changed, hidden } = unit.differences;
  return added + changed + hidden > 0;
}

/** What a typed unit's drawing shows: the unit's elements, then the typical ones it hides (drawn fainter). */
export function composedElements(unit: TypedUnit): { elements: MarkupElement[]; opacityOf: (id: string) => number | undefined } {
  const hidden = new Set(unit.drawing.hidden.map((element) => element.id));
  return {
    elements: [...unit.drawing.elements, ...unit.drawing.hidden],
    // The typical plan's elements as they are are faint; what the unit changed, added or hides stands out.
    opacityOf: (id) => (hidden.has(id) ? 0.15 : unit.drawing.origins.get(id) === 'typical' ? 0.35 : undefined),
  };
}

/** The survey whose background a typed unit's drawing uses (its type's plan's, else its own). */
export function composedBackground(unit: TypedUnit): ReportRow | undefined {
  const id = unit.drawing.background;
  return id === unit.typical.id ? unit.typical : id === unit.plan?.id ? unit.plan : undefined;
}

export function differencesNote(unit: TypedUnit): string {
  return `Typical plan of ${unit.typeName}: ${differencesText(unit.differences)}`;
}

export const STATUS_WORDS: Record<PropertyUnit['status'], string> = { done: 'Completed', started: 'In progress', open: 'Not started' };

const floorLabel = (floor: number | null) => (floor === null ? 'No floor' : levelName(floor));

// --- HTML ---------------------------------------------------------------------------------

/** The building/floor table of the units, with each unit's status; empty when the project has neither. */
export function renderProperty(overview: PropertyOverview): string {
  if (overview.buildings.length === 0) return '';
  const parts = ['<section class="property" id="property" aria-labelledby="property-title">', '<h2 id="property-title">Buildings and units</h2>'];
  for (const building of overview.buildings) {
    const count = building.floors.reduce((sum, floor) => sum + floor.units.length, 0);
    const details = [
      building.lowestFloor === null ? null : `floors ${building.lowestFloor} to ${building.highestFloor}`,
      `${count} unit${count === 1 ? '' : 's'}`,
      `${building.completed} completed`,
    ].filter(Boolean);
    parts.push(`<h3>${escapeHtml(building.name)} <small>${escapeHtml(details.join(' · '))}</small></h3>`);
    if (count === 0) {
      parts.push('<p class="none">No units yet.</p>');
      continue;
    }
    parts.push('<table class="property-table"><thead><tr><th>Floor</th><th>Units</th></tr></thead><tbody>');
    for (const floor of building.floors) {
      const chips = floor.units
        .map((unit) => `<a class="unit-chip ${unit.status}" href="#survey-${escapeHtml(unit.row.id)}" title="${escapeHtml(`${surveyName(unit.row)} · ${STATUS_WORDS[unit.status]}`)}">${escapeHtml(unit.label)}</a>`)
        .join('');
      parts.push(`<tr><td>${escapeHtml(floorLabel(floor.floor))}</td><td><div class="floor-units">${chips}</div></td></tr>`);
    }
    parts.push('</tbody></table>');
  }
  parts.push('</section>');
  return parts.join('');
}

export function renderTypicalPlansStart(groups: readonly TypicalGroup[]): string {
  return groups.length === 0 ? '' : '<section class="typical-plans" id="typical-plans" aria-labelledby="typical-plans-title"><h2 id="typical-plans-title">Typical unit plans</h2>';
}

export const renderTypicalPlansEnd = (groups: readonly TypicalGroup[]): string => (groups.length === 0 ? '' : '</section>');

/** A unit type's heading; its plan is drawn next, then renderTypicalPlanUnits lists its units. */
export function renderTypicalPlanStart(group: TypicalGroup): string {
  const count = group.units.length;
  return (
    `<article class="survey" id="survey-${escapeHtml(group.plan.id)}">` +
    `<div class="survey-head"><h3><span class="type-label">Unit type</span>${escapeHtml(group.typeName)}</h3><span class="badge open">${count} unit${count === 1 ? '' : 's'}</span></div>`
  );
}

export function renderTypicalPlanUnits(group: TypicalGroup): string {
  if (group.units.length === 0) return '<h4>Units</h4><p class="none">No unit is of this type yet.</p></article>';
  const rows = group.units
    .map(
      ({ unit, differences }) =>
        `<tr><td><a href="#survey-${escapeHtml(unit.id)}">${escapeHtml(surveyName(unit))}</a></td><td>${escapeHtml(floorLabel(unit.floor))}</td>` +
        `<td>${STATUS_WORDS[statusOf(unit)]}</td><td>${escapeHtml(differencesText(differences))}</td></tr>`,
    )
    .join('');
  return `<h4>Units (${group.units.length})</h4><table class="form-table"><thead><tr><th>Unit</th><th>Floor</th><th>Status</th><th>Differences</th></tr></thead><tbody>${rows}</tbody></table></article>`;
}

/** A typed unit without differences: its section says where its plan is drawn. */
export function renderAsTypical(unit: TypedUnit): string {
  return `<h4>Floor plan</h4><p class="none">As the typical plan of ${escapeHtml(unit.typeName)} (see Typical unit plans).</p>`;
}
