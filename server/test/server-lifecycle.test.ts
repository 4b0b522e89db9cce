import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWorkerDatabaseUrl, TEST_ENGINE } from './test-database';
import { runServerToExit, startServer } from './server-process';

// The server as a user runs it: a real process on this run's engine.
async function storageEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-life-'));
  return TEST_ENGINE === 'postgres'
    ? { DATA_DIR: dataDir, DATABASE_URL: await createWorkerDatabaseUrl('server') }
    : { DATA_DIR: dataDir };
}

async function post(baseUrl: string, url: string, body: unknown, cookie?: string) {
  return fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;

describe('starting the server', () => {
  it('refuses bad settings with one line each and exit code 1', async () => {
    const result = await runServerToExit({ PORT: 'http', MAX_UPLOAD_MB: 'lots', LOG_LEVEL: 'chatty' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n').filter((l) => l.startsWith('Invalid setting'));
    expect(lines).toHaveLength(3);
    expect(result.stderr).toContain('PORT="http": must be a port number');
  });

  it('creates root with a printed one-time password that must be changed, once', async () => {
    const env = await storageEnv();
    const first = await startServer(env);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    const login = await post(first.baseUrl, '/api/login', { email: 'root@localhost', password });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ role: 'root', mustChangePassword: true });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer(env);
    expect(second.output()).not.toContain('password:');
    second.child.kill('SIGTERM');
    await second.exited;
  });

  it('uses ROOT_EMAIL and ROOT_PASSWORD without forcing a change', async () => {
    const server = await startServer({ ...(await storageEnv()), ROOT_EMAIL: 'chief@example.com', ROOT_PASSWORD: 'chief-secret' });
    expect(server.output()).not.toContain('password:');
    const login = await post(server.baseUrl, '/api/login', { email: 'chief@example.com', password: 'chief-secret' });
    expect(await login.json()).toMatchObject({ role: 'root', mustChangePassword: false });
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('keeps users and sessions through kill -9 and a restart', async () => {
    const env = { ...(await storageEnv()), ROOT_EMAIL: 'chief@example.com', ROOT_PASSWORD: 'chief-secret' };
    const first = await startServer(env);
    const login = await post(first.baseUrl, '/api/login', { email: 'chief@example.com', password: 'chief-secret' });
    const cookie = cookieOf(login);
    const changed = await post(first.baseUrl, '/api/change-password', { currentPassword: 'chief-secret', newPassword: 'changed-secret' }, cookie);
    expect(changed.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(env);
    const me = await fetch(`${second.baseUrl}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'chief@example.com' });
    const relogin = await post(second.baseUrl, '/api/login', { email: 'chief@example.com', password: 'changed-secret' });
    expect(relogin.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('drains a request in flight on SIGTERM and closes cleanly', async () => {
    const server = await startServer({ ...(await storageEnv()), ROOT_EMAIL: 'chief@example.com', ROOT_PASSWORD: 'chief-secret' });
    // Sign-in takes a password hash's time: long enough to still be running at SIGTERM.
    const inFlight = post(server.baseUrl, '/api/login', { email: 'chief@example.com', password: 'chief-secret' });
    // SIGTERM once the server has the request (it logs its arrival), not after a guessed delay:
    // on a busy machine a request still on its way would rightly be refused with 503.
    const arrived = () => server.output().split('\n').some((line) => line.includes('incoming request') && line.includes('/api/login'));
    while (!arrived()) await new Promise((r) => setTimeout(r, 2));
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});
