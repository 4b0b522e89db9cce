import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_CHANGE_MESSAGES = {
  missingFields: 'Please fill in all fields.',
  mismatch: 'New passwords do not match.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
} as const;

/** The client-side checks of survey-work §5, in the spec's order; null when the input may be sent. */
export function validatePasswordChange(input: PasswordChangeInput): string | null {
  if (!input.currentPassword || !input.newPassword || !input.confirmPassword) {
    return PASSWORD_CHANGE_MESSAGES.missingFields;
  }
  if (input.newPassword !== input.confirmPassword) return PASSWORD_CHANGE_MESSAGES.mismatch;
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_CHANGE_MESSAGES.tooShort;
  return null;
}
