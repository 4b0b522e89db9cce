import type { OutboxEntry } from '../../../offline/offline-db';

// What the editor's badge says about the drawing (DESIGN §6: always visible, calm when only the
// connection is missing). Auto-save and Save to Project share it.

export type SaveStatus = 'no-survey' | 'saved' | 'on-device' | 'saving' | 'conflict' | 'failed' | 'not-kept';

/** The entries that stand for a drawing: its survey's create, its changes and its background. */
const DRAWING_ACTIONS = new Set<OutboxEntry['action']>(['create', 'markup', 'background']);

export interface DrawingStatusInput {
  surveyId: string | null;
  /** The outbox, in replay order. */
  entries: readonly Pick<OutboxEntry, 'id' | 'action' | 'state' | 'target'>[];
  /** The entry the sync engine is sending now. */
  currentEntryId: string | null;
  /** A conflict waits for the user's choice. */
  conflict: boolean;
  /** A change could not even be kept on the device. */
  notKept: boolean;
}

export function drawingSaveStatus({ surveyId, entries, currentEntryId, conflict, notKept }: DrawingStatusInput): SaveStatus {
  if (!surveyId) return 'no-survey';
  if (notKept) return 'not-kept';
  const waiting = entries.filter((entry) => entry.target.type === 'survey' && entry.target.id === surveyId && DRAWING_ACTIONS.has(entry.action));
  if (conflict || waiting.some((entry) => entry.state === 'conflict')) return 'conflict';
  if (waiting.some((entry) => entry.state === 'failed')) return 'failed';
  if (waiting.some((entry) => entry.id === currentEntryId)) return 'saving';
  if (waiting.length > 0) return 'on-device';
  return 'saved';
}

export function saveStatusText(status: SaveStatus): string {
  switch (status) {
    case 'saved':
      return 'Saved';
    case 'on-device':
      return 'Saved on this device';
    case 'saving':
      return 'Saving…';
    case 'conflict':
      return 'Conflict';
    case 'failed':
      return 'Save failed';
    case 'not-kept':
      return 'Not saved';
    case 'no-survey':
      return 'Not saved: no survey';
  }
}
