// The review queue's keys (DESIGN §16, issue 27): J and K walk the queue, A approves, R returns.
// Never while the office types (a comment, a search) or works in a dialog, nor with Ctrl, ⌘ or Alt.

export type ReviewShortcut = 'next' | 'previous' | 'approve' | 'return';

export const REVIEW_SHORTCUTS: readonly { key: string; shortcut: ReviewShortcut; label: string }[] = [
  { key: 'J', shortcut: 'next', label: 'next' },
  { key: 'K', shortcut: 'previous', label: 'previous' },
  { key: 'A', shortcut: 'approve', label: 'approve' },
  { key: 'R', shortcut: 'return', label: 'return' },
];

/** What a key press was aimed at: enough of an element to tell typing from reading. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: KeyTarget | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function isTyping(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable || (target.tagName !== undefined && TYPING_TAGS.has(target.tagName.toUpperCase()))) return true;
  // Inside a dialog (Return's comment box) keys belong to the dialog.
  return Boolean(target.closest?.('[role="dialog"], [role="alertdialog"]'));
}

/** The shortcut a key press means on the review queue, or null. */
export function reviewShortcutOf(event: ShortcutKeyEvent): ReviewShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  return REVIEW_SHORTCUTS.find((entry) => entry.key === event.key.toUpperCase())?.shortcut ?? null;
}

/** The position after a step through a queue of `length`, staying at its ends. */
export function stepThrough(index: number, length: number, shortcut: 'next' | 'previous'): number {
  if (length === 0) return 0;
  const next = shortcut === 'next' ? index + 1 : index - 1;
  return Math.min(length - 1, Math.max(0, next));
}
