import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createUserErrorToast } from './create-user-error';

const serverError = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }), { code, message });

describe('createUserErrorToast', () => {
  it('says Email Already Used when the server message says it already exists', () => {
    expect(createUserErrorToast(serverError(409, 'EMAIL_TAKEN', 'A user with this email already exists.'))).toEqual({
      title: 'Email Already Used',
      description: 'A user with this email already exists. Please use a different email address.',
    });
  });

  it("shows the server's other messages under Creation Failed", () => {
    expect(createUserErrorToast(serverError(400, 'VALIDATION_FAILED', 'Invalid email'))).toEqual({
      title: 'Creation Failed',
      description: 'Invalid email',
    });
  });

  it('falls back when there is no server message', () => {
    expect(createUserErrorToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Creation Failed',
      description: 'Failed to create user.',
    });
  });
});
