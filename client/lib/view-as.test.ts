import { describe, expect, it } from 'vitest';
import { parseViewAs, resolveEffectiveRole } from './view-as';

describe('resolveEffectiveRole', () => {
  it('lets root view as admin or user', () => {
    expect(resolveEffectiveRole('root', 'admin')).toBe('admin');
    expect(resolveEffectiveRole('root', 'user')).toBe('user');
  });

  it('keeps the real role when nothing is chosen', () => {
    expect(resolveEffectiveRole('root', null)).toBe('root');
  });

  it('ignores View As for everyone but root', () => {
    expect(resolveEffectiveRole('admin', 'user')).toBe('admin');
    expect(resolveEffectiveRole('user', 'admin')).toBe('user');
  });
});

describe('parseViewAs', () => {
  it('accepts only admin and user', () => {
    expect(parseViewAs('admin')).toBe('admin');
    expect(parseViewAs('user')).toBe('user');
    expect(parseViewAs('root')).toBeNull();
    expect(parseViewAs('actual')).toBeNull();
    expect(parseViewAs(null)).toBeNull();
  });
});
