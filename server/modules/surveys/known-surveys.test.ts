import { describe, expect, it } from 'vitest';
import type { SurveyRow } from './surveys.repo';
import { KnownSurveys } from './known-surveys';

const row = (id: string, elements = 0) => ({ id, version: 1, markupElements: Array.from({ length: elements }, (_, i) => ({ id: `e${i}` })) }) as unknown as SurveyRow;

describe('KnownSurveys', () => {
  it('keeps the last row written per survey, up to its bound (the oldest goes first)', () => {
    const known = new KnownSurveys(2);
    known.remember(row('a'));
    known.remember(row('b'));
    known.remember({ ...row('a'), version: 2 });
    known.remember(row('c'));
    expect(known.get('a')?.version).toBe(2);
    expect(known.get('b')).toBeUndefined();
    expect(known.get('c')).toBeDefined();
  });

  it('keeps no big drawing, and forgets one it had when it grew', () => {
    const known = new KnownSurveys();
    known.remember(row('a', 10));
    expect(known.get('a')).toBeDefined();
    known.remember(row('a', 501));
    expect(known.get('a')).toBeUndefined();
  });

  it('forgets a survey', () => {
    const known = new KnownSurveys();
    known.remember(row('a'));
    known.forget('a');
    expect(known.get('a')).toBeUndefined();
  });
});
