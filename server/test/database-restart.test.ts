import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from './server-process';
import { alive, postmasterPid, signIn, stop, storageEnv, useServerProcesses } from './server-processes';

// The embedded PostgreSQL dies (issue 23, DESIGN §14): a kill -9 of its postmaster, an
// out-of-memory kill. The server notices, restarts it within 10 s (or exits non-zero for a
// supervisor when it cannot), and meanwhile answers 503 with Retry-After, never 500. Runs in the
// embedded project only (vitest.config.ts).

const startServer = useServerProcesses();

async function signedIn(server: RunningServer) {
  const login = await signIn(server);
  expect(login.status).toBe(200);
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

interface Seen {
  status: number;
  retryAfter: string | null;
  code?: string;
  at: number;
}

/**
 * Reads the project list until it answers 200 again after the outage, or `ms` ran out; every
 * answer on the way. A read in the first moments may still be answered by a backend the killed
 * postmaster left running (they notice its death on their next check): a 200 then is right, and
 * the reading goes on until the outage has been seen.
 */
async function readUntilBack(server: RunningServer, cookie: string, killedAt: number, ms: number): Promise<Seen[]> {
  const seen: Seen[] = [];
  while (Date.now() - killedAt < ms) {
    const response = await fetch(`${server.baseUrl}/api/projects`, { headers: { cookie }, signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
    if (response) {
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      seen.push({ status: response.status, retryAfter: response.headers.get('retry-after'), code: body.code, at: Date.now() - killedAt });
      if (response.status === 200 && seen.some((s) => s.status === 503)) return seen;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

describe('when the embedded PostgreSQL dies', () => {
  it('answers 503 with Retry-After meanwhile, never 500, and 200 again within 10 s', async () => {
    const env = await storageEnv();
    const server = await startServer(env);
    const cookie = await signedIn(server);
    expect((await fetch(`${server.baseUrl}/api/projects`, { headers: { cookie } })).status).toBe(200);

    const postgres = postmasterPid(env.DATA_DIR!);
    process.kill(postgres, 'SIGKILL');
    const killedAt = Date.now();
    const seen = await readUntilBack(server, cookie, killedAt, 15_000);

    const summary = seen.map((s) => `${s.status}${s.code ? ` ${s.code}` : ''} at ${s.at} ms`).join(', ');
    expect(seen.filter((s) => s.status !== 200 && s.status !== 503), summary).toEqual([]);
    const outage = seen.filter((s) => s.status === 503);
    expect(outage.length, summary).toBeGreaterThan(0);
    for (const answer of outage) expect(Number(answer.retryAfter), summary).toBeGreaterThan(0);
    const back = seen.at(-1)!;
    expect(back.status, summary).toBe(200);
    expect(back.at, summary).toBeLessThan(10_000);

    // A new postmaster on the same data, and the server still whole: it writes, and stops cleanly.
    expect(alive(postgres)).toBe(false);
    expect(postmasterPid(env.DATA_DIR!)).not.toBe(postgres);
    const created = await fetch(`${server.baseUrl}/api/companies`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After the crash' }),
    });
    expect(created.status).toBe(201);
    expect(server.output()).toMatch(/restarted the embedded PostgreSQL/);
    expect(await stop(server)).toBe(0);
  });

  it('exits non-zero within 10 s when it cannot start it again, for a supervisor to act', async () => {
    const env = await storageEnv();
    const server = await startServer(env);
    // The cluster's files are gone from under it (a disk unmounted, say): no restart can work.
    rmSync(path.join(env.DATA_DIR!, 'pg', 'PG_VERSION'));
    const killedAt = Date.now();
    process.kill(postmasterPid(env.DATA_DIR!), 'SIGKILL');

    const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000));
    const code = await Promise.race([server.exited, timeout]);
    expect(code, server.output().slice(-2_000)).not.toBe('still running');
    expect(code).not.toBe(0);
    expect(Date.now() - killedAt).toBeLessThan(12_000);
    expect(server.output()).toMatch(/could not restart the embedded PostgreSQL/);
  });
});
