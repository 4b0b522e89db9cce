import { describe, expect, it } from 'vitest';
import { NO_ANSWER, answerText } from './answer-text';

describe('answers in words for the review', () => {
  it('reads each kind of answer', () => {
    expect(answerText({ type: 'text' }, 'Telecom Room 101')).toBe('Telecom Room 101');
    expect(answerText({ type: 'number' }, 3)).toBe('3');
    expect(answerText({ type: 'checkbox' }, true)).toBe('Yes');
    expect(answerText({ type: 'checkbox' }, false)).toBe('No');
    expect(answerText({ type: 'multiselect' }, ['Fiber', 'Coax'])).toBe('Fiber, Coax');
    expect(answerText({ type: 'photo' }, 1)).toBe('1 photo');
    expect(answerText({ type: 'repeat' }, [{ a: 1 }, { a: 2 }])).toBe('2 items');
  });

  it('shows a dash for what is not answered', () => {
    for (const [type, value] of [['text', ''], ['select', null], ['multiselect', []], ['repeat', []], ['date', undefined]] as const) {
      expect(answerText({ type }, value)).toBe(NO_ANSWER);
    }
  });
});
