import { parseElements } from './parse-elements';
import type { Place, QuantityDrawing, QuantityElement } from './quantities';
import type { MarkupElement } from './schema';
import { composeUnitDrawing } from './typical-plans';
import { typicalPlanName } from '../survey/unit-plans';

// A project's drawings as quantities read them (DESIGN §11): the site map, and each unit's floor
// plan placed at its unit's building and floor. A unit of a type with a typical plan (DESIGN §15)
// is its type's plan composed with the unit's differences, counted once per unit; the typical
// plan is not counted on its own. The server's quantities, the report and the dashboard (from
// what the device holds, offline too) all read them here.

export interface DrawingSurvey {
  id: string;
  locationType: string;
  instanceName: string | null;
  instanceNumber: number;
  unitSurveyId: string | null;
  formData: unknown;
  markupElements: unknown;
  markupScale: number | null;
  // Where it is and what it draws (DESIGN §15). A survey a device kept from before has none of
  // these: its place is read from its answers, as it was then.
  buildingId?: string | null;
  floor?: number | null;
  unitTypeId?: string | null;
  isTypicalPlan?: boolean;
  hiddenTypicalIds?: unknown;
  /** A unit's number (DESIGN §15), when it has one. */
  unitNumber?: string | null;
}

/** The project's buildings and unit types, by which places and types are named. */
export interface DrawingCatalogue {
  buildings: readonly { id: string; name: string }[];
  unitTypes: readonly { id: string; name: string }[];
}

const NO_CATALOGUE: DrawingCatalogue = { buildings: [], unitTypes: [] };

// The form fields that said where a location was before places had columns (DESIGN §15), in
// either default template (and most custom ones): answers a device may still hold.
const BUILDING_FIELDS = ['building', 'buildingNumber', 'building_name', 'buildingName'] as const;
const FLOOR_FIELDS = ['floor'] as const;

/** Where a location's form says it is: its building's name and its floor number (answers from before places had columns). */
export function placeOfLocation(formData: unknown): Place {
  const form = (typeof formData === 'object' && formData !== null ? formData : {}) as Record<string, unknown>;
  const building = BUILDING_FIELDS.map((key) => form[key]).find((value) => typeof value === 'string' && value.trim() !== '');
  const floorValue = FLOOR_FIELDS.map((key) => form[key]).find((value) => value !== null && value !== undefined && value !== '');
  const floor = typeof floorValue === 'number' ? floorValue : typeof floorValue === 'string' && /^-?\d+$/.test(floorValue.trim()) ? Number(floorValue) : null;
  return { building: typeof building === 'string' ? building.trim() : null, floor: floor !== null && Number.isFinite(floor) ? floor : null };
}

/** Where a survey is: its building's name and its floor, from its columns (from its answers for a survey from before them). */
export function placeOfSurvey(survey: Pick<DrawingSurvey, 'formData' | 'buildingId' | 'floor'>, buildingNames: ReadonlyMap<string, string>): Place {
  if (survey.buildingId === undefined) return placeOfLocation(survey.formData);
  return { building: survey.buildingId === null ? null : (buildingNames.get(survey.buildingId) ?? null), floor: survey.floor ?? null };
}

const hiddenIdsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** Each typed unit's drawing: its type's typical plan with its own floor plan's differences. */
export interface UnitOfType {
  unit: DrawingSurvey;
  typical: DrawingSurvey;
  /** The unit's own floor plan (its differences), if it has one. */
  plan: DrawingSurvey | undefined;
  unitTypeName: string;
}

/** The project's typed units with their typical plans; units of a type that has no plan (yet) are left out. */
export function unitsOfTypes(surveys: readonly DrawingSurvey[], catalogue: DrawingCatalogue = NO_CATALOGUE): UnitOfType[] {
  const typicalByType = new Map<string, DrawingSurvey>();
  for (const survey of surveys) if (survey.isTypicalPlan && survey.unitTypeId) typicalByType.set(survey.unitTypeId, survey);
  const typeNames = new Map(catalogue.unitTypes.map((type) => [type.id, type.name]));
  const planOfUnit = new Map<string, DrawingSurvey>();
  // A unit's first floor plan holds its differences (a unit has one; older data may have more).
  for (const survey of surveys) if (survey.unitSurveyId !== null && !planOfUnit.has(survey.unitSurveyId)) planOfUnit.set(survey.unitSurveyId, survey);
  const units: UnitOfType[] = [];
  for (const survey of surveys) {
    if (survey.locationType !== 'unit' || survey.unitSurveyId !== null || survey.isTypicalPlan || !survey.unitTypeId) continue;
    const typical = typicalByType.get(survey.unitTypeId);
    if (!typical) continue;
    units.push({ unit: survey, typical, plan: planOfUnit.get(survey.id), unitTypeName: typeNames.get(survey.unitTypeId) ?? typical.instanceName ?? 'Unit type' });
  }
  return units;
}

