import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringReceiver, stalledReceiver, type Receiver } from '../../test/webhook-receivers';
import { DeliveryFailure } from './webhook-failure';
import { postWebhook, type WebhookPost } from './webhook-post';
import { createWebhookTargets, type Resolve } from './webhook-target';

// Real sockets on this machine's loopback (127.0.0.1 and 127.0.0.2 are two addresses of it): a
// delivery goes to the address that was judged, keeps the URL's name for Host and TLS, and its
// failures read coarsely.

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});
async function receiver(make: () => Promise<Receiver>) {
  const made = await make();
  open.push(made);
  return made;
}

const post = (url: string, address: string, more: Partial<WebhookPost> = {}) =>
  postWebhook({ url, address: { address, family: 4 }, headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 5_000, ...more });

async function failure(posting: Promise<unknown>): Promise<string> {
  const error = await posting.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryFailure);
  return (error as Error).message;
}

describe('posting a delivery', () => {
  it('connects to the address judged, not to what the name resolves to next (DNS rebinding), Host kept as the name', async () => {
    const judged = await receiver(() => answeringReceiver({ host: '127.0.0.2' }));
    const rebound = await receiver(() => answeringReceiver({ host: '127.0.0.1', port: judged.port }));
    // The name answers 127.0.0.2 to the check, then 127.0.0.1 to anyone who asks again.
    let calls = 0;
    const resolve = vi.fn<Resolve>(async () => [{ address: calls++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 }]);
    const targets = createWebhookTargets({ allowInternal: true, resolve });
    const url = `http://rebind.test:${judged.port}/riser`;

    const address = await targets.pin(url);
    expect(await postWebhook({ url, address, headers: {}, body: '{}', timeoutMs: 5_000 })).toBe(204);
    // One lookup (the system resolver does not know rebind.test: a second one would have failed),
    // and the connection went to the answer that was judged.
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(judged.received).toHaveLength(1);
    expect(rebound.received).toHaveLength(0);
    expect(judged.received[0]!.headers.host).toBe(`rebind.test:${judged.port}`);
  });

  it('keeps the name for TLS (SNI) while connecting to the judged address', async () => {
    const names: string[] = [];
    // No certificate: the server notes the name the client asked for, then ends the handshake.
    const tls = createTlsServer({ SNICallback: (name, done) => (names.push(name), done(new Error('no certificate here'))) });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.2', resolve));
    open.push({ close: () => new Promise((resolve) => tls.close(() => resolve())) });
    const port = (tls.address() as AddressInfo).port;
    expect(await failure(post(`https://hooks.example.com:${port}/riser`, '127.0.0.2'))).toBe('could not connect');
    expect(names).toEqual(['hooks.example.com']);
  });

  it('answers the status, following no redirect', async () => {
    const moved = await receiver(() => answeringReceiver({ status: 302 }));
    const missing = await receiver(() => answeringReceiver({ status: 404 }));
    expect(await post(`http://127.0.0.1:${moved.port}/x`, '127.0.0.1')).toBe(302);
    expect(await post(`http://127.0.0.1:${missing.port}/x`, '127.0.0.1')).toBe(404);
  });

  it('says only "could not connect" or "no answer in N s", never the socket’s own words', async () => {
    const gone = await answeringReceiver();
    await gone.close();
    expect(await failure(post(`http://127.0.0.1:${gone.port}/x`, '127.0.0.1'))).toBe('could not connect'); // ECONNREFUSED
    expect(await failure(post('http://127.0.0.1:25/x', '127.0.0.1'))).toBe('could not connect'); // a fetch "bad port"
    expect(await failure(post(`https://127.0.0.1:${(await receiver(() => answeringReceiver())).port}/x`, '127.0.0.1'))).toBe('could not connect'); // TLS to plain HTTP
    const stalled = await receiver(() => stalledReceiver());
    expect(await failure(post(`http://127.0.0.1:${stalled.port}/x`, '127.0.0.1', { timeoutMs: 1_000 }))).toBe('no answer in 1 s');
    expect(stalled.received).toHaveLength(1);
  });

  it('says the server stopped when its signal ends the attempt', async () => {
    const stalled = await receiver(() => stalledReceiver());
    const stopping = new AbortController();
    setTimeout(() => stopping.abort(), 200);
    expect(await failure(post(`http://127.0.0.1:${stalled.port}/x`, '127.0.0.1', { signal: stopping.signal }))).toBe('interrupted: the server stopped');
  });
});
