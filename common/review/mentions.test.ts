import { describe, expect, it } from 'vitest';
import { mentionRuns, mentionedNames, mentionedPeople } from './mentions';

const ana = { id: 'a', firstName: 'Ana', lastName: 'Diaz', email: 'ana.d@example.com' };
const ben = { id: 'b', firstName: 'Ben', lastName: 'Okafor', email: 'bokafor@example.com' };
const anaToo = { id: 'c', firstName: 'Ana', lastName: 'Lee', email: 'alee@example.com' };

describe('mentions', () => {
  it('reads @names, not email addresses, ending a sentence or not', () => {
    expect(mentionedNames('@Ana please check, and @ben.okafor. Mail ops@example.com')).toEqual(['ana', 'ben.okafor']);
  });

  it('finds colleagues by first name, full name or email name, without regard to case', () => {
    expect(mentionedPeople('@AnaDiaz look', [ana, ben, anaToo]).map((p) => p.id)).toEqual(['a']);
    expect(mentionedPeople('cc @bokafor', [ana, ben]).map((p) => p.id)).toEqual(['b']);
    expect(mentionedPeople('@ana', [ana, ben, anaToo]).map((p) => p.id)).toEqual(['a', 'c']);
    expect(mentionedPeople('no one here', [ana, ben])).toEqual([]);
  });

  it('cuts a comment into plain text and @names, leaving email addresses and a closing dot as text', () => {
    expect(mentionRuns('Thanks @Ana, ask @ben.okafor. Mail ops@example.com')).toEqual([
      { text: 'Thanks ', mention: false },
      { text: '@Ana', mention: true },
      { text: ', ask ', mention: false },
      { text: '@ben.okafor', mention: true },
      { text: '. Mail ops@example.com', mention: false },
    ]);
    expect(mentionRuns('@sam')).toEqual([{ text: '@sam', mention: true }]);
    expect(mentionRuns('no names')).toEqual([{ text: 'no names', mention: false }]);
  });
});
