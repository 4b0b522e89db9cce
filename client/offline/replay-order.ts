import type { OutboxEntry } from './offline-db';

/**
 * Which entry goes next (DESIGN §6: in order). Entries of one target go strictly in the order
 * they were made; a survey's photos wait for the survey's create, a label for its photo's upload.
 * Something else waiting (a form's autosave delay, a conflict, a failure) holds back only its own
 * target and what is made inside it, never the rest of the day's work.
 */
export function nextToSend(entries: readonly OutboxEntry[], now: number): { entry: OutboxEntry | null; wakeAt: number | null } {
  const held = new Set<string>();
  const unmade = new Set<string>();
  let wakeAt: number | null = null;
  const sorted = [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const entry of sorted) {
    const makes = entry.action === 'create' || entry.action === 'upload';
    const blocked =
      held.has(entry.target.id) ||
      unmade.has(entry.target.id) ||
      (entry.target.parentId !== undefined && unmade.has(entry.target.parentId)) ||
      (entry.target.needs ?? []).some((id) => unmade.has(id)) ||
      entry.state !== 'pending';
    if (!blocked && entry.notBefore <= now) return { entry, wakeAt: null };
    if (!blocked) wakeAt = wakeAt === null ? entry.notBefore : Math.min(wakeAt, entry.notBefore);
    held.add(entry.target.id);
    if (makes) {
      unmade.add(entry.target.id);
      // A bulk create's units: a change to one of them waits for it too.
      for (const id of entry.target.makes ?? []) unmade.add(id);
    }
  }
  return { entry: null, wakeAt };
}
