import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { HeavyOutputSlots } from './heavy-outputs';

const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError && error.code === 'DOWNLOADS_BUSY' && error.headers['retry-after'] === '5' ? error.message : 'other error';
  }
  return 'not refused';
};

describe('HeavyOutputSlots', () => {
  it('gives a user perUser slots, and everyone perServer in all', () => {
    const slots = new HeavyOutputSlots({ perUser: 2, perServer: 3 });
    slots.acquire('ana');
    slots.acquire('ana');
    expect(refused(() => slots.acquire('ana'))).toMatch(/already have 2 downloads/);
    slots.acquire('otto');
    expect(refused(() => slots.acquire('root'))).toMatch(/server is making other downloads/);
    expect(slots.running).toBe(3);
  });

  it('frees a slot once, however often its release is called', () => {
    const slots = new HeavyOutputSlots({ perUser: 1, perServer: 2 });
    const release = slots.acquire('ana');
    release();
    release();
    expect(slots.running).toBe(0);
    slots.acquire('ana');
    expect(refused(() => slots.acquire('ana'))).toMatch(/already have 1 download running/);
    slots.acquire('otto');
    expect(slots.running).toBe(2);
  });
});
