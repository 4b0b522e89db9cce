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

/** A colleague as pickers and lists show them. */
export interface NamedPerson {
  id: string;
  name: string;
}

/**
 * Who a location or building is assigned to, in words: "you", a colleague's name where the list
 * of people is known (the office), else "a colleague"; null when nobody is.
 */
export function assigneeName(assigneeId: string | null, meId: string | null | undefined, people: readonly NamedPerson[] | undefined): string | null {
  if (assigneeId === null) return null;
  if (assigneeId === meId) return 'you';
  return people?.find((person) => person.id === assigneeId)?.name ?? 'a colleague';
}
