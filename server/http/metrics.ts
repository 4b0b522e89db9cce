import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsAccessCheck } from './metrics-access';

export const METRICS_PATH = '/metrics';

/** The route label of requests no route matched (unknown paths would make the labels unbounded). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of the built client's files: their hashed names change with every build. */
export const CLIENT_FILE_ROUTE = 'static';

/** Jobs per queue right now, as the job runner reports them (read at scrape time). */
export interface JobStatsSource {
  stats(): Promise<{ queue: string; queued: number; active: number; failed: number }[]>;
}

export interface MetricsOptions {
  /** This app's registry: a fresh one per app, so that apps built in one process do not collide. */
  registry: Registry;
  /** METRICS_TOKEN: when set, /metrics needs it as a bearer token; unset, loopback callers only. */
  token: string | undefined;
  /** The database pool's clients, read at scrape time. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  jobs?: JobStatsSource;
}

// From an autosave on the embedded database (a few ms) to a large report or upload (tens of s).
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let sharedProcessRegistry: Registry | undefined;

/**
 * prom-client's default metrics (memory, CPU, event loop lag, GC) describe the process, not an
 * app, and start monitors that are never stopped: made once per process, shared by its apps.
 */
function processMetrics(): Registry {
  if (!sharedProcessRegistry) {
    sharedProcessRegistry = new Registry();
    collectDefaultMetrics({ register: sharedProcessRegistry, prefix: 'riser_' });
  }
  return sharedProcessRegistry;
}

/**
 * GET /metrics in Prometheus' text format, and the request counter and latency histogram that
 * every other route feeds. Register before the routes, so that its hook sees them all.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const { registry } = options;
  // Started now, not at the first scrape, so that the first scrape has event loop samples.
  const processRegistry = processMetrics();
  const requests = new Counter({
    name: 'riser_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'riser_http_request_duration_seconds',
    help: 'Time from routing a request to the end of its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });

  // The hot path: one labels object and prom-client's own work. The clock is Fastify's, started
  // when the request is routed (before every onRequest hook), so no hook stamps a start time.
  app.addHook('onResponse', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    // @fastify/static gives each file's route a `config.file` (server/http/client-app.ts).
    const route = url === undefined ? UNMATCHED_ROUTE : 'file' in config ? CLIENT_FILE_ROUTE : url;
    if (route !== METRICS_PATH) {
      const labels = { method: request.method, route, status_code: reply.statusCode };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });

  if (options.poolStats) registerPoolGauges(registry, options.poolStats);
  if (options.jobs) registerJobGauges(registry, options.jobs, app.log);

  const authorize = metricsAccessCheck(options.token);
  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    authorize(request);
    const [processText, appText] = await Promise.all([processRegistry.metrics(), registry.metrics()]);
    void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return `${processText}\n${appText}`;
  });
}

function registerPoolGauges(registry: Registry, poolStats: NonNullable<MetricsOptions['poolStats']>) {
  const gauges = [
    ['riser_db_pool_clients', 'Database connections the pool holds open.', 'total'],
    ['riser_db_pool_idle_clients', 'Open database connections no query is using.', 'idle'],
    ['riser_db_pool_waiting_requests', 'Queries waiting for a connection because all are busy.', 'waiting'],
  ] as const;
  for (const [name, help, field] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(poolStats()[field]);
      },
    });
  }
}

function registerJobGauges(registry: Registry, jobs: JobStatsSource, log: FastifyBaseLogger) {
  // The three gauges are collected together: one stats() call serves them all.
  let inFlight: ReturnType<JobStatsSource['stats']> | undefined;
  const readStats = () =>
    (inFlight ??= jobs
      .stats()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'job queue statistics unavailable for /metrics');
        return [];
      })
      .finally(() => {
        inFlight = undefined;
      }));
  const gauges = [
    ['riser_jobs_queued', 'Jobs waiting to run, by queue.', 'queued'],
    ['riser_jobs_active', 'Jobs running now, by queue.', 'active'],
    ['riser_jobs_failed', 'Jobs that failed with no retry left (kept until deleted), by queue.', 'failed'],
  ] as const;
  for (const [name, help, field] of gauges) {
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const rows = await readStats();
        // A queue that is gone leaves no stale series; when stats failed, none at all.
        this.reset();
        for (const row of rows) this.set({ queue: row.queue }, row[field]);
      },
    });
  }
}
