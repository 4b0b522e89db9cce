import { describe, expect, it } from 'vitest';
import { canWriteTemplates } from './templates.policy';

describe('template policy', () => {
  it('lets admin and root write, not users', () => {
    expect(canWriteTemplates({ role: 'root' })).toBe(true);
    expect(canWriteTemplates({ role: 'admin' })).toBe(true);
    expect(canWriteTemplates({ role: 'user' })).toBe(false);
  });
});
