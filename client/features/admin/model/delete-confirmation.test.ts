import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed } from './delete-confirmation';

describe('isDeleteConfirmed', () => {
  it('accepts DELETE exactly', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
  });

  it('refuses anything else: other case, spaces, partial, empty', () => {
    for (const typed of ['delete', 'Delete', ' DELETE', 'DELETE ', 'DELET', '', 'DELETE!']) {
      expect(isDeleteConfirmed(typed)).toBe(false);
    }
  });
});
