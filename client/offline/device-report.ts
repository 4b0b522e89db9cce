import type { DeviceReport } from '../../common/schemas/devices';
import type { OutboxEntry } from './offline-db';

// Device reports (DESIGN §16, issue 27): the sync engine tells the server how many changes this
// device holds unsent, so that the office sees before handing a project over that a phone still
// holds work. Reported when the engine syncs and when the outbox changes while online, at most
// every REPORT_INTERVAL_MS, and at once when a flush empties the outbox (the office waits for that).

export const REPORT_INTERVAL_MS = 10_000;
const DEVICE_ID_KEY = 'riser.deviceId';

/** "Chrome on Android", "Safari on iPhone": what the office reads in the handoff check. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent;
  const platform = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  // Order matters: Edge and Opera say Chrome too, Chrome says Safari, iOS browsers say Safari.
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS/.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS/.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  if (browser && platform) return `${browser} on ${platform}`;
  return browser ?? platform ?? 'Browser';
}

/** This device's id, made once and kept: the server keeps one row per device. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage, make: () => string = () => crypto.randomUUID()): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known && /^[A-Za-z0-9._-]{1,100}$/.test(known)) return known;
  const made = make();
  storage.setItem(DEVICE_ID_KEY, made);
  return made;
}

/** The project an entry's change is about, when the entry says it. */
function projectOf(entry: OutboxEntry): string | null {
  if (entry.target.type === 'project') return entry.target.id;
  if (entry.target.type === 'survey') return entry.target.parentId ?? null;
  return null;
}

/**
 * What the outbox holds, as the server takes it. `projectIds` only when every entry names its
 * project: otherwise the unsent changes count for every project (safer than missing one).
 */
export function summarizeOutbox(entries: readonly OutboxEntry[], label: string): DeviceReport {
  const oldest = entries.reduce<number | null>((min, entry) => (min === null || entry.createdAt < min ? entry.createdAt : min), null);
  const projects = entries.map(projectOf);
  const report: DeviceReport = {
    label,
    pending: entries.length,
    oldestPendingAt: oldest === null ? null : new Date(oldest).toISOString(),
  };
  if (projects.every((id): id is string => id !== null)) report.projectIds = [...new Set(projects)].slice(0, 500);
  return report;
}

const sameReport = (a: DeviceReport, b: DeviceReport) =>
  a.pending === b.pending && a.oldestPendingAt === b.oldestPendingAt && a.label === b.label && (a.projectIds ?? []).join() === (b.projectIds ?? []).join();

export interface DeviceReporterOptions {
  send: (report: DeviceReport) => Promise<void>;
  now?: () => number;
  intervalMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Decides when to report: a changed outbox at most every interval (the latest state wins), an
 * outbox just emptied at once, a sync even when nothing changed (the office sees it was seen).
 * A report that fails is tried with the next change or sync.
 */
export class DeviceReporter {
  private lastSent: DeviceReport | null = null;
  private lastSentAt = -Infinity;
  private latest: DeviceReport | null = null;
  private timer: unknown = null;
  private sending = false;
  private readonly now: () => number;
  private readonly intervalMs: number;
  private readonly setTimer: NonNullable<DeviceReporterOptions['setTimer']>;
  private readonly clearTimer: NonNullable<DeviceReporterOptions['clearTimer']>;

  constructor(private readonly options: DeviceReporterOptions) {
    this.now = options.now ?? Date.now;
    this.intervalMs = options.intervalMs ?? REPORT_INTERVAL_MS;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** The outbox changed (while online). */
  changed(report: DeviceReport) {
    this.latest = report;
    if (this.lastSent && sameReport(this.lastSent, report)) return;
    const emptied = report.pending === 0 && (this.lastSent?.pending ?? 0) > 0;
    this.schedule(emptied);
  }

  /** The engine synced: report even an unchanged outbox, within the interval. */
  synced(report: DeviceReport) {
    this.latest = report;
    const emptied = report.pending === 0 && (this.lastSent?.pending ?? 0) > 0;
    this.schedule(emptied);
  }

  stop() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private schedule(atOnce: boolean) {
    const wait = atOnce ? 0 : Math.max(0, this.lastSentAt + this.intervalMs - this.now());
    if (wait === 0) {
      this.stop();
      void this.flush();
      return;
    }
    if (this.timer === null) {
      this.timer = this.setTimer(() => {
        this.timer = null;
        void this.flush();
      }, wait);
    }
  }

  private async flush() {
    const report = this.latest;
    if (!report || this.sending) return;
    this.sending = true;
    this.lastSentAt = this.now();
    try {
      await this.options.send(report);
      this.lastSent = report;
    } catch {
      // Not reached or refused: the next change or sync tries again.
    } finally {
      this.sending = false;
    }
    // Something changed while this one was on its way.
    if (this.latest !== report && this.latest && !(this.lastSent && sameReport(this.lastSent, this.latest))) this.schedule(this.latest.pending === 0);
  }
}
