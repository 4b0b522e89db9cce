import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../auth/password';
import { MIGRATIONS_DIR } from '../db/database';
import { auditEvents, companies, projects, users } from '../db/schema';
import { runServerToExit } from './server-process';
import { alive, postmasterPid, signIn, stop, storageEnv, useServerProcesses } from './server-processes';

// The embedded default as a user runs it: each server process starts its own PostgreSQL under
// its DATA_DIR. Runs in the embedded project only (vitest.config.ts).

const startServer = useServerProcesses();

describe('the embedded PostgreSQL', () => {
  it('starts with the server and stops with it on SIGTERM, leaving no process and no pid file', async () => {
    const env = await storageEnv();
    const server = await startServer(env);
    const postgres = postmasterPid(env.DATA_DIR!);
    expect(alive(postgres)).toBe(true);
    // Logged just after Fastify's own 'Server listening', with the port it was given (PORT=0).
    await vi.waitFor(() => expect(server.output()).toContain(`Riser is ready on ${server.baseUrl} (embedded PostgreSQL in ${env.DATA_DIR}/pg)`));
    expect(await stop(server)).toBe(0);
    expect(alive(postgres)).toBe(false);
    expect(existsSync(path.join(env.DATA_DIR!, 'pg', 'postmaster.pid'))).toBe(false);
    expect(readFileSync(path.join(env.DATA_DIR!, 'pg', 'postgres.log'), 'utf8')).toContain('database system is shut down');
  });

  it('after a kill -9 of the server, stops the PostgreSQL it left running and starts its own on the same data', async () => {
    const env = await storageEnv();
    const first = await startServer(env);
    const orphan = postmasterPid(env.DATA_DIR!);
    first.child.kill('SIGKILL');
    await first.exited;
    // The server is gone; its PostgreSQL lives on, holding the cluster (postmaster.pid).
    expect(alive(orphan)).toBe(true);

    const second = await startServer(env);
    expect(second.output()).toContain(`stopping the embedded PostgreSQL (process ${orphan}) left running by a server that did not stop cleanly`);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid(env.DATA_DIR!)).not.toBe(orphan);
    expect((await signIn(second)).status).toBe(200);
    expect(await stop(second)).toBe(0);
  });

  it('starts over a postmaster.pid whose process is gone or is now another program', async () => {
    const env = await storageEnv();
    const first = await startServer(env);
    expect(await stop(first)).toBe(0);
    // A crash of the whole machine or container leaves the pid file; the pid it names may
    // belong to anything by the next boot (here: this test's own process).
    const pidFile = path.join(env.DATA_DIR!, 'pg', 'postmaster.pid');
    for (const pid of [process.pid, 2 ** 22 - 7]) {
      writeFileSync(pidFile, `${pid}\n${path.join(env.DATA_DIR!, 'pg')}\n1700000000\n5432\n/tmp\n\n  5432001         0\nready   \n`);
      const server = await startServer(env);
      expect((await signIn(server)).status).toBe(200);
      expect(await stop(server)).toBe(0);
    }
  });

  it('refuses to start beside the database of an earlier Riser (PGlite in DATA_DIR/db) and says what to do', async () => {
    const env = await storageEnv();
    mkdirSync(path.join(env.DATA_DIR!, 'db'), { recursive: true });
    writeFileSync(path.join(env.DATA_DIR!, 'db', 'PG_VERSION'), '17\n');
    const result = await runServerToExit(env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('holds the database of an earlier Riser (PGlite)');
    expect(result.stderr).toContain('npm run import-pglite');
    expect(existsSync(path.join(env.DATA_DIR!, 'pg'))).toBe(false);
  });

  it('npm run import-pglite copies the PGlite database of an earlier Riser over, and the server runs on it', async () => {
    const env = await storageEnv();
    // What an earlier Riser left: PGlite in DATA_DIR/db, with a company, its admin, a project and audit rows.
    const old = await PGlite.create(path.join(env.DATA_DIR!, 'db'));
    const oldDb = drizzle({ client: old });
    await migrate(oldDb, { migrationsFolder: MIGRATIONS_DIR });
    const companyId = randomUUID();
    const userId = randomUUID();
    await oldDb.insert(companies).values({ id: companyId, name: 'Acme Surveys' });
    await oldDb.insert(users).values({ id: userId, email: 'ada@acme.test', passwordHash: await hashPassword('ada-secret'), role: 'admin', companyId });
    await oldDb.insert(projects).values({ companyId, name: 'Harbour View', createdBy: userId });
    await oldDb.insert(auditEvents).values([1, 2, 3].map((n) => ({ companyId, actorId: userId, action: 'project.create', data: { n } })));
    await old.close();

    const imported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-pglite.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH ?? '', DATA_DIR: env.DATA_DIR! },
      encoding: 'utf8',
    });
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    for (const rows of ['companies 1', 'users 1', 'projects 1', 'audit_events 3']) expect(imported.stdout).toContain(rows);
    expect(existsSync(path.join(env.DATA_DIR!, 'db'))).toBe(false);
    expect(existsSync(path.join(env.DATA_DIR!, 'db.imported', 'PG_VERSION'))).toBe(true);

    const server = await startServer(env);
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@acme.test', password: 'ada-secret' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const list = await fetch(`${server.baseUrl}/api/projects`, { headers: { cookie } });
    expect((await list.json()) as unknown[]).toEqual([expect.objectContaining({ name: 'Harbour View' })]);
    // A new audit row takes the next id after the imported ones (the sequence was carried over).
    const created = await fetch(`${server.baseUrl}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Second Site' }),
    });
    expect(created.status).toBe(201);
    expect(await stop(server)).toBe(0);
    // PGlite (WebAssembly) is slow to open and migrate, the more so on a busy machine.
  }, 120_000);
});
