import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's embedded PostgreSQL (its maintenance database); each worker makes a database in it. */
    embeddedPostgresUrl: string;
  }
}

/**
 * Global setup of the API and soak suites: the compiled server that tests start as a process is
 * brought up to date once, before any worker; and, on the embedded engine, one PostgreSQL
 * cluster is started for the whole run (each worker makes its database in it).
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server', '--if-stale'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the server failed:\n${build.stdout}${build.stderr}`);
  // The soak suite's servers run clusters of their own, under their DATA_DIR.
  if (project.name !== 'api-embedded') return;

  const dir = mkdtempSync(path.join(os.tmpdir(), 'riser-test-cluster-'));
  // A throwaway cluster: nothing need survive a power cut.
  const cluster = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    noSync: true,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  project.provide('embeddedPostgresUrl', cluster.url('postgres'));
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
