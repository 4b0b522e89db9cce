import type { FormData } from '../../../common/schemas/surveys';
import { ownValue, setOwnValue } from '../../../common/survey/own-values';
import { sameFormValue } from '../../../common/survey/same-form-value';

type StoredForm = Record<string, unknown>;

// Lists (chosen options, repeat items) are one value, compared whole.
const same = sameFormValue;

/**
 * DESIGN §4: a patch carries only changed fields. A field conflicts when someone changed it
 * after the version the patch is based on and the patch would set a different value.
 */
export function conflictingFields(
  stored: StoredForm,
  fieldVersions: Record<string, number>,
  patch: FormData,
  baseVersion: number | undefined,
): string[] {
  if (baseVersion === undefined) return [];
  return Object.keys(patch).filter((key) => (ownValue(fieldVersions, key) ?? 0) > baseVersion && !same(ownValue(stored, key), ownValue(patch, key)));
}

/** Merges a patch into the stored form; null clears a field. Returns the keys that changed. */
export function mergeForm(stored: StoredForm, patch: FormData): { formData: StoredForm; changed: string[] } {
  const formData: StoredForm = { ...stored };
  const changed: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (same(ownValue(stored, key), value)) continue;
    changed.push(key);
    if (value === null) delete formData[key];
    else setOwnValue(formData, key, value);
  }
  return { formData, changed };
}

/**
 * What a write changes of the stored answers, for the database to merge (`form_data || set -
 * removed`, issue 26) instead of taking the whole form again; undefined when the stored value is
 * not an object of answers (the whole form is written then).
 */
export function formDataChange(stored: unknown, after: StoredForm): { set: StoredForm; removed: string[] } | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const before = stored as StoredForm;
  const set: StoredForm = {};
  for (const [key, value] of Object.entries(after)) {
    // The very value kept (not an equal one): what the database holds then is exactly `after`.
    if (!Object.hasOwn(before, key) || before[key] !== value) setOwnValue(set, key, value);
  }
  return { set, removed: Object.keys(before).filter((key) => !Object.hasOwn(after, key)) };
}
