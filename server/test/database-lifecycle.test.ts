import { describe, expect, it } from 'vitest';
import { runMigrate, runServerToExit } from './server-process';
import { signIn, stop, storageEnv, useServerProcesses } from './server-processes';

// Migrations as a deployment runs them: real server processes on this run's engine.

const startServer = useServerProcesses();

describe('migrations as a step of their own', () => {
  it('npm run migrate applies them once, and a server with MIGRATE_ON_START=false then starts', async () => {
    const env = await storageEnv();
    const first = await runMigrate(env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migrations to the .*: 0000_init, /);

    const again = await runMigrate(env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is up to date; no migration to apply');

    const server = await startServer({ ...env, MIGRATE_ON_START: 'false' });
    expect((await signIn(server)).status).toBe(200);
    expect(await stop(server)).toBe(0);
  });

  it('refuses to start on a database without its migrations when MIGRATE_ON_START=false', async () => {
    const result = await runServerToExit({ ...(await storageEnv()), MIGRATE_ON_START: 'false' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/lacks \d+ migrations \(0000_init, .*\) and MIGRATE_ON_START=false: run `npm run migrate` first/);
  });
});

