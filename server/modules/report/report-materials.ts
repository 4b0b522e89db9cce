import type { PlanPin } from '../../../common/markup/pins';
import type { TemplateField } from '../../../common/schemas/templates';
import type { Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { photosOfSurveys } from '../photos/photos.service';
import type { SurveyRow } from '../surveys/surveys.service';
import { templateVersionFields } from '../templates/templates.service';
import { surveyName, type ReportSurvey } from './report-html';
import type { DrawingCatalogue } from '../../../common/markup/project-drawings';
import { placeAnswers } from '../../../common/survey/places';

// What both reports (HTML and PDF) read about a project's surveys before drawing them: each
// template version's fields once, the photos in one query, the pins on each plan, and each
// unit's floor plans (DESIGN §4, §5, §7).

export type ReportRow = SurveyRow & ReportSurvey;
export type PhotoRow = Awaited<ReturnType<typeof photosOfSurveys>>[number];

export interface ReportMaterials {
  fieldsOf(row: SurveyRow): Promise<TemplateField[] | undefined>;
  /** Each survey's photos, in upload order. */
  photosBySurvey: Map<string, PhotoRow[]>;
  /** The plans (site maps, units' floor plans) by id, with their names. */
  planNames: Map<string, string>;
  pinsByPlan: Map<string, PlanPin[]>;
  /** Each unit's floor plans: not locations, drawn in their unit's section. */
  plansByUnit: Map<string, ReportRow[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function reportMaterials(db: Db, scope: Scope, rows: readonly ReportRow[]): Promise<ReportMaterials> {
  const fieldsByVersion = new Map<string, Promise<TemplateField[] | undefined>>();
  const fieldsOf = (row: SurveyRow) => {
    if (!row.templateId || row.templateVersion === null) return Promise.resolve(undefined);
    const key = `${row.templateId}:${row.templateVersion}`;
    if (!fieldsByVersion.has(key)) fieldsByVersion.set(key, templateVersionFields(db, scope, row.templateId, row.templateVersion));
    return fieldsByVersion.get(key)!;
  };
  const photosBySurvey = new Map<string, PhotoRow[]>();
  for (const photo of await photosOfSurveys(db, scope, rows.map((row) => row.id))) push(photosBySurvey, photo.surveyId, photo);
  const planNames = new Map(rows.filter((row) => row.locationType === 'site-map' || row.unitSurveyId !== null || row.isTypicalPlan).map((row) => [row.id, surveyName(row)]));
  const pinsByPlan = new Map<string, PlanPin[]>();
  for (const list of photosBySurvey.values()) {
    for (const photo of list) {
      if (!photo.pinSurveyId || photo.pinX === null || photo.pinY === null || photo.pinNumber === null || !planNames.has(photo.pinSurveyId)) continue;
      push(pinsByPlan, photo.pinSurveyId, { x: photo.pinX, y: photo.pinY, direction: photo.pinDirection, number: photo.pinNumber });
    }
  }
  const plansByUnit = new Map<string, ReportRow[]>();
  for (const row of rows) if (row.unitSurveyId !== null) push(plansByUnit, row.unitSurveyId, row);
  return { fieldsOf, photosBySurvey, planNames, pinsByPlan, plansByUnit };
}

/**
 * The rows with their place shown in their forms (DESIGN §15): the building's name, the floor
 * and the unit number under the template's place fields, as the form shows them.
 */
export async function placedRows(db: Db, scope: Scope, rows: readonly ReportRow[], catalogue: DrawingCatalogue): Promise<ReportRow[]> {
  const names = new Map(catalogue.buildings.map((building) => [building.id, building.name]));
  const fieldNames = new Map<string, string[]>();
  const placed: ReportRow[] = [];
  for (const row of rows) {
    const key = `${row.templateId}:${row.templateVersion}`;
    if (!fieldNames.has(key)) {
      const fields = row.templateId && row.templateVersion !== null ? await templateVersionFields(db, scope, row.templateId, row.templateVersion) : undefined;
      fieldNames.set(key, (fields ?? []).map((field) => field.name));
    }
    placed.push({ ...row, formData: placeAnswers(row, row.buildingId ? (names.get(row.buildingId) ?? null) : null, fieldNames.get(key)!) });
  }
  return placed;
}

/** The surveys the report draws in its sections: every one but a unit's floor plans and the typical plans (drawn apart). */
export function reportLocations<T extends Pick<ReportRow, 'unitSurveyId' | 'isTypicalPlan'>>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.unitSurveyId === null && !row.isTypicalPlan);
}
