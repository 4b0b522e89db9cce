import { describe, expect, it } from 'vitest';
import { toastReducer, type ToasterToast } from './use-toast';

const make = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps only the newest toast (limit 1)', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'New' } });
    expect(state.toasts[0]).toMatchObject({ id: '1', title: 'New', open: true });
  });

  it('dismiss closes without removing; remove deletes', () => {
    const dismissed = toastReducer({ toasts: [make('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(dismissed.toasts).toEqual([{ ...make('1'), open: false }]);
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
  });

  it('dismiss and remove without an id apply to all', () => {
    const state = { toasts: [make('1')] };
    expect(toastReducer(state, { type: 'DISMISS_TOAST' }).toasts[0]!.open).toBe(false);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});
