import type { WriteOutcome } from '../../../lib/mutations';

// What the surveyor is told after a pin change (DESIGN §6: a missing connection is never an error).

export interface PinNotice {
  title: string;
  description: string;
}

/** The toast for a pin placed (`pinned`: 'Pin 3 on Site Map') or taken off (null), or null when there is nothing to say. */
export function pinNotice(outcome: WriteOutcome<unknown>['status'], pinned: string | null, reachable: boolean): PinNotice | null {
  if (outcome === 'saved-on-device') {
    return {
      title: pinned ? 'Pin saved on this device' : 'Pin removal saved on this device',
      description: reachable ? 'It will be sent shortly.' : "It will be sent when you're back online.",
    };
  }
  if (outcome === 'sent' || outcome === 'cancelled') {
    return pinned ? { title: 'Photo pinned', description: `${pinned}.` } : { title: 'Pin removed', description: 'The photo is no longer pinned on a plan.' };
  }
  return null;
}

export const PIN_FAILED = 'The pin could not be saved.';
export const UNPIN_FAILED = 'The pin could not be removed.';

/** 'Pin 3 on Site Map'; a plan this device does not know yet is 'a plan'. */
export function pinTitle(number: number, planName: string | null): string {
  return `Pin ${number} on ${planName ?? 'a plan'}`;
}
