import { HandoffBlockers, type HandoffDevice, type HandoffLocation } from '../../../../common/schemas/review';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import { isApiError } from '../../../lib/api-client';

// The project handoff check (DESIGN §16, issue 27): a project is completed only when every
// location is approved and no device holds unsent changes, unless an admin forces it.

/** What keeps the project from being handed over, from a 409 HANDOFF_BLOCKED; null for any other error. */
export function handoffBlockers(error: unknown): HandoffBlockers | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'HANDOFF_BLOCKED') return null;
  const parsed = HandoffBlockers.safeParse(error.details);
  return parsed.success ? parsed.data : { locations: [], devices: [] };
}

/** Whether the edit asks to complete a project that is not completed yet (the check runs then). */
export const completesProject = (before: string, after: string) => after === 'completed' && before !== 'completed';

export function blockedLocationName(location: HandoffLocation): string {
  return location.instanceName?.trim() || LOCATION_TYPE_INFO[location.locationType].tileTitle;
}

/** Why a location is not ready, in the office's words. */
export function blockedLocationReason(location: HandoffLocation): string {
  if (!location.isCompleted) return location.reviewState === 'returned' ? 'Returned, not completed again' : 'Not completed';
  return location.reviewState === 'pending' || location.reviewState === null ? 'Waiting for review' : 'Not approved';
}

export function deviceSummary(device: HandoffDevice): string {
  return `${device.userName} · ${device.label} · ${device.pending} unsent change${device.pending === 1 ? '' : 's'}`;
}
