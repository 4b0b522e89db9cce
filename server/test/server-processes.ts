import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createWorkerDatabaseUrl, TEST_ENGINE } from './test-database';
import { startServer as startServerProcess, type RunningServer } from './server-process';

// Server processes as a user runs them, for the tests of the database's life (migrations, the
// embedded PostgreSQL): on this run's engine, stopped after each test even when it fails.

export const ROOT = { ROOT_EMAIL: 'chief@example.com', ROOT_PASSWORD: 'chief-secret' };

/** Starts servers that are stopped (and so their PostgreSQL) after each test of the calling file. */
export function useServerProcesses() {
  const running = new Set<RunningServer>();
  afterEach(async () => {
    for (const server of running) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
  return async (env: Record<string, string>) => {
    const server = await startServerProcess(env);
    running.add(server);
    void server.exited.then(() => running.delete(server));
    return server;
  };
}

/** A data directory of its own, and on PostgreSQL a database of its own. */
export async function storageEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-dblife-'));
  return TEST_ENGINE === 'postgres'
    ? { DATA_DIR: dataDir, DATABASE_URL: await createWorkerDatabaseUrl('migrate'), ...ROOT }
    : { DATA_DIR: dataDir, ...ROOT };
}

export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

export async function signIn(server: RunningServer) {
  return fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ROOT.ROOT_EMAIL, password: ROOT.ROOT_PASSWORD }),
  });
}

export async function stop(server: RunningServer) {
  server.child.kill('SIGTERM');
  return server.exited;
}
