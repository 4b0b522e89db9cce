import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, orientedJpeg } from './image-fixtures';
import { startServer, type RunningServer } from './server-process';
import { createWorkerDatabaseUrl, TEST_ENGINE } from './test-database';

// DESIGN §1, §13: two real server processes on one PostgreSQL and one S3 store behave as one.
// Each has a data directory of its own (its uploads in progress), nothing else.

const s3Server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(path.join(os.tmpdir(), 'riser-s3rver-')),
  configureBuckets: [{ name: 'riser-cluster', configs: [] }],
});

const ADMIN = { email: 'lead@example.com', password: 'lead-secret-1', firstName: 'Lena', lastName: 'Lead', companyName: 'Two Towers Telecom' };

interface Api {
  (method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  server: RunningServer;
}

function api(server: RunningServer, cookie?: string): Api {
  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(server.baseUrl + url, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return Object.assign(call, { server });
}

async function json<T>(response: Promise<Response> | Response, status = 200): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const answer = await api(server)('POST', '/api/login', { email, password });
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe(`two servers on one ${TEST_ENGINE === 'postgres' ? 'PostgreSQL server' : 'embedded PostgreSQL'} and one S3 store`, () => {
  let a: RunningServer;
  let b: RunningServer;
  let databaseUrl: string;
  const dataDirs: string[] = [];

  const env = (endpoint: string) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-cluster-'));
    dataDirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ALLOW_SIGNUP: 'true',
      S3_BUCKET: 'riser-cluster',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ROOT_EMAIL: 'root@example.com',
      ROOT_PASSWORD: 'root-secret-1',
    };
  };

  beforeAll(async () => {
    const endpoint = `http://127.0.0.1:${((await s3Server.run()) as AddressInfo).port}`;
    databaseUrl = await createWorkerDatabaseUrl('cluster');
    // Started together: they migrate and create root on one empty database at the same moment.
    [a, b] = await Promise.all([startServer(env(endpoint)), startServer(env(endpoint))]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await s3Server.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a session made on one works on the other, and a sign-out on one ends it on both', async () => {
    const registered = await api(a)('POST', '/api/register', ADMIN);
    expect(registered.status).toBe(201);
    const cookie = await signIn(a, ADMIN.email, ADMIN.password);
    const onA = await json<{ email: string }>(api(a, cookie)('GET', '/api/user'));
    const onB = await json<{ email: string }>(api(b, cookie)('GET', '/api/user'));
    expect(onB).toEqual(onA);
    expect(onB.email).toBe(ADMIN.email);

    const other = await signIn(b, ADMIN.email, ADMIN.password);
    await json(api(a, other)('GET', '/api/user')); // A knows (caches) this session now
    expect((await api(b, other)('POST', '/api/logout')).status).toBeLessThan(400);
    await vi.waitFor(async () => expect((await api(a, other)('GET', '/api/user')).status).toBe(401), { timeout: 1_000, interval: 20 });
  });

  it('a photo uploaded to one is read from the other, in every size', async () => {
    const cookie = await signIn(a, ADMIN.email, ADMIN.password);
    const project = await json<{ id: string }>(api(a, cookie)('POST', '/api/projects', { name: 'Elm Court' }), 201);
    const survey = await json<{ id: string }>(api(b, cookie)('POST', `/api/projects/${project.id}/surveys`, { locationType: 'mdf' }), 201);
    const form = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await orientedJpeg(800, 600) }, fields: { elevationLevel: '0' } });
    const uploaded = await fetch(`${a.baseUrl}/api/surveys/${survey.id}/photos`, {
      method: 'POST',
      headers: { 'content-type': form.contentType, cookie },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: string };

    const listed = await json<{ id: string }[]>(api(b, cookie)('GET', `/api/surveys/${survey.id}/photos`));
    expect(listed.map((p) => p.id)).toEqual([photo.id]);
    for (const size of ['thumb', 'display', 'original']) {
      const image = await api(b, cookie)('GET', `/api/photos/${photo.id}?size=${size}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    // Deleted through B: gone for A too.
    expect((await api(b, cookie)('DELETE', `/api/photos/${photo.id}`)).status).toBe(204);
    expect((await api(a, cookie)('GET', `/api/photos/${photo.id}?size=thumb`)).status).toBe(404);
  });

  it('a user frozen on one server is refused by the other at once', async () => {
    const admin = await signIn(a, ADMIN.email, ADMIN.password);
    const created = await json<{ id: string; temporaryPassword: string }>(
      api(a, admin)('POST', '/api/admin/users', { email: 'sam@example.com', firstName: 'Sam', lastName: 'Surveyor', role: 'user' }),
      201,
    );
    let user = await signIn(b, 'sam@example.com', created.temporaryPassword);
    await json(api(b, user)('POST', '/api/change-password', { currentPassword: created.temporaryPassword, newPassword: 'sam-secret-1' }));
    user = await signIn(b, 'sam@example.com', 'sam-secret-1');
    // B has just looked the session up (and keeps it a moment, to spare autosaves the lookup).
    await json(api(b, user)('GET', '/api/projects'));

    await json(api(a, admin)('PATCH', `/api/admin/users/${created.id}/status`, { status: 'frozen' }));
    // Well within the 3 s that B would otherwise trust its copy of the session.
    await vi.waitFor(async () => expect((await api(b, user)('GET', '/api/projects')).status).toBe(401), { timeout: 1_000, interval: 20 });
    expect((await api(a, user)('GET', '/api/projects')).status).toBe(401);
    expect((await api(b)('POST', '/api/login', { email: 'sam@example.com', password: 'sam-secret-1' })).status).toBeGreaterThanOrEqual(400);
  });

  it('autosaves spread over both servers at once lose nothing, and killing one mid-traffic loses no acknowledged write', async () => {
    const cookie = await signIn(a, ADMIN.email, ADMIN.password);
    const project = await json<{ id: string }>(api(a, cookie)('POST', '/api/projects', { name: 'Oak Terrace' }), 201);
    const survey = await json<{ id: string }>(api(a, cookie)('POST', `/api/projects/${project.id}/surveys`, { locationType: 'unit' }), 201);
    const servers = [api(a, cookie), api(b, cookie)];

    // 60 autosaves of different fields, alternating between the servers, 12 at a time.
    const fields = Array.from({ length: 60 }, (_, i) => `note${i}`);
    for (let i = 0; i < fields.length; i += 12) {
      const batch = fields.slice(i, i + 12);
      const answers = await Promise.all(batch.map((field, j) => servers[(i + j) % 2]!('PATCH', `/api/surveys/${survey.id}`, { formData: { [field]: `value of ${field}` } })));
      expect(answers.map((answer) => answer.status)).toEqual(batch.map(() => 200));
    }
    const merged = await json<{ formData: Record<string, unknown> }>(servers[1]!('GET', `/api/surveys/${survey.id}`));
    for (const field of fields) expect(merged.formData[field]).toBe(`value of ${field}`);

    // Now A is killed while both take autosaves: every acknowledged one is kept; B goes on.
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 80 }, (_, i) => `late${i}`).map(async (field, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 5));
      const answer = await servers[i % 2]!('PATCH', `/api/surveys/${survey.id}`, { formData: { [field]: field } }).catch(() => undefined);
      if (answer?.status === 200) acknowledged.push(field);
    });
    setTimeout(() => a.child.kill('SIGKILL'), 150);
    await Promise.all(writes);
    await a.exited;

    const after = await json<{ formData: Record<string, unknown> }>(servers[1]!('GET', `/api/surveys/${survey.id}`));
    expect(acknowledged.length).toBeGreaterThan(40); // B's share at least
    for (const field of acknowledged) expect(after.formData[field]).toBe(field);
    for (const field of fields) expect(after.formData[field]).toBe(`value of ${field}`);
    expect((await servers[1]!('PATCH', `/api/surveys/${survey.id}`, { formData: { afterKill: 'yes' } })).status).toBe(200);
  });
});
