import { describe, expect, it } from 'vitest';
import { canCreateRootUser, EMPTY_ADD_USER, EMPTY_ROOT_CREATE_USER, validateAddUser } from './add-user-form';

describe('validateAddUser', () => {
  it('asks for every field', () => {
    expect(validateAddUser(EMPTY_ADD_USER)).toBe('Please fill in all fields.');
    expect(validateAddUser({ ...EMPTY_ADD_USER, firstName: 'A', lastName: 'B', email: '  ' })).toBe(
      'Please fill in all fields.',
    );
  });

  it('passes a complete form', () => {
    expect(validateAddUser({ firstName: 'A', lastName: 'B', email: 'a@b.c', role: 'user' })).toBeNull();
  });
});

describe('canCreateRootUser', () => {
  it('needs email, role and company, not names', () => {
    expect(canCreateRootUser(EMPTY_ROOT_CREATE_USER)).toBe(false);
    expect(canCreateRootUser({ ...EMPTY_ROOT_CREATE_USER, email: 'a@b.c', role: 'admin' })).toBe(false);
    expect(canCreateRootUser({ ...EMPTY_ROOT_CREATE_USER, email: 'a@b.c', companyId: 'x' })).toBe(false);
    expect(canCreateRootUser({ ...EMPTY_ROOT_CREATE_USER, email: 'a@b.c', role: 'admin', companyId: 'x' })).toBe(true);
  });
});
