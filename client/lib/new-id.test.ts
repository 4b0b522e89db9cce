import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newId } from './new-id';

afterEach(() => vi.unstubAllGlobals());

describe('newId', () => {
  it('makes a v4 UUID the server accepts, also where randomUUID is missing (plain HTTP)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends Uint8Array>(array: T) => real.getRandomValues(array) });
    const ids = Array.from({ length: 200 }, newId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(z.uuid().safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(200);
  });
});
