import type { User } from '../../common/schemas/users';

// How a person is named on every screen (administration, comments, assignment).

type Person = Pick<User, 'email' | 'firstName' | 'lastName'>;

/** First and last name as one, or '' when neither is known. */
export function fullName(user: Person): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** How to name a user on screen: the full name, else the email. */
export function displayName(user: Person): string {
  return fullName(user) || user.email;
}
