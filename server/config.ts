import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../common/schemas/users';
import type { S3BlobStoreOptions } from './blobs/s3-blob-store';

// Every setting Riser reads, validated once at start (DESIGN §2). The README lists them all.
const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Where the built client is served from; tests point it at their own build.
  CLIENT_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // Deployments that migrate as a step of their own (npm run migrate) turn this off.
  MIGRATE_ON_START: Bool.default(true),
  // PostgreSQL refuses to run as root: a root server runs the embedded one as this system user.
  EMBEDDED_POSTGRES_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_-]{0,31}$/, { error: 'must be a system user name (lower-case letters, digits, _ and -)' })
    .default('postgres'),
  ROOT_EMAIL: z.string().regex(EMAIL_PATTERN, { error: 'must be an email address' }).optional(),
  ROOT_PASSWORD: z.string().min(6, { error: 'must be at least 6 characters long' }).optional(),
  ALLOW_SIGNUP: Bool.default(false),
  MAX_UPLOAD_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be greater than 0' })
    .max(1024, { error: 'must be at most 1024' })
    .default(25),
  // A request body must gain 2 KiB per this many seconds or its connection is closed (DESIGN §12).
  UPLOAD_STALL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be greater than 0' })
    .max(3600, { error: 'must be at most 3600' })
    .default(20),
  TRUST_PROXY: Bool.default(false),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOGIN_MAX_FAILURES: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(5),
  // Blobs go to an S3-compatible bucket when S3_BUCKET is set, else under DATA_DIR/blobs.
  S3_BUCKET: z.string().min(3, { error: 'must be a bucket name' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be a URL such as http://127.0.0.1:9000' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Bool.default(false),
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9/_-]*$/, { error: 'may hold letters, digits, /, _ and - only' }).optional(),
  SESSION_TTL_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .positive({ error: 'must be greater than 0' })
    .default(30),
  INVITE_TTL_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .positive({ error: 'must be greater than 0' })
    .max(365, { error: 'must be at most 365' })
    .default(7),
  // The orphan sweep (server/maintenance): how often, and how old a file must be to be touched.
  SWEEP_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .positive({ error: 'must be greater than 0' })
    .max(10_080, { error: 'must be at most 10080 (a week)' })
    .default(60),
  SWEEP_GRACE_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .positive({ error: 'must be greater than 0' })
    .default(60),
  // When set, /metrics answers only `Authorization: Bearer <token>`; unset, only loopback callers.
  // How many survey changes (autosaves) this server runs in the database at once; the rest wait
  // their turn here, so that reads and uploads never queue behind a crowd of them (DESIGN §13).
  AUTOSAVE_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .optional(),
  // Webhooks may call loopback, private and link-local addresses (a Riser on a LAN calling the
  // office's own systems); off, the server never calls internal addresses for a company admin.
  WEBHOOK_PRIVATE_URLS: Bool.default(false),
  // Webhook attempts under way at once on a server, and of those at most this many for one
  // company: a company whose receivers stall holds its share, never the whole pool (DESIGN §14).
  WEBHOOK_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(8),
  WEBHOOK_COMPANY_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(2),
  // How long a queued autosave waits, at most, for the API reads under way before it starts (0: not at all).
  READS_FIRST_WAIT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(10_000, { error: 'must be at most 10000' })
    .default(25),
  // Load that sheds instead of stalling (DESIGN §14): the API requests a process works on at once
  // (autosaves, uploads and heavy downloads apart), and how many may wait per company in each line
  // (requests, autosaves) and for how long; past either, 503 SERVER_BUSY with Retry-After.
  REQUEST_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000, { error: 'must be at most 1000' })
    .default(8),
  QUEUE_MAX: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(100_000, { error: 'must be at most 100000' })
    .default(500),
  QUEUE_WAIT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(60_000, { error: 'must be at most 60000' })
    .default(2_000),
  // Every request is answered within this (then 503); uploads and heavy downloads apart (server/http/deadline.ts).
  REQUEST_DEADLINE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number' })
    .min(100, { error: 'must be at least 100' })
    .max(600_000, { error: 'must be at most 600000' })
    .default(10_000),
  // How long a request waits, at most, for one of the process's database connections, a new one's
  // connecting included (then 503): longer than QUEUE_WAIT_MS, as a slow machine connects slowly.
  DB_POOL_WAIT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(60_000, { error: 'must be at most 60000' })
    .default(5_000),
  // Heavy outputs (report, PDF, photo ZIP, spreadsheets) running at once per user and per process; past them, 429.
  HEAVY_DOWNLOADS_PER_USER: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(2),
  HEAVY_DOWNLOADS_PER_SERVER: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000, { error: 'must be at most 1000' })
    .default(4),
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters long' })
    .regex(/^[\x21-\x7e]+$/, { error: 'may hold printable ASCII characters only, no spaces' })
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  clientDir: string | undefined;
  databaseUrl: string | undefined;
  /** Apply pending migrations at start (else they must have been applied by `npm run migrate`). */
  migrateOnStart: boolean;
  /** The system user the embedded PostgreSQL runs as when Riser runs as root. */
  embeddedPostgresUser: string;
  rootEmail: string | undefined;
  rootPassword: string | undefined;
  allowSignup: boolean;
  maxUploadBytes: number;
  /** A request body slower than 2 KiB per this window is cut off (server/http/stall-guard.ts). */
  uploadStallMs: number;
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  loginMaxFailures: number;
  sessionTtlMs: number;
  /** How long an invitation link stays valid (DESIGN §10). */
  inviteTtlMs: number;
  /** How often each server runs the orphan sweep (the blob part runs on one server per interval). */
  sweepIntervalMs: number;
  /** Unreferenced files younger than this are left alone: an upload may still be writing them. */
  sweepGraceMs: number;
  /** Set when blobs live in an S3-compatible bucket. */
  s3: S3BlobStoreOptions | undefined;
  /** Survey changes run in the database at once; default: the machine's cores, at least 2. */
  autosaveConcurrency: number;
  readsFirstWaitMs: number;
  /** API requests worked on at once (server/http/admission.ts). */
  requestConcurrency: number;
  /** Per company, how many may wait in a line (requests, autosaves), and for how long, before 503 SERVER_BUSY. */
  queueMax: number;
  queueWaitMs: number;
  /** Every request is answered within this (uploads and heavy downloads apart), else 503 SERVER_BUSY. */
  requestDeadlineMs: number;
  /** How long a request waits for a database connection before 503 SERVER_BUSY. */
  dbPoolWaitMs: number;
  /** Heavy outputs at once per user and per process (server/http/heavy-outputs.ts). */
  heavyDownloadsPerUser: number;
  heavyDownloadsPerServer: number;
  webhookPrivateUrls: boolean;
  /** Webhook attempts under way at once on this server (WEBHOOK_CONCURRENCY). */
  webhookConcurrency: number;
  /** Of those, at most this many for one company (WEBHOOK_COMPANY_CONCURRENCY, at most WEBHOOK_CONCURRENCY). */
  webhookCompanyConcurrency: number;
  /** The bearer token /metrics requires; when unset it answers loopback callers only. */
  metricsToken: string | undefined;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Reads settings from an environment; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const cleaned = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return `${key}=${JSON.stringify(cleaned[key] ?? '')}: ${issue.message}`;
      }),
    };
  }
  const e = parsed.data;
  if (e.WEBHOOK_COMPANY_CONCURRENCY > e.WEBHOOK_CONCURRENCY) {
    return { ok: false, errors: [`WEBHOOK_COMPANY_CONCURRENCY=${JSON.stringify(String(e.WEBHOOK_COMPANY_CONCURRENCY))}: must be at most WEBHOOK_CONCURRENCY (${e.WEBHOOK_CONCURRENCY})`] };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    return {
      ok: false,
      errors: ['S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: set both or neither (neither uses the AWS default credentials)'],
    };
  }
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(e.DATA_DIR),
      clientDir: e.CLIENT_DIR === undefined ? undefined : path.resolve(e.CLIENT_DIR),
      databaseUrl: e.DATABASE_URL,
      migrateOnStart: e.MIGRATE_ON_START,
      embeddedPostgresUser: e.EMBEDDED_POSTGRES_USER,
      rootEmail: e.ROOT_EMAIL?.toLowerCase(),
      rootPassword: e.ROOT_PASSWORD,
      allowSignup: e.ALLOW_SIGNUP,
      maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
      uploadStallMs: Math.round(e.UPLOAD_STALL_SECONDS * 1000),
      trustProxy: e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      inviteTtlMs: e.INVITE_TTL_DAYS * 24 * 60 * 60 * 1000,
      sweepIntervalMs: Math.round(e.SWEEP_INTERVAL_MINUTES * 60 * 1000),
      sweepGraceMs: Math.round(e.SWEEP_GRACE_MINUTES * 60 * 1000),
      autosaveConcurrency: e.AUTOSAVE_CONCURRENCY ?? Math.max(2, os.availableParallelism()),
      readsFirstWaitMs: e.READS_FIRST_WAIT_MS,
      requestConcurrency: e.REQUEST_CONCURRENCY,
      queueMax: e.QUEUE_MAX,
      queueWaitMs: e.QUEUE_WAIT_MS,
      requestDeadlineMs: e.REQUEST_DEADLINE_MS,
      dbPoolWaitMs: e.DB_POOL_WAIT_MS,
      heavyDownloadsPerUser: e.HEAVY_DOWNLOADS_PER_USER,
      heavyDownloadsPerServer: e.HEAVY_DOWNLOADS_PER_SERVER,
      webhookPrivateUrls: e.WEBHOOK_PRIVATE_URLS,
      webhookConcurrency: e.WEBHOOK_CONCURRENCY,
      webhookCompanyConcurrency: e.WEBHOOK_COMPANY_CONCURRENCY,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            prefix: e.S3_PREFIX,
          }
        : undefined,
      metricsToken: e.METRICS_TOKEN,
    },
  };
}
