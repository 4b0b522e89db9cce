import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a new user', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      allowSignup: false,
      maxUploadBytes: 25 * 1024 * 1024,
      trustProxy: false,
      logLevel: 'info',
      loginMaxFailures: 5,
    });
  });

  it('reads every setting', () => {
    const result = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/riser',
      DATABASE_URL: 'postgres://riser@db:5432/riser',
      ROOT_EMAIL: 'Boss@Example.com',
      ROOT_PASSWORD: 'hunter22',
      ALLOW_SIGNUP: 'true',
      MAX_UPLOAD_MB: '10',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        port: 8080,
        host: '127.0.0.1',
        dataDir: '/var/lib/riser',
        databaseUrl: 'postgres://riser@db:5432/riser',
        rootEmail: 'boss@example.com',
        rootPassword: 'hunter22',
        allowSignup: true,
        maxUploadBytes: 10 * 1024 * 1024,
        trustProxy: true,
        logLevel: 'warn',
      }),
    });
  });

  it('gives one clear line per bad value', () => {
    const result = loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      ROOT_EMAIL: 'not an email',
      ROOT_PASSWORD: '123',
      ALLOW_SIGNUP: 'maybe',
      MAX_UPLOAD_MB: '-1',
      LOG_LEVEL: 'loud',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(7);
    expect(result.errors).toContain('PORT="eighty": must be a port number');
    expect(result.errors).toContain('ALLOW_SIGNUP="maybe": must be true or false');
    expect(result.errors.find((l) => l.startsWith('ROOT_PASSWORD'))).toContain('at least 6 characters');
    expect(result.errors.find((l) => l.startsWith('LOG_LEVEL'))).toContain('must be one of');
  });

  it('keeps invitations 7 days unless INVITE_TTL_DAYS says otherwise, and refuses a bad value', () => {
    const day = 24 * 60 * 60 * 1000;
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.inviteTtlMs).toBe(7 * day);
    const set = loadConfig({ INVITE_TTL_DAYS: '2.5' });
    expect(set.ok && set.config.inviteTtlMs).toBe(2.5 * day);
    for (const bad of ['0', '-3', 'soon', '400']) {
      const result = loadConfig({ INVITE_TTL_DAYS: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatch(/^INVITE_TTL_DAYS=/);
    }
  });

  it('sweeps hourly with an hour of grace unless told otherwise; fractions allowed, bad values refused', () => {
    const minute = 60 * 1000;
    const byDefault = loadConfig({});
    expect(byDefault.ok && [byDefault.config.sweepIntervalMs, byDefault.config.sweepGraceMs]).toEqual([60 * minute, 60 * minute]);
    const set = loadConfig({ SWEEP_INTERVAL_MINUTES: '15', SWEEP_GRACE_MINUTES: '0.05' });
    expect(set.ok && [set.config.sweepIntervalMs, set.config.sweepGraceMs]).toEqual([15 * minute, 3000]);
    for (const [key, bad] of [
      ['SWEEP_INTERVAL_MINUTES', '0'],
      ['SWEEP_INTERVAL_MINUTES', 'hourly'],
      ['SWEEP_INTERVAL_MINUTES', '20000'],
      ['SWEEP_GRACE_MINUTES', '-1'],
      ['SWEEP_GRACE_MINUTES', 'an hour'],
    ] as const) {
      const result = loadConfig({ [key]: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^${key}="${bad}": must be`))]);
    }
  });

  it('runs as many autosaves at once as the machine has cores (at least 2) unless AUTOSAVE_CONCURRENCY says otherwise', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.autosaveConcurrency).toBe(Math.max(2, os.availableParallelism()));
    const set = loadConfig({ AUTOSAVE_CONCURRENCY: '8' });
    expect(set.ok && set.config.autosaveConcurrency).toBe(8);
    for (const bad of ['0', '2.5', 'many', '1000']) {
      const result = loadConfig({ AUTOSAVE_CONCURRENCY: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^AUTOSAVE_CONCURRENCY="${bad}": must be`))]);
    }
  });

  it('runs 8 webhook attempts at once, at most 2 of one company, unless WEBHOOK_CONCURRENCY / WEBHOOK_COMPANY_CONCURRENCY say otherwise', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && [byDefault.config.webhookConcurrency, byDefault.config.webhookCompanyConcurrency]).toEqual([8, 2]);
    const set = loadConfig({ WEBHOOK_CONCURRENCY: '16', WEBHOOK_COMPANY_CONCURRENCY: '4' });
    expect(set.ok && [set.config.webhookConcurrency, set.config.webhookCompanyConcurrency]).toEqual([16, 4]);
    for (const key of ['WEBHOOK_CONCURRENCY', 'WEBHOOK_COMPANY_CONCURRENCY']) {
      for (const bad of ['0', '2.5', 'many', '1000']) {
        const result = loadConfig({ [key]: bad });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^${key}="${bad}": must be`))]);
      }
    }
    const more = loadConfig({ WEBHOOK_CONCURRENCY: '2', WEBHOOK_COMPANY_CONCURRENCY: '3' });
    expect(more.ok ? [] : more.errors).toEqual(['WEBHOOK_COMPANY_CONCURRENCY="3": must be at most WEBHOOK_CONCURRENCY (2)']);
  });

  it('holds a queued autosave back up to 25 ms for the reads under way unless READS_FIRST_WAIT_MS says otherwise', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.readsFirstWaitMs).toBe(25);
    const off = loadConfig({ READS_FIRST_WAIT_MS: '0' });
    expect(off.ok && off.config.readsFirstWaitMs).toBe(0);
    for (const bad of ['-1', '2.5', 'soon', '20000']) {
      const result = loadConfig({ READS_FIRST_WAIT_MS: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^READS_FIRST_WAIT_MS="${bad}": must be`))]);
    }
  });

  it('works on 8 requests at once, sheds past 500 waiting per company or 2 s in a line, past 5 s waiting for a connection and past 10 s in all, unless set otherwise (issue 23)', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config).toMatchObject({ requestConcurrency: 8, queueMax: 500, queueWaitMs: 2_000, dbPoolWaitMs: 5_000, requestDeadlineMs: 10_000 });
    const set = loadConfig({ REQUEST_CONCURRENCY: '32', QUEUE_MAX: '0', QUEUE_WAIT_MS: '250', DB_POOL_WAIT_MS: '1500', REQUEST_DEADLINE_MS: '5000' });
    expect(set.ok && set.config).toMatchObject({ requestConcurrency: 32, queueMax: 0, queueWaitMs: 250, dbPoolWaitMs: 1_500, requestDeadlineMs: 5_000 });
    for (const [key, bad] of [
      ['REQUEST_CONCURRENCY', '0'],
      ['REQUEST_CONCURRENCY', 'many'],
      ['REQUEST_CONCURRENCY', '5000'],
      ['QUEUE_MAX', '-1'],
      ['QUEUE_MAX', 'lots'],
      ['QUEUE_MAX', '2.5'],
      ['QUEUE_WAIT_MS', '0'],
      ['QUEUE_WAIT_MS', '90000'],
      ['QUEUE_WAIT_MS', 'soon'],
      ['DB_POOL_WAIT_MS', '0'],
      ['DB_POOL_WAIT_MS', '1.5'],
      ['DB_POOL_WAIT_MS', '90000'],
      ['REQUEST_DEADLINE_MS', '50'],
      ['REQUEST_DEADLINE_MS', 'a minute'],
      ['REQUEST_DEADLINE_MS', '1000000'],
    ] as const) {
      const result = loadConfig({ [key]: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^${key}="${bad}": must be`))]);
    }
  });

  it('runs 2 heavy downloads at once per user and 4 per server unless HEAVY_DOWNLOADS_PER_USER / _PER_SERVER say otherwise (issue 23)', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config).toMatchObject({ heavyDownloadsPerUser: 2, heavyDownloadsPerServer: 4 });
    const set = loadConfig({ HEAVY_DOWNLOADS_PER_USER: '1', HEAVY_DOWNLOADS_PER_SERVER: '16' });
    expect(set.ok && set.config).toMatchObject({ heavyDownloadsPerUser: 1, heavyDownloadsPerServer: 16 });
    for (const [key, bad] of [
      ['HEAVY_DOWNLOADS_PER_USER', '0'],
      ['HEAVY_DOWNLOADS_PER_USER', 'two'],
      ['HEAVY_DOWNLOADS_PER_USER', '1.5'],
      ['HEAVY_DOWNLOADS_PER_SERVER', '0'],
      ['HEAVY_DOWNLOADS_PER_SERVER', '5000'],
    ] as const) {
      const result = loadConfig({ [key]: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^${key}="${bad}": must be`))]);
    }
  });

  it('closes uploads that stall for 20 seconds unless UPLOAD_STALL_SECONDS says otherwise, and refuses a bad value', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.uploadStallMs).toBe(20_000);
    const set = loadConfig({ UPLOAD_STALL_SECONDS: '1.5' });
    expect(set.ok && set.config.uploadStallMs).toBe(1500);
    for (const bad of ['0', '-5', 'slow', '7200']) {
      const result = loadConfig({ UPLOAD_STALL_SECONDS: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^UPLOAD_STALL_SECONDS="${bad}": must be`))]);
    }
  });

  it('migrates at start and runs the embedded PostgreSQL as "postgres" under root unless told otherwise; refuses bad values', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && [byDefault.config.migrateOnStart, byDefault.config.embeddedPostgresUser]).toEqual([true, 'postgres']);
    const set = loadConfig({ MIGRATE_ON_START: 'false', EMBEDDED_POSTGRES_USER: 'riser-db' });
    expect(set.ok && [set.config.migrateOnStart, set.config.embeddedPostgresUser]).toEqual([false, 'riser-db']);
    const bad = loadConfig({ MIGRATE_ON_START: 'later', EMBEDDED_POSTGRES_USER: 'Root; rm -rf /' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toEqual([
      'MIGRATE_ON_START="later": must be true or false',
      'EMBEDDED_POSTGRES_USER="Root; rm -rf /": must be a system user name (lower-case letters, digits, _ and -)',
    ]);
  });

  it('leaves METRICS_TOKEN unset (loopback-only /metrics) unless set, and refuses a short or spaced token', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.metricsToken).toBeUndefined();
    const set = loadConfig({ METRICS_TOKEN: 'b3f1c0de-9a7e-4c1b-8d2f-6e5a4b3c2d1e' });
    expect(set.ok && set.config.metricsToken).toBe('b3f1c0de-9a7e-4c1b-8d2f-6e5a4b3c2d1e');
    expect(loadConfig({ METRICS_TOKEN: '' }).ok).toBe(true);
    for (const [bad, message] of [
      ['short', 'must be at least 16 characters long'],
      ['sixteen chars here', 'may hold printable ASCII characters only, no spaces'],
      ['naïve-token-with-accent', 'may hold printable ASCII characters only, no spaces'],
    ] as const) {
      const result = loadConfig({ METRICS_TOKEN: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([`METRICS_TOKEN="${bad}": ${message}`]);
    }
  });

  it('treats empty values as unset', () => {
    const result = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(result.ok && result.config.port === 3000 && result.config.databaseUrl === undefined).toBe(true);
  });

  it('stores blobs on the filesystem unless S3_BUCKET is set, and reads the S3 settings', () => {
    const local = loadConfig({});
    expect(local.ok && local.config.s3).toBeUndefined();
    const s3 = loadConfig({
      S3_BUCKET: 'riser-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.ok && s3.config.s3).toEqual({
      bucket: 'riser-photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: undefined,
    });
  });

  it('refuses half a pair of S3 credentials and a malformed endpoint', () => {
    const half = loadConfig({ S3_BUCKET: 'riser-photos', S3_ACCESS_KEY_ID: 'key' });
    expect(half.ok).toBe(false);
    if (!half.ok) expect(half.errors.join('\n')).toContain('set both or neither');
    const endpoint = loadConfig({ S3_BUCKET: 'riser-photos', S3_ENDPOINT: 'minio:9000' });
    expect(endpoint.ok).toBe(false);
    if (!endpoint.ok) expect(endpoint.errors[0]).toMatch(/^S3_ENDPOINT="minio:9000": must be a URL/);
  });
});
