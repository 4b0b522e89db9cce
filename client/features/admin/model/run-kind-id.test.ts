import { describe, expect, it } from 'vitest';
import { runKindId } from './run-kind-id';

describe('runKindId', () => {
  it('makes the id the server accepts from a name', () => {
    expect(runKindId('Fiber 12-strand SMF')).toBe('fiber-12-strand-smf');
    expect(runKindId('  Câble coaxial RG-6 ')).toBe('cable-coaxial-rg-6');
    expect(runKindId('***')).toBe('');
    expect(runKindId('x'.repeat(39) + ' y')).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
  });
});
