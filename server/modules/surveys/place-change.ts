import { UNIT_NUMBER_MAX_LENGTH } from '../../../common/schemas/buildings';
import type { FormData, FormValue } from '../../../common/schemas/surveys';
import { floorOfAnswer, placeKeyOf, splitPlaceAnswers, unitNumberOfAnswer, type PlaceKey } from '../../../common/survey/places';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { UserRow } from '../../auth/sessions.repo';
import { companyScope, type Scope } from '../../auth/scope';
import { violatedConstraint } from '../../db/errors';
import { buildingNamed, buildingOfProject, type BuildingRow } from '../buildings/buildings.service';
import { findUnitNumbered } from './surveys.repo';
import { unitTypeOfProject } from '../unit-types/unit-types.service';

// A survey write's place (DESIGN §15): sent at the top level (buildingId, floor, unitNumber,
// unitTypeId) or under the forms' place field names in formData (what the forms send), read
// into one change of the survey's columns. The place merges like the form's fields, under these
// keys, so a stale change of a place conflicts as a stale change of a field does.

/** The keys a place merges under: the form's canonical place names, and the unit's type. */
export type PlaceMergeKey = PlaceKey | 'unitTypeId';
export const PLACE_MERGE_KEYS: readonly PlaceMergeKey[] = ['building', 'floor', 'unitNumber', 'unitTypeId'];

export interface PlaceChange {
  /** The place values this change sets (building by id), as form values to merge; a key left out is not changed. */
  values: Partial<Record<PlaceMergeKey, string | number | null>>;
  /** The buildings it names, by id. */
  buildings: Map<string, BuildingRow>;
  /** Where each value was sent, to name it in an answer ('body.floor', 'formData.floor'). */
  fields: Partial<Record<PlaceMergeKey, string>>;
}

