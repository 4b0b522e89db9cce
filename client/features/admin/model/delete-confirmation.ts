/** What the root must type before a company or a user is deleted (administration §5). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const DELETION_CANCELLED_MESSAGE = 'Deletion cancelled - confirmation text did not match.';

/** Exactly DELETE: no trimming, no other case. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === DELETE_CONFIRMATION_WORD;
}
