import type { Survey } from '../../../../common/schemas/surveys';
import { LOCATION_TYPE_INFO, LOCATION_TYPES, type LocationType } from '../../../../common/survey/location-types';
import { entriesOfType } from './location-entries';

/** The field a location is named after, per type, in either reading of the forms (issue 15). */
const KEY_FIELDS: Partial<Record<LocationType, readonly string[]>> = {
  unit: ['unitNumber', 'unit_number'],
  mdf: ['doorName', 'door_name'],
  idf: ['doorName', 'door_name'],
};

/** The value of a type's key field in a form, trimmed; null when the type has none or it is empty. */
export function keyValueOf(type: LocationType, formData: Readonly<Record<string, unknown>>): string | null {
  for (const name of KEY_FIELDS[type] ?? []) {
    const value = formData[name];
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') return String(value).trim();
  }
  return null;
}

/** The name a location has until renamed: 'Unit 204' from its key field, else the server's '{tile title} {n}'. */
export function automaticName(type: LocationType, instanceNumber: number, formData: Readonly<Record<string, unknown>>): string {
  const key = keyValueOf(type, formData);
  return `${LOCATION_TYPE_INFO[type].tileTitle} ${key ?? instanceNumber}`.slice(0, 200);
}

/**
 * The name to give a location after its form changed from `before` to `after`, or null to keep
 * it: a name still automatic (empty, the default, the one the key field gave or a duplicate's copy
 * of it) follows the key field; one the surveyor typed stays.
 */
export function nameFollowingKey(
  currentName: string,
  type: LocationType,
  instanceNumber: number,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string | null {
  if (KEY_FIELDS[type] === undefined) return null;
  const name = currentName.trim();
  const previous = automaticName(type, instanceNumber, before);
  // A duplicate's 'Unit 305 copy' is automatic too: the copy is usually the next unit, renumbered.
  const automatic =
    name === '' || name === automaticName(type, instanceNumber, {}) || name === previous || isCopyName(name, previous);
  if (!automatic) return null;
  const next = automaticName(type, instanceNumber, after);
  return next === name ? null : next;
}

function isCopyName(name: string, of: string): boolean {
  return name.startsWith(`${of} copy`) && /^( \d+)?$/.test(name.slice(`${of} copy`.length));
}

/** A duplicate's name: 'MDF 1 copy', then 'MDF 1 copy 2', 'MDF 1 copy 3'... whichever is free. */
export function duplicateName(name: string, takenNames: readonly (string | null)[]): string {
  const taken = new Set(takenNames.map((taken) => taken?.trim().toLowerCase()));
  const base = `${name.trim()} copy`.slice(0, 190);
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} ${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Where 'Complete & next' goes: the first location of the same type after this one in list order
 * that is not completed, else the first before it; null when every other one is completed.
 */
export function nextLocationToSurvey(surveys: readonly Survey[], current: Pick<Survey, 'id' | 'locationType'>): Survey | null {
  const entries = entriesOfType(surveys, current.locationType);
  const at = entries.findIndex((survey) => survey.id === current.id);
  const ordered = at < 0 ? entries : [...entries.slice(at + 1), ...entries.slice(0, at)];
  return ordered.find((survey) => !survey.isCompleted && survey.id !== current.id) ?? null;
}

/** Types a project has one of: its Property Information (issue 25: Complete & next made a second one). */
const ONE_PER_PROJECT: ReadonlySet<LocationType> = new Set(['property']);

/** Where 'Complete & next' goes once this location is completed. */
export type NextStep = { to: 'survey'; survey: Survey } | { to: 'type'; type: LocationType } | { to: 'new' };

/**
 * 'Complete & next': the next location of this type not completed; else a new one of this type,
 * except for a type a project has one of (Property Information), which goes on to the next type's list.
 */
export function nextStepAfterComplete(surveys: readonly Survey[], current: Pick<Survey, 'id' | 'locationType'>): NextStep {
  const next = nextLocationToSurvey(surveys, current);
  if (next) return { to: 'survey', survey: next };
  const type = current.locationType as LocationType;
  if (!ONE_PER_PROJECT.has(type)) return { to: 'new' };
  const after = LOCATION_TYPES[LOCATION_TYPES.indexOf(type) + 1] ?? LOCATION_TYPES[0];
  return { to: 'type', type: after };
}
