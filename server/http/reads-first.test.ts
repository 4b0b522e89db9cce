import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ReadsFirst, registerReadsFirst } from './reads-first';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Let every pending microtask and timer of 0 ms run.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
};

describe('ReadsFirst', () => {
  it('lets a write start at once when no read is under way', async () => {
    expect(await settled(new ReadsFirst(10_000).clear())).toBe(true);
  });

  it('holds a write while reads run, and lets it go when the last one ends', async () => {
    const gate = new ReadsFirst(10_000);
    gate.enter();
    gate.enter();
    const write = gate.clear();
    expect(await settled(write)).toBe(false);
    gate.leave();
    expect(await settled(write)).toBe(false);
    gate.leave();
    expect(await settled(write)).toBe(true);
  });

  it('holds a write no longer than its limit, and not at all with 0', async () => {
    const gate = new ReadsFirst(20);
    gate.enter();
    await expect(gate.clear()).resolves.toBeUndefined();
    expect(await settled(new ReadsFirst(0).clear())).toBe(true);
  });

  it('counts a write’s time in line against its limit: reads never hold it past maxWaitMs from its arrival', async () => {
    const gate = new ReadsFirst(10_000);
    gate.enter();
    // Arrived 10 s ago (it waited its turn behind other writes): it goes at once, reads or not.
    expect(await settled(gate.clear(performance.now() - 10_000))).toBe(true);
    // Arrived just now: it waits for the read.
    expect(await settled(gate.clear(performance.now()))).toBe(false);
    gate.leave();
  });

  it('counts the API’s GETs from arrival to answer, and nothing else', async () => {
    const gate = new ReadsFirst(10_000);
    const app = Fastify();
    registerReadsFirst(app, gate);
    const seen: number[] = [];
    app.get('/api/thing', async () => {
      seen.push(gate.running);
      return { ok: true };
    });
    app.post('/api/thing', async () => {
      seen.push(gate.running);
      return { ok: true };
    });
    app.get('/page', async () => {
      seen.push(gate.running);
      return 'page';
    });
    await app.inject({ method: 'GET', url: '/api/thing' });
    await app.inject({ method: 'POST', url: '/api/thing' });
    await app.inject({ method: 'GET', url: '/page' });
    expect(seen).toEqual([1, 0, 0]);
    expect(gate.running).toBe(0);
    await app.close();
  });
});