/** A typed unit's effective elements, scale and where its background comes from. */
export function composedUnitPlan(unit: Pick<UnitOfType, 'typical' | 'plan'>) {
  const layer = (survey: DrawingSurvey) => ({ elements: parseElements(survey.markupElements), scale: survey.markupScale, background: survey.id });
  return composeUnitDrawing(layer(unit.typical), unit.plan ? { ...layer(unit.plan), hiddenTypicalIds: hiddenIdsOf(unit.plan.hiddenTypicalIds) } : null);
}

const nameOf = (survey: DrawingSurvey) => survey.instanceName ?? `${survey.locationType} ${survey.instanceNumber}`;

/** A unit as its labels name it: its number from its form (204), else its name. */
export function unitLabelOf(unit: DrawingSurvey): string {
  if (unit.unitNumber) return unit.unitNumber;
  const form = (typeof unit.formData === 'object' && unit.formData !== null ? unit.formData : {}) as Record<string, unknown>;
  const number = form.unitNumber;
  if ((typeof number === 'string' && number.trim() !== '') || typeof number === 'number') return String(number).trim();
  return nameOf(unit);
}

/** The surveys' drawings: those with anything drawn, floor plans at their unit's place, typed units composed from their type's plan. */
export function projectDrawings(surveys: readonly DrawingSurvey[], catalogue: DrawingCatalogue = NO_CATALOGUE): QuantityDrawing[] {
  const byId = new Map(surveys.map((survey) => [survey.id, survey]));
  const buildingNames = new Map(catalogue.buildings.map((building) => [building.id, building.name]));
  const typed = unitsOfTypes(surveys, catalogue);
  // Drawn as their unit's composed plan below, not on their own.
  const composedPlans = new Set(typed.flatMap(({ plan }) => (plan ? [plan.id] : [])));
  const drawings: QuantityDrawing[] = [];
  for (const survey of surveys) {
    if (survey.isTypicalPlan || composedPlans.has(survey.id)) continue;
    const elements = parseElements(survey.markupElements);
    if (elements.length === 0) continue;
    const isFloorPlan = survey.locationType === 'unit';
    const unit = survey.unitSurveyId ? byId.get(survey.unitSurveyId) : undefined;
    const place = isFloorPlan ? placeOfSurvey(unit ?? survey, buildingNames) : { building: null, floor: null };
    drawings.push({
      surveyId: survey.id,
      name: nameOf(survey),
      editor: isFloorPlan ? 'floor-plan' : 'site-map',
      scale: survey.markupScale,
      elements,
      ...place,
      ...(isFloorPlan ? { unit: unitLabelOf(unit ?? survey) } : {}),
    });
  }
  for (const unit of typed) {
    const composed = composedUnitPlan(unit);
    if (composed.elements.length === 0) continue;
    drawings.push({
      // Its runs are measured by the typical plan's scale: a missing scale is the typical plan's to set.
      surveyId: composed.scale === unit.typical.markupScale || !unit.plan ? unit.typical.id : unit.plan.id,
      name: composed.scale === unit.typical.markupScale || !unit.plan ? typicalPlanName(unit.unitTypeName) : nameOf(unit.plan),
      editor: 'floor-plan',
      scale: composed.scale,
      elements: composed.elements as MarkupElement[],
      unitType: unit.unitTypeName,
      unit: unitLabelOf(unit.unit),
      ...placeOfSurvey(unit.unit, buildingNames),
    });
  }
  return drawings;
}

/** Where a marker linked to a location (an IDF on the site map) is installed: where that location is. */
export function linkedPlaces(surveys: readonly DrawingSurvey[], catalogue: DrawingCatalogue = NO_CATALOGUE): (element: QuantityElement) => Place | undefined {
  const byId = new Map(surveys.map((survey) => [survey.id, survey]));
  const buildingNames = new Map(catalogue.buildings.map((building) => [building.id, building.name]));
  return (element) => {
    const linked = (element as { linkedSurveyId?: string }).linkedSurveyId;
    const location = linked ? byId.get(linked) : undefined;
    return location ? placeOfSurvey(location, buildingNames) : undefined;
  };
}
