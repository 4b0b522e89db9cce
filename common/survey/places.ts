import { ownValue, setOwnValue } from './own-values';

// Where a location is (DESIGN §15, issue 25), one source of truth: a survey's building, floor and
// unit number live in its columns (buildingId, floor, unitNumber), never in its form answers. The
// forms' place fields still show them: placeAnswers lays the columns over the answers under the
// template's field names, so progress, required checks, the report and the spreadsheets read
// them as before, and a change sent under those names (what the forms send) goes to the columns.

export type PlaceKey = 'building' | 'floor' | 'unitNumber';
export const PLACE_KEYS: readonly PlaceKey[] = ['building', 'floor', 'unitNumber'];

/** The field names that mean each place in the default templates and the older forms; the first is the canonical one. */
export const PLACE_FIELD_NAMES: Readonly<Record<PlaceKey, readonly string[]>> = {
  building: ['building', 'buildingNumber', 'building_name', 'buildingName'],
  floor: ['floor'],
  unitNumber: ['unitNumber', 'unit_number'],
};

const KEY_OF_NAME = new Map<string, PlaceKey>(PLACE_KEYS.flatMap((key) => PLACE_FIELD_NAMES[key].map((name) => [name, key] as const)));

/** The place a form field stands for, if it is a place field. */
export function placeKeyOf(fieldName: string): PlaceKey | undefined {
  return KEY_OF_NAME.get(fieldName);
}

export interface SurveyPlace {
  buildingId: string | null;
  floor: number | null;
  unitNumber: string | null;
}

/** A survey as placeAnswers reads it: its answers and its place columns. */
export interface PlacedSurvey extends SurveyPlace {
  /** The stored answers (a stored row's jsonb is unknown until read). */
  formData: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The answers without any place field (what form_data holds). */
export function withoutPlaceAnswers(formData: unknown): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(asRecord(formData))) if (!KEY_OF_NAME.has(name)) setOwnValue(answers, name, value);
  return answers;
}

/**
 * The survey's answers with its place laid over them: the building's name, the floor and the unit
 * number under each place field of `fieldNames` (a template's field names), or under the
 * canonical names (building, floor, unitNumber) when none are given. An empty place is no answer.
 */
export function placeAnswers(survey: PlacedSurvey, buildingName: string | null | undefined, fieldNames?: Iterable<string>): Record<string, unknown> {
  const answers = withoutPlaceAnswers(survey.formData);
  const values: Record<PlaceKey, string | number | null> = {
    building: survey.buildingId === null ? null : (buildingName ?? null),
    floor: survey.floor,
    unitNumber: survey.unitNumber,
  };
  const names = fieldNames === undefined ? PLACE_KEYS : [...fieldNames];
  for (const name of names) {
    const key = placeKeyOf(name);
    const value = key === undefined ? null : values[key];
    if (value !== null) setOwnValue(answers, name, value);
  }
  return answers;
}

/** The place answers of a form change, by place (the last name wins when a change sends two for one place), and the rest. */
export function splitPlaceAnswers<T>(formData: Readonly<Record<string, T>>): { answers: Record<string, T>; place: Partial<Record<PlaceKey, T>> } {
  const answers: Record<string, T> = {};
  const place: Partial<Record<PlaceKey, T>> = {};
  for (const name of Object.keys(formData)) {
    const value = ownValue(formData, name) as T;
    const key = placeKeyOf(name);
    if (key) place[key] = value;
    else setOwnValue(answers, name, value);
  }
  return { answers, place };
}

/** A floor answer as the column holds it: null for none, undefined for one that is not a whole number. */
export function floorOfAnswer(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
  }
  return undefined;
}

/** A unit number answer as the column holds it (trimmed; a number's digits), null for none. */
export function unitNumberOfAnswer(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return undefined;
}

// --- a unit's name ------------------------------------------------------------------------

export interface UnitNamePlace {
  buildingName: string | null;
  unitNumber: string | null;
}

/** A unit's name from its place ('Unit A-204', 'Unit 204'); null without a unit number. */
export function defaultUnitName(place: UnitNamePlace): string | null {
  if (place.unitNumber === null) return null;
  return place.buildingName === null ? `Unit ${place.unitNumber}` : `Unit ${place.buildingName}-${place.unitNumber}`;
}

/** The name a unit gets before it has a number ('Unit 3', as every location type: its tile title and instance number). */
export function instanceUnitName(instanceNumber: number): string {
  return `Unit ${instanceNumber}`;
}

/**
 * A unit's name follows its place until someone renames it: the name it should have after a
 * change of building or number, or undefined to keep the one it has (a name of its own, or no
 * change). A name still equal to what its old place (or its instance number) gave is not one of its own.
 */
export function followedUnitName(current: string | null, before: UnitNamePlace, after: UnitNamePlace, instanceNumber: number): string | undefined {
  const given = [defaultUnitName(before), instanceUnitName(instanceNumber)];
  const name = current?.trim() ?? '';
  if (name !== '' && !given.includes(name)) return undefined;
  const next = defaultUnitName(after) ?? instanceUnitName(instanceNumber);
  return next === current ? undefined : next;
}
