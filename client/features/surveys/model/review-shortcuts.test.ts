import { describe, expect, it } from 'vitest';
import { reviewShortcutOf, stepThrough, type KeyTarget } from './review-shortcuts';

const press = (key: string, target: KeyTarget | null = { tagName: 'BODY' }, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  reviewShortcutOf({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...modifiers });

describe('review queue shortcuts', () => {
  it('reads J, K, A and R in either case', () => {
    expect([press('j'), press('K'), press('a'), press('R')]).toEqual(['next', 'previous', 'approve', 'return']);
    expect(press('x')).toBeNull();
  });

  it('does nothing while the office types or works in a dialog', () => {
    expect(press('a', { tagName: 'INPUT' })).toBeNull();
    expect(press('r', { tagName: 'textarea' })).toBeNull();
    expect(press('j', { tagName: 'SELECT' })).toBeNull();
    expect(press('j', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(press('a', { tagName: 'BUTTON', closest: (selector) => (selector.includes('dialog') ? {} : null) })).toBeNull();
    expect(press('a', { tagName: 'BUTTON', closest: () => null })).toBe('approve');
  });

  it('leaves Ctrl, ⌘ and Alt combinations to the browser', () => {
    expect(press('r', undefined, { ctrlKey: true })).toBeNull();
    expect(press('a', undefined, { metaKey: true })).toBeNull();
    expect(press('j', undefined, { altKey: true })).toBeNull();
  });

  it('steps through the queue and stays at its ends', () => {
    expect(stepThrough(0, 3, 'next')).toBe(1);
    expect(stepThrough(2, 3, 'next')).toBe(2);
    expect(stepThrough(0, 3, 'previous')).toBe(0);
    expect(stepThrough(0, 0, 'next')).toBe(0);
  });
});
