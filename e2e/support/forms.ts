import { READING_A_FIELDS } from '../../common/survey/default-templates';
import type { LocationType } from '../../common/survey/location-types';

/** Answers to every required field of a type's default form: a location that may be completed (issue 15). */
export function completeDefaultForm(locationType: LocationType): Record<string, string | number | boolean> {
  const answers: Record<string, string | number | boolean> = {};
  for (const field of READING_A_FIELDS[locationType]) {
    if (!field.required) continue;
    answers[field.name] = field.type === 'number' ? 1 : field.type === 'checkbox' ? true : (field.options?.[0] ?? `${field.label} answer`);
  }
  return answers;
}
