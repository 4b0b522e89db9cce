import { describe, expect, it } from 'vitest';
import { configureZodWithoutEval } from './zod-without-eval';

describe('configureZodWithoutEval', () => {
  it('turns zod’s JIT off through the configuration object zod reads, whichever loads first', async () => {
    configureZodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // The object set here is the one zod keeps: set again after zod loaded, it still counts.
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
  });
});
