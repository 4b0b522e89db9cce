import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-change-validation';

const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

describe('validatePasswordChange', () => {
  it('accepts a complete, matching, long enough change', () => {
    expect(validatePasswordChange(valid)).toBeNull();
  });

  it.each(['currentPassword', 'newPassword', 'confirmPassword'] as const)('asks for every field (%s empty)', (field) => {
    expect(validatePasswordChange({ ...valid, [field]: '' })).toBe('Please fill in all fields.');
  });

  it('requires the confirmation to match', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: 'new-secreT' })).toBe('New passwords do not match.');
  });

  it('requires at least 6 characters, and 6 are enough', () => {
    expect(validatePasswordChange({ ...valid, newPassword: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validatePasswordChange({ ...valid, newPassword: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('reports missing fields before a mismatch, and a mismatch before length', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'a', confirmPassword: 'b' })).toBe(
      'Please fill in all fields.',
    );
    expect(validatePasswordChange({ ...valid, newPassword: 'a', confirmPassword: 'b' })).toBe(
      'New passwords do not match.',
    );
  });
});
