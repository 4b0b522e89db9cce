import { parseElements } from './parse-elements';
import type { Place, QuantityDrawing, QuantityElement } from './quantities';

// A project's drawings as quantities read them (DESIGN §11): the site map, and each unit's floor
// plan placed at its unit's building and floor. The server's quantities, the report and the
// dashboard (from what the device holds, offline too) all read them here.

export interface DrawingSurvey {
  id: string;
  locationType: string;
  instanceName: string | null;
  instanceNumber: number;
  unitSurveyId: string | null;
  formData: unknown;
  markupElements: unknown;
  markupScale: number | null;
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
  return { building: typeof building === 'string' ? building.trim() : null, floor: floor !== null && Number.isFinite(floor) ? floor : null };
}

/** The surveys' drawings: those with anything drawn, floor plans at their unit's place. */
export function projectDrawings(surveys: readonly DrawingSurvey[]): QuantityDrawing[] {
  const byId = new Map(surveys.map((survey) => [survey.id, survey]));
  const drawings: QuantityDrawing[] = [];
  for (const survey of surveys) {
    const elements = parseElements(survey.markupElements);
    if (elements.length === 0) continue;
    const isFloorPlan = survey.locationType === 'unit';
    const unit = survey.unitSurveyId ? byId.get(survey.unitSurveyId) : undefined;
    const place = isFloorPlan ? placeOfLocation((unit ?? survey).formData) : { building: null, floor: null };
    drawings.push({
      surveyId: survey.id,
      name: survey.instanceName ?? `${survey.locationType} ${survey.instanceNumber}`,
      editor: isFloorPlan ? 'floor-plan' : 'site-map',
      scale: survey.markupScale,
      elements,
      ...place,
    });
  }
  return drawings;
}

/** Where a marker linked to a location (an IDF on the site map) is installed: where that location is. */
export function linkedPlaces(surveys: readonly DrawingSurvey[]): (element: QuantityElement) => Place | undefined {
  const byId = new Map(surveys.map((survey) => [survey.id, survey]));
  return (element) => {
    const linked = (element as { linkedSurveyId?: string }).linkedSurveyId;
    const location = linked ? byId.get(linked) : undefined;
    return location ? placeOfLocation(location.formData) : undefined;
  };
}
