import { describe, expect, it } from 'vitest';
import type { DeviceReport } from '../../common/schemas/devices';
import { DeviceReporter, deviceId, deviceLabel, summarizeOutbox } from './device-report';
import type { OutboxEntry } from './offline-db';

const entry = (createdAt: number, target: OutboxEntry['target']): OutboxEntry =>
  ({ id: `e${createdAt}`, owner: 'u', method: 'PATCH', path: '/x', blobIds: [], target, action: 'update', summary: '', state: 'pending', attempts: 0, notBefore: 0, createdAt, updatedAt: createdAt, size: 0 }) as OutboxEntry;

describe('deviceLabel', () => {
  it('names the browser and the platform', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe('Edge on Windows');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox on Mac');
    expect(deviceLabel('curl/8')).toBe('Browser');
  });
});

describe('deviceId', () => {
  it('is made once and kept', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    const first = deviceId(storage, () => 'abc-1');
    expect(deviceId(storage, () => 'other')).toBe(first);
    expect(first).toBe('abc-1');
  });
});

describe('summarizeOutbox', () => {
  it('counts entries, dates the oldest and names their projects', () => {
    const report = summarizeOutbox([entry(2000, { type: 'survey', id: 's1', parentId: 'p1' }), entry(1000, { type: 'project', id: 'p2' })], 'Chrome on Android');
    expect(report).toEqual({ label: 'Chrome on Android', pending: 2, oldestPendingAt: new Date(1000).toISOString(), projectIds: ['p1', 'p2'] });
  });
  it('leaves the projects out when an entry does not name its own (they count for every project)', () => {
    const report = summarizeOutbox([entry(1, { type: 'photo', id: 'ph', parentId: 's1' })], 'x');
    expect(report.projectIds).toBeUndefined();
    expect(summarizeOutbox([], 'x')).toMatchObject({ pending: 0, oldestPendingAt: null });
  });
});

describe('DeviceReporter', () => {
  function setup() {
    let clock = 0;
    const sent: DeviceReport[] = [];
    const timers: { run: () => void; at: number }[] = [];
    const reporter = new DeviceReporter({
      send: async (report) => void sent.push(report),
      now: () => clock,
      intervalMs: 10_000,
      setTimer: (run, ms) => {
        const timer = { run, at: clock + ms };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
    });
    const advance = async (ms: number) => {
      clock += ms;
      for (const timer of timers.filter((t) => t.at <= clock)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await Promise.resolve();
    };
    return { reporter, sent, advance };
  }
  const report = (pending: number): DeviceReport => ({ label: 'x', pending, oldestPendingAt: pending ? new Date(0).toISOString() : null });

  it('reports changes at most every interval, the latest state winning', async () => {
    const { reporter, sent, advance } = setup();
    reporter.changed(report(1));
    await advance(0);
    reporter.changed(report(2));
    reporter.changed(report(3));
    await advance(5_000);
    expect(sent.map((r) => r.pending)).toEqual([1]);
    await advance(5_000);
    expect(sent.map((r) => r.pending)).toEqual([1, 3]);
  });

  it('reports at once when a flush empties the outbox', async () => {
    const { reporter, sent, advance } = setup();
    reporter.changed(report(4));
    await advance(1_000);
    reporter.changed(report(0));
    await advance(0);
    expect(sent.map((r) => r.pending)).toEqual([4, 0]);
  });

  it('does not repeat an unchanged outbox, but a sync reports it', async () => {
    const { reporter, sent, advance } = setup();
    reporter.changed(report(2));
    await advance(20_000);
    reporter.changed(report(2));
    await advance(20_000);
    expect(sent).toHaveLength(1);
    reporter.synced(report(2));
    await advance(0);
    expect(sent).toHaveLength(2);
  });
});
