import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { SESSION_COOKIE } from '../auth/session-token';
import { testDatabase } from './test-database';

export function testConfig(env: Record<string, string> = {}): Config {
  // A data directory of its own, for the blobs this app stores.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-test-'));
  const result = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Builds the app on the worker's database for one test file; settings may be overridden. */
export function useTestApp(env: Record<string, string> = {}, extra?: (app: FastifyInstance) => void): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await testDatabase();
    context.config = testConfig(env);
    context.app = await buildApp({ config: context.config, database: context.database, logger: false });
    extra?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed ${response.statusCode}: ${response.body}`);
  return sessionCookie(response);
}
