import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';

export interface CreateAccountValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_CREATE_ACCOUNT: CreateAccountValues = { firstName: '', lastName: '', password: '', confirmPassword: '' };

export const CREATE_ACCOUNT_MESSAGES = {
  missingFields: 'Please fill in all fields.',
  mismatch: 'Passwords do not match.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
} as const;

/** The checks before registering through an invitation; null when the form may be sent. */
export function validateCreateAccount(values: CreateAccountValues): string | null {
  if (!values.firstName.trim() || !values.lastName.trim() || !values.password || !values.confirmPassword) {
    return CREATE_ACCOUNT_MESSAGES.missingFields;
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) return CREATE_ACCOUNT_MESSAGES.tooShort;
  if (values.password !== values.confirmPassword) return CREATE_ACCOUNT_MESSAGES.mismatch;
  return null;
}
