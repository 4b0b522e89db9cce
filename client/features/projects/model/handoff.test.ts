import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { blockedLocationName, blockedLocationReason, completesProject, deviceSummary, handoffBlockers } from './handoff';

const device = { deviceId: 'd1', label: 'Chrome on Android', userId: '00000000-0000-4000-8000-000000000001', userName: 'Sam Surveyor', pending: 3, oldestPendingAt: null, lastSeenAt: '2026-01-01T00:00:00.000Z' };

describe('handoff check', () => {
  it('reads the blockers of a 409 HANDOFF_BLOCKED and nothing else', () => {
    const blocked = new ApiError(409, 'x', { code: 'HANDOFF_BLOCKED', message: 'Not ready', details: { locations: [], devices: [device] } });
    expect(handoffBlockers(blocked)?.devices[0]?.label).toBe('Chrome on Android');
    expect(handoffBlockers(new ApiError(409, 'x', { code: 'CONFLICT', message: 'x' }))).toBeNull();
    expect(handoffBlockers(new Error('x'))).toBeNull();
  });

  it('runs only when the status moves to completed', () => {
    expect(completesProject('in-progress', 'completed')).toBe(true);
    expect(completesProject('completed', 'completed')).toBe(false);
    expect(completesProject('in-progress', 'on-hold')).toBe(false);
  });

  it('names what is left', () => {
    const base = { id: 'x', instanceName: null, locationType: 'mdf' as const };
    expect(blockedLocationName(base as never)).toBe('MDF');
    expect(blockedLocationReason({ ...base, isCompleted: false, reviewState: null })).toBe('Not completed');
    expect(blockedLocationReason({ ...base, isCompleted: false, reviewState: 'returned' })).toBe('Returned, not completed again');
    expect(blockedLocationReason({ ...base, isCompleted: true, reviewState: 'pending' })).toBe('Waiting for review');
    expect(deviceSummary(device)).toBe('Sam Surveyor · Chrome on Android · 3 unsent changes');
  });
});
