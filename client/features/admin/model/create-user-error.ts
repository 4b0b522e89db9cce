import { getServerMessage } from '../../../lib/api-client';

export interface ToastText {
  title: string;
  description: string;
}

export const CREATE_USER_FALLBACK = 'Failed to create user.';

/** The toast for a failed user creation (administration §8): a taken email gets its own words. */
export function createUserErrorToast(error: unknown): ToastText {
  const message = getServerMessage(error) ?? '';
  if (message.toLowerCase().includes('already exists')) {
    return {
      title: 'Email Already Used',
      description: 'A user with this email already exists. Please use a different email address.',
    };
  }
  return { title: 'Creation Failed', description: message || CREATE_USER_FALLBACK };
}
