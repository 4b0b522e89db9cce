import { onlineManager } from '@tanstack/react-query';
import { apiRequest, isNotReached, onServerReach, type NotReachedReason, type Reach } from '../lib/api-client';

// Whether the server can be reached. navigator.onLine only knows about the device's own link: a
// basement with one bar, a captive portal or a dead access point all look "online". So every
// request reports whether the server's own answer came back (and if not, why), and while none
// does the server is asked now and then (GET /healthz) until it answers again. Reads pause
// meanwhile (TanStack's onlineManager), showing what was saved, and resume by themselves.

type Listener = (reachable: boolean) => void;

/** Checks of /healthz time out sooner than other requests: it answers at once when it answers. */
const PROBE_TIMEOUT_MS = 10_000;

const PROBE_DELAYS_MS = [3000, 5000, 10_000, 20_000, 30_000];

export class Connectivity {
  private reachable: boolean;
  /** Why the server is not reached, while it is not. */
  private reason: NotReachedReason | null;
  private readonly listeners = new Set<Listener>();
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private probes = 0;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly probe: () => Promise<unknown> = () => apiRequest('GET', '/healthz', undefined, { timeoutMs: PROBE_TIMEOUT_MS })) {
    this.reachable = typeof navigator === 'undefined' ? true : navigator.onLine;
    this.reason = this.reachable ? null : 'offline';
  }

  /** Follows requests and the browser's own online/offline events. */
  start() {
    this.stops.push(onServerReach((reach) => this.set(reach)));
    if (typeof window !== 'undefined') {
      const onOffline = () => this.set('offline');
      const onOnline = () => void this.check();
      const onVisible = () => {
        if (document.visibilityState === 'visible' && !this.reachable) void this.check();
      };
      window.addEventListener('offline', onOffline);
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
      this.stops.push(() => {
        window.removeEventListener('offline', onOffline);
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
      });
    }
    if (!this.reachable) this.scheduleProbe();
  }

  stop() {
    this.stops.splice(0).forEach((stop) => stop());
    clearTimeout(this.probeTimer);
  }

  isReachable = (): boolean => this.reachable;

  /** Why the server is not reached (null while it is): no connection, a network that leads nowhere, or silence. */
  notReachedReason = (): NotReachedReason | null => this.reason;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Asks the server now; the answer (or its absence) updates the state. */
  async check(): Promise<boolean> {
    try {
      await this.probe();
      this.set('answered');
    } catch (error) {
      // onServerReach has already said why for a request that got no answer of the server's.
      if (this.reachable) this.set(isNotReached(error) ? error.reason : 'offline');
    }
    return this.reachable;
  }

  private set(reach: Reach) {
    const reachable = reach === 'answered';
    if (reachable) {
      clearTimeout(this.probeTimer);
      this.probeTimer = undefined;
      this.probes = 0;
    } else if (this.probeTimer === undefined) {
      this.scheduleProbe();
    }
    const reason = reachable ? null : reach;
    if (reachable === this.reachable && reason === this.reason) return;
    this.reachable = reachable;
    this.reason = reason;
    onlineManager.setOnline(reachable);
    this.listeners.forEach((listener) => listener(reachable));
  }

  private scheduleProbe() {
    const delay = PROBE_DELAYS_MS[Math.min(this.probes, PROBE_DELAYS_MS.length - 1)]!;
    this.probes += 1;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = undefined;
      void this.check().then((reachable) => {
        if (!reachable && this.probeTimer === undefined) this.scheduleProbe();
      });
    }, delay);
  }
}

let shared: Connectivity | undefined;

/** The app's connectivity, started once. */
export function connectivity(): Connectivity {
  if (!shared) {
    shared = new Connectivity();
    shared.start();
  }
  return shared;
}
