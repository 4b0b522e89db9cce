import { describe, expect, it } from 'vitest';
import { assigneeName } from './person-name';

describe('who a location is assigned to, in words', () => {
  const people = [{ id: 'u1', name: 'Sam Field' }];

  it('says you, a colleague’s name, or a colleague when the names are not known here', () => {
    expect(assigneeName('me', 'me', people)).toBe('you');
    expect(assigneeName('u1', 'me', people)).toBe('Sam Field');
    expect(assigneeName('u2', 'me', people)).toBe('a colleague');
    expect(assigneeName('u1', 'me', undefined)).toBe('a colleague');
  });

  it('says nothing when nobody is assigned', () => {
    expect(assigneeName(null, 'me', people)).toBeNull();
  });
});
