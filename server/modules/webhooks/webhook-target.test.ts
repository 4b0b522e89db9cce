import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryFailure } from './webhook-failure';
import { createWebhookTargets, REFUSED_ADDRESS, type Resolve } from './webhook-target';

// Where a hook may call, judged when it is made (literal hosts) and at each delivery (names
// resolved once). The resolver is a test double; the interfaces are this machine's unless said.

const strict = (more: { resolve?: Resolve; ownAddresses?: () => string[] } = {}) => createWebhookTargets({ allowInternal: false, ...more });

/** A resolver answering each call with the next of `answers` (the last one repeating), counting its calls. */
function resolverAnswering(...answers: string[][]) {
  let calls = 0;
  return vi.fn<Resolve>(async () => {
    const next = answers[Math.min(calls++, answers.length - 1)]!;
    return next.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  });
}

async function refusal(pinning: Promise<unknown>): Promise<string> {
  const failure = await pinning.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(DeliveryFailure);
  return (failure as DeliveryFailure).message;
}

describe('webhook targets when a hook is made', () => {
  it('refuse a literal internal address in any notation, localhost, and every IPv6 form carrying an IPv4 address', () => {
    const targets = strict({ ownAddresses: () => [] });
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://2130706433/hook', // the URL standard reads numeric forms as the IPv4 address they are
      'http://0x7f.1/hook',
      'http://017700000001/hook',
      'http://127.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5/hook',
      'http://localhost:8080/hook',
      'http://LOCALHOST./hook',
      'http://api.localhost/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::127.0.0.1]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      'http://[64:ff9b:1::a00:1]/hook',
      'http://[2002:7f00:1::]/hook',
      'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
    ]) {
      expect(targets.acceptsUrl(url), url).toBe(false);
    }
    for (const url of ['https://hooks.example.com/riser', 'http://93.184.216.34:8080/x', 'http://[2606:4700::1111]/x', 'http://[64:ff9b::808:808]/x']) {
      expect(targets.acceptsUrl(url), url).toBe(true);
    }
  });

  it('refuse this server’s own interface addresses (read from the machine), in IPv4-mapped form too', () => {
    const own = Object.values(os.networkInterfaces())
      .flat()
      .filter((entry) => entry && !entry.internal && entry.family === 'IPv4')
      .map((entry) => entry!.address);
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) {
      expect(strict().acceptsUrl(`http://${address}:3000/riser`), address).toBe(false);
      expect(strict().acceptsUrl(`http://[::ffff:${address}]:3000/riser`), address).toBe(false);
    }
    // A public address the server holds is refused as its own.
    const targets = strict({ ownAddresses: () => ['93.184.216.34'] });
    expect(targets.acceptsUrl('http://93.184.216.34/riser')).toBe(false);
    expect(targets.acceptsUrl('http://[64:ff9b::5db8:d822]/riser')).toBe(false);
    expect(targets.acceptsUrl('http://93.184.216.35/riser')).toBe(true);
  });

  it('accept anything when WEBHOOK_PRIVATE_URLS allows internal addresses', () => {
    const targets = createWebhookTargets({ allowInternal: true });
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://[::127.0.0.1]/hook']) expect(targets.acceptsUrl(url), url).toBe(true);
  });
});

describe('webhook targets at delivery', () => {
  it('resolve the name once and answer the address judged: a name that answers public, then 127.0.0.1, is pinned to the public one (no DNS rebinding)', async () => {
    const resolve = resolverAnswering(['93.184.216.34'], ['127.0.0.1']);
    const targets = strict({ resolve, ownAddresses: () => [] });
    expect(await targets.pin('https://hooks.example.com/riser')).toEqual({ address: '93.184.216.34', family: 4 });
    expect(resolve).toHaveBeenCalledTimes(1);
    // The next attempt resolves afresh, and is judged afresh.
    expect(await refusal(targets.pin('https://hooks.example.com/riser'))).toBe(REFUSED_ADDRESS);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('refuse a name when any of its answers is internal, the server’s own, or an IPv6 form carrying an internal IPv4 address', async () => {
    for (const answers of [
      ['93.184.216.34', '127.0.0.1'],
      ['10.0.0.1'],
      ['169.254.169.254'],
      ['203.0.113.50'],
      ['::1'],
      ['::ffff:7f00:1'],
      ['::127.0.0.1'],
      ['::7f00:1'],
      ['64:ff9b::7f00:1'],
      ['64:ff9b:1::a00:1'],
      ['2002:7f00:1::'],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
      ['2606:4700::1111', 'fd00::1'],
    ]) {
      const targets = strict({ resolve: resolverAnswering(answers), ownAddresses: () => ['203.0.113.50'] });
      expect(await refusal(targets.pin('https://hooks.example.com/riser')), answers.join(' ')).toBe(REFUSED_ADDRESS);
    }
    const own = strict({ resolve: resolverAnswering(['93.184.216.34']), ownAddresses: () => ['93.184.216.34'] });
    expect(await refusal(own.pin('https://riser.example.com/api'))).toBe(REFUSED_ADDRESS);
  });

  it('judge a literal address without resolving; a name that does not resolve could not be connected to', async () => {
    const resolve = resolverAnswering([]);
    const targets = strict({ resolve, ownAddresses: () => [] });
    expect(await targets.pin('http://[2606:4700::1111]:8443/x')).toEqual({ address: '2606:4700::1111', family: 6 });
    expect(await refusal(targets.pin('http://[64:ff9b::7f00:1]/x'))).toBe(REFUSED_ADDRESS);
    expect(await refusal(targets.pin('http://localhost./x'))).toBe(REFUSED_ADDRESS);
    expect(resolve).not.toHaveBeenCalled();
    expect(await refusal(targets.pin('https://nowhere.example/x'))).toBe('could not connect');
    const failing = strict({ resolve: async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })) });
    expect(await refusal(failing.pin('https://nowhere.example/x'))).toBe('could not connect');
  });

  it('pin internal addresses too when WEBHOOK_PRIVATE_URLS allows them', async () => {
    const resolve = resolverAnswering(['127.0.0.2'], ['127.0.0.1']);
    const targets = createWebhookTargets({ allowInternal: true, resolve });
    expect(await targets.pin('http://receiver.test:9/x')).toEqual({ address: '127.0.0.2', family: 4 });
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
