import { describe, expect, it } from 'vitest';
import { EMPTY_CREATE_ACCOUNT, validateCreateAccount } from './create-account-form';

const filled = { firstName: 'Ana', lastName: 'Lopez', password: 'secret1', confirmPassword: 'secret1' };

describe('validateCreateAccount', () => {
  it('asks for every field', () => {
    expect(validateCreateAccount(EMPTY_CREATE_ACCOUNT)).toBe('Please fill in all fields.');
    expect(validateCreateAccount({ ...filled, lastName: ' ' })).toBe('Please fill in all fields.');
  });

  it('needs at least 6 characters', () => {
    expect(validateCreateAccount({ ...filled, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long.',
    );
  });

  it('needs the two passwords to match', () => {
    expect(validateCreateAccount({ ...filled, confirmPassword: 'secret2' })).toBe('Passwords do not match.');
  });

  it('passes a complete form', () => {
    expect(validateCreateAccount(filled)).toBeNull();
  });
});
