import type { Settlement } from './sync-engine';

// What Save Progress, Complete Survey and Save to Project tell the surveyor: one wait and one set
// of outcomes for the form, the drawing and every other queued write.

/** How long a save waits for the server before it says "saved on this device" instead. */
export const SERVER_WAIT_MS = 4000;

export type SaveOutcome =
  /** The server has it. */
  | 'saved'
  /** Kept on this device; sent when the server can be reached. */
  | 'saved-on-device'
  /** There was nothing to save. */
  | 'nothing'
  | 'conflict'
  | 'failed';

export function saveOutcomeOf(settlement: Settlement): SaveOutcome {
  switch (settlement.kind) {
    case 'delivered':
      return 'saved';
    case 'saved-on-device':
      return 'saved-on-device';
    case 'conflict':
      return 'conflict';
    case 'failed':
      return 'failed';
  }
}
