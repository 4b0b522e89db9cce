import { ownValue } from './own-values';

// Form values are compared whole (DESIGN §4): a multiselect's options or a repeat group's items
// are one field's value, so two equal lists are the same value however they were built.

/** Whether two stored form values are equal; absent and null mean the same (a cleared field). */
export function sameFormValue(a: unknown, b: unknown): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    return Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, index) => sameFormValue(item, right[index]));
  }
  const l = left as Record<string, unknown>;
  const r = right as Record<string, unknown>;
  // An item's cleared field (null) and a missing one are the same.
  const keys = new Set([...Object.keys(l), ...Object.keys(r)]);
  for (const key of keys) if (!sameFormValue(ownValue(l, key), ownValue(r, key))) return false;
  return true;
}
