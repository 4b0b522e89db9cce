import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTenantsWithSurvey, type Tenants } from './actors';
import { multipart, noisyJpeg } from './image-fixtures';
import { useTestApp } from './harness';

const WINDOW_MS = 1000;

// Upload handlers that have finished, cleanup included: their finally blocks run before these hooks.
let finishedUploads = 0;
let onFinishedUpload: (() => void) | undefined;
const ctx = useTestApp({ UPLOAD_STALL_SECONDS: String(WINDOW_MS / 1000) }, (app) => {
  const count = async (request: { url: string }) => {
    if (!request.url.endsWith('/photos')) return;
    finishedUploads++;
    onFinishedUpload?.();
  };
  app.addHook('onError', count);
  app.addHook('onResponse', count);
});

let port: number;
beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});

let t: Tenants;
let surveyId: string;
beforeEach(async () => {
  ({ tenants: t, surveyId } = await buildTenantsWithSurvey(ctx.app, ctx.database.db));
  finishedUploads = 0;
});

const stagingFiles = () => {
  try {
    return readdirSync(path.join(ctx.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
};

async function untilUploadsFinished(count: number) {
  while (finishedUploads < count) await new Promise<void>((resolve) => (onFinishedUpload = resolve));
}

/** A raw HTTP/1.1 connection, so that the pace of the body is ours to set. */
async function connect(head: string) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined); // a reset from the server is an expected ending here
  const closed = once(socket, 'close').then(() => true);
  socket.write(head);
  return { socket, closed, answer: () => answer };
}

async function openUpload() {
  const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await noisyJpeg(400, 300) }, fields: { elevationLevel: '1' } });
  const connection = await connect(
    `POST /api/surveys/${surveyId}/photos HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${t.user.cookie}\r\n` +
      `Content-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\nConnection: close\r\n\r\n`,
  );
  return { ...connection, payload: body.payload };
}

/** Sends one byte every 400 ms until the connection closes; true if that took at most `windows` windows. */
async function trickleUntilClosed(connection: { socket: net.Socket; closed: Promise<boolean> }, next: () => Buffer, windows: number) {
  const trickle = setInterval(() => {
    if (!connection.socket.destroyed) connection.socket.write(next());
  }, 400);
  const closedInTime = await Promise.race([connection.closed, sleep(windows * WINDOW_MS).then(() => false)]);
  clearInterval(trickle);
  connection.socket.destroy();
  return closedInTime;
}

describe('request bodies that stall', () => {
  it('closes an upload that trickles in within a few windows, and keeps no staging file', async () => {
    const upload = await openUpload();
    // The photo's part headers and its first bytes, so that staging has begun; then one byte at a time.
    let sent = 600;
    upload.socket.write(upload.payload.subarray(0, sent));
    const closedInTime = await trickleUntilClosed(upload, () => upload.payload.subarray(sent, ++sent), 4);

    expect(closedInTime, 'closed by the server within 4 windows').toBe(true);
    expect(sent).toBeLessThan(upload.payload.length);
    expect(upload.answer()).toBe('');
    await untilUploadsFinished(1);
    expect(stagingFiles()).toEqual([]);
    const connections = await new Promise<number>((resolve, reject) => ctx.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    expect(connections, 'the server holds no connection').toBe(0);
    const photos = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie } });
    expect(photos.json()).toEqual([]);
  });

  it('also closes a trickling body that was answered without being read (signed out: 401)', async () => {
    const connection = await connect(
      `POST /api/surveys/${surveyId}/photos HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n',
    );
    const closedInTime = await trickleUntilClosed(connection, () => Buffer.from('x'), 4);

    expect(connection.answer()).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedInTime, 'closed by the server within 4 windows').toBe(true);
  });

  it('accepts the same upload sent at full speed', async () => {
    const upload = await openUpload();
    upload.socket.write(upload.payload);
    await upload.closed;
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('accepts an upload that spans several windows at a modest pace', async () => {
    const upload = await openUpload();
    // 3 KiB every 100 ms is 15 times the minimum of 2 KiB a window.
    for (let sent = 0; sent < upload.payload.length; sent += 3 * 1024) {
      upload.socket.write(upload.payload.subarray(sent, sent + 3 * 1024));
      await sleep(100);
    }
    await upload.closed;
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 201 /);
  });
});