export interface PlaceInput {
  formData?: FormData | undefined;
  buildingId?: string | null | undefined;
  floor?: number | null | undefined;
  unitNumber?: string | null | undefined;
  unitTypeId?: string | null | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field} ${message}.`, { details: { fields: [{ field, message }] } });
}

/**
 * The change's form answers without its place, and its place: each value read as its column
 * holds it, the buildings and the unit type it names checked to be the project's (a retryable
 * 424 when not there yet), and a building named by its name (the forms' text field, an old
 * outbox entry) found or made.
 */
export async function readPlaceChange(db: Db, actor: UserRow, project: { id: string; companyId: string }, input: PlaceInput): Promise<{ answers: FormData; change: PlaceChange }> {
  const { answers, place } = splitPlaceAnswers<FormValue>(input.formData ?? {});
  // The name each place was sent under in the form (the last one, as splitPlaceAnswers keeps it).
  const formField: Partial<Record<PlaceKey, string>> = {};
  for (const name of Object.keys(input.formData ?? {})) {
    const key = placeKeyOf(name);
    if (key) formField[key] = `formData.${name}`;
  }
  const change: PlaceChange = { values: {}, buildings: new Map(), fields: {} };
  const scope = companyScope(project.companyId);

  /** A place sent at the top level, in the form, or both (then alike). */
  function pick<T>(key: 'floor' | 'unitNumber', top: T | null | undefined, read: (value: FormValue, field: string) => T | null) {
    const field = formField[key] ?? `formData.${key}`;
    const form = place[key] === undefined ? undefined : read(place[key], field);
    if (top !== undefined && form !== undefined && form !== top) throw invalid(`body.${key}`, `differs from ${field}; send the place once`);
    if (top !== undefined) return { value: top, field: `body.${key}` };
    return form === undefined ? undefined : { value: form, field };
  }

  const floor = pick('floor', input.floor, (value, field) => {
    const read = floorOfAnswer(value);
    // A whole number past the form's own bounds is the form's to refuse, as for any number field (422 on completion).
    if (read === undefined) throw invalid(field, 'must be a whole floor number');
    return read;
  });
  if (floor) {
    change.values.floor = floor.value;
    change.fields.floor = floor.field;
  }

  const unitNumber = pick('unitNumber', input.unitNumber, (value, field) => {
    const read = unitNumberOfAnswer(value);
    if (read === undefined) throw invalid(field, 'must be text');
    if (read !== null && read.length > UNIT_NUMBER_MAX_LENGTH) throw invalid(field, `must be at most ${UNIT_NUMBER_MAX_LENGTH} characters`);
    return read;
  });
  if (unitNumber) {
    change.values.unitNumber = unitNumber.value;
    change.fields.unitNumber = unitNumber.field;
  }

  // The building: an id (the top level, or the form's choice of the project's buildings), or a name.
  const buildingField = formField.building ?? 'formData.building';
  let sent: { id: string } | { name: string } | null | undefined;
  if (place.building !== undefined) {
    const value = typeof place.building === 'number' && Number.isFinite(place.building) ? String(place.building) : place.building;
    if (value === null || (typeof value === 'string' && value.trim() === '')) sent = null;
    else if (typeof value !== 'string') throw invalid(buildingField, 'must be a building’s id or name');
    else sent = UUID.test(value.trim()) ? { id: value.trim().toLowerCase() } : { name: value.trim() };
  }
  if (input.buildingId !== undefined) {
    change.fields.building = 'body.buildingId';
    const row = input.buildingId === null ? null : await buildingOfProject(db, scope, project.id, input.buildingId, 'body.buildingId');
    const same = sent === undefined || (sent === null ? row === null : row !== null && ('id' in sent ? sent.id === row.id : sent.name.toLowerCase() === row.name.toLowerCase()));
    if (!same) throw invalid('body.buildingId', `differs from ${buildingField}; send the place once`);
    if (row) change.buildings.set(row.id, row);
    change.values.building = row?.id ?? null;
  } else if (sent !== undefined) {
    change.fields.building = buildingField;
    const row =
      sent === null
        ? null
        : 'id' in sent
          ? await buildingOfProject(db, scope, project.id, sent.id, buildingField)
          : await buildingNamed(db, actor, project, sent.name, typeof change.values.floor === 'number' ? change.values.floor : null);
    if (row) change.buildings.set(row.id, row);
    change.values.building = row?.id ?? null;
  }

  if (input.unitTypeId !== undefined) {
    change.fields.unitTypeId = 'body.unitTypeId';
    change.values.unitTypeId = input.unitTypeId === null ? null : (await unitTypeOfProject(db, scope, project.id, input.unitTypeId, 'body.unitTypeId')).id;
  }
  return { answers, change };
}

export interface StoredPlace {
  buildingId: string | null;
  floor: number | null;
  unitNumber: string | null;
  unitTypeId: string | null;
}

/** A survey's place as form values to merge under PLACE_MERGE_KEYS (an empty place is no value). */
export function placeAsAnswers(place: StoredPlace): Record<string, string | number> {
  const answers: Record<string, string | number> = {};
  if (place.buildingId !== null) answers.building = place.buildingId;
  if (place.floor !== null) answers.floor = place.floor;
  if (place.unitNumber !== null) answers.unitNumber = place.unitNumber;
  if (place.unitTypeId !== null) answers.unitTypeId = place.unitTypeId;
  return answers;
}

/** The place of merged answers (PLACE_MERGE_KEYS), and the answers without it. */
export function placeOfMerged(merged: Record<string, unknown>): { place: StoredPlace; answers: Record<string, unknown> } {
  const answers: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) if (!(PLACE_MERGE_KEYS as readonly string[]).includes(key)) Object.defineProperty(answers, key, { value, writable: true, enumerable: true, configurable: true });
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    place: {
      buildingId: text(merged.building),
      floor: typeof merged.floor === 'number' ? merged.floor : null,
      unitNumber: text(merged.unitNumber),
      unitTypeId: text(merged.unitTypeId),
    },
    answers,
  };
}

/** A unit location: a unit survey that is neither a unit's floor plan nor a typical plan. */
export function isUnitLocation(survey: { locationType: string; unitSurveyId: string | null; isTypicalPlan: boolean }): boolean {
  return survey.locationType === 'unit' && survey.unitSurveyId === null && !survey.isTypicalPlan;
}

function unprocessable(field: string, message: string, sentence: string): AppError {
  return new AppError('UNPROCESSABLE', sentence, { details: { fields: [{ field, message }] } });
}

/**
 * The rules of a survey's place after a change (DESIGN §15): a typical plan has none of its
 * own, only a unit location has a unit type, and a floor is one of its building's floors.
 */
export async function checkPlace(
  survey: { locationType: string; unitSurveyId: string | null; isTypicalPlan: boolean },
  place: StoredPlace,
  changed: readonly PlaceMergeKey[],
  fields: PlaceChange['fields'],
  buildingOf: (id: string) => Promise<BuildingRow | undefined>,
  /** buildings.service's admitFloor, with the caller's connection and actor. */
  admit: (building: BuildingRow, floor: number, field: string) => Promise<void>,
): Promise<void> {
  const fieldOf = (key: PlaceMergeKey) => fields[key] ?? (key === 'building' ? 'body.buildingId' : `body.${key}`);
  if (survey.isTypicalPlan) throw unprocessable(fieldOf(changed[0]!), 'A typical plan has no place', 'A typical plan is drawn once for every unit of its type; it has no building, floor or number of its own.');
  if (changed.includes('unitTypeId') && place.unitTypeId !== null && !isUnitLocation(survey)) {
    throw unprocessable(fieldOf('unitTypeId'), 'Only a unit location has a unit type', 'Only a unit location has a unit type.');
  }
  if ((changed.includes('building') || changed.includes('floor')) && place.buildingId !== null && place.floor !== null) {
    const building = await buildingOf(place.buildingId);
    if (building) await admit(building, place.floor, fieldOf(changed.includes('floor') ? 'floor' : 'building'));
  }
}

/** A write refused by the place's keys, as the answer says it: a unit number taken (409), a building gone meanwhile (424). */
export async function placeRefusal(error: unknown, db: Db, scope: Scope, place: { buildingId: string | null; unitNumber: string | null }, fields: PlaceChange['fields']): Promise<unknown> {
  const constraint = violatedConstraint(error);
  if (constraint === 'surveys_unit_number_key' && place.buildingId !== null && place.unitNumber !== null) {
    const other = await findUnitNumbered(db, scope, place.buildingId, place.unitNumber);
    return new AppError('UNIT_NUMBER_TAKEN', `Unit ${place.unitNumber} is in this building already${other?.name ? ` (${other.name})` : ''}.`, {
      details: {
        unitNumber: place.unitNumber,
        buildingId: place.buildingId,
        surveyId: other?.id ?? null,
        name: other?.name ?? null,
        fields: [{ field: fields.unitNumber ?? fields.building ?? 'body.unitNumber', message: 'Taken by another unit of the building' }],
      },
    });
  }
  if (constraint === 'surveys_building_fk') return new AppError('PARENT_NOT_FOUND', 'The building was deleted meanwhile.', { details: { fields: [{ field: fields.building ?? 'body.buildingId', message: 'Not a building of this project' }] } });
  if (constraint === 'surveys_unit_type_fk') return new AppError('PARENT_NOT_FOUND', 'The unit type was deleted meanwhile.', { details: { fields: [{ field: 'body.unitTypeId', message: 'Not a unit type of this project' }] } });
  return error;
}
