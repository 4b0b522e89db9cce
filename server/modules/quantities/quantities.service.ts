import { parseElements } from '../../../common/markup/parse-elements';
import { projectQuantities, type Place, type ProjectQuantities, type QuantityDrawing } from '../../../common/markup/quantities';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { allowancesOf } from '../projects/projects.presenter';
import { projectInScope } from '../projects/projects.service';
import { surveysOfProject, type SurveyRow } from '../surveys/surveys.service';

// The project's quantities (DESIGN §11), derived on every read from its drawings: the site map
// and the units' floor plans, each with its scale, placed at its unit's building and floor.

export interface QuantitiesDeps {
  db: Db;
}

// The form fields that say where a location is, in either default template (and most custom ones).
const BUILDING_FIELDS = ['building', 'buildingNumber', 'building_name', 'buildingName'] as const;
const FLOOR_FIELDS = ['floor'] as const;

/** Where a location's form says it is: its building's name and its floor number. */
export function placeOfLocation(formData: unknown): Place {
  const form = (typeof formData === 'object' && formData !== null ? formData : {}) as Record<string, unknown>;
  const building = BUILDING_FIELDS.map((key) => form[key]).find((value) => typeof value === 'string' && value.trim() !== '');
  const floorValue = FLOOR_FIELDS.map((key) => form[key]).find((value) => value !== null && value !== undefined && value !== '');
  const floor = typeof floorValue === 'number' ? floorValue : typeof floorValue === 'string' && /^-?\d+$/.test(floorValue.trim()) ? Number(floorValue) : null;
  return { building: typeof building === 'string' ? building.trim() : null, floor: Number.isFinite(floor) ? floor : null };
}

function drawingName(row: SurveyRow): string {
  return row.instanceName ?? `${row.locationType} ${row.instanceNumber}`;
}

/** The project's drawings as quantities read them. */
export function drawingsOf(rows: readonly SurveyRow[]): QuantityDrawing[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const drawings: QuantityDrawing[] = [];
  for (const row of rows) {
    const elements = parseElements(row.markupElements);
    if (elements.length === 0) continue;
    const unit = row.unitSurveyId ? byId.get(row.unitSurveyId) : undefined;
    const isFloorPlan = row.locationType === 'unit';
    const place = isFloorPlan ? placeOfLocation((unit ?? row).formData) : { building: null, floor: null };
    drawings.push({ surveyId: row.id, name: drawingName(row), editor: isFloorPlan ? 'floor-plan' : 'site-map', scale: row.markupScale, elements, ...place });
  }
  return drawings;
}

/** The quantities of a project whose surveys are read already (the report has them). */
export function quantitiesOfSurveys(project: Parameters<typeof allowancesOf>[0], rows: readonly SurveyRow[]): ProjectQuantities {
  const locations = new Map(rows.map((row) => [row.id, row]));
  return projectQuantities(drawingsOf(rows), {
    allowances: allowancesOf(project),
    // A marker linked to its location (an IDF on the site map) is counted where that location is.
    placeOf: (element) => {
      const linked = (element as { linkedSurveyId?: string }).linkedSurveyId;
      const location = linked ? locations.get(linked) : undefined;
      return location ? placeOfLocation(location.formData) : undefined;
    },
  });
}

export function createQuantitiesService({ db }: QuantitiesDeps) {
  return {
    async ofProject(actor: UserRow, projectId: string): Promise<ProjectQuantities> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      return quantitiesOfSurveys(project, await surveysOfProject(db, scope, project.id));
    },
  };
}
