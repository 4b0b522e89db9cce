import { liveQuery } from 'dexie';
import { apiRequest } from '../lib/api-client';
import { connectivity } from './connectivity';
import { DeviceReporter, deviceId, deviceLabel, summarizeOutbox } from './device-report';
import { offlineSync } from './offline-sync';

/**
 * Reports this device's unsent changes for the signed-in user: when the engine syncs and when
 * the outbox changes while the server is reachable. Returns the stop.
 */
export function startDeviceReports(owner: string): () => void {
  const { outbox, engine } = offlineSync();
  const reach = connectivity();
  const id = deviceId();
  const label = deviceLabel(navigator.userAgent);
  const reporter = new DeviceReporter({
    send: (report) => apiRequest('PUT', `/api/me/devices/${encodeURIComponent(id)}`, report, { timeoutMs: 15_000 }),
  });
  const read = async () => summarizeOutbox(await outbox.list(owner), label);
  const outboxWatch = liveQuery(read).subscribe({
    next: (report) => {
      if (reach.isReachable()) reporter.changed(report);
    },
  });
  let lastSyncAt = engine.getStatus().lastSyncAt;
  const stopEngine = engine.subscribe(() => {
    const now = engine.getStatus().lastSyncAt;
    if (now === lastSyncAt) return;
    lastSyncAt = now;
    void read().then((report) => reporter.synced(report));
  });
  // Back online: what changed meanwhile is told now.
  const stopReach = reach.subscribe((reachable) => {
    if (reachable) void read().then((report) => reporter.synced(report));
  });
  return () => {
    outboxWatch.unsubscribe();
    stopEngine();
    stopReach();
    reporter.stop();
  };
}
