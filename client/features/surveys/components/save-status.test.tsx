import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NotSentButton } from './save-status';

// The refused save's button carries the server's reason, whatever its length: on a 390 px phone
// it must wrap inside the card rather than push the page wider than the screen (a button does
// not wrap nor shrink by default).

describe('NotSentButton', () => {
  it('says why the save was not sent and offers a retry', () => {
    const html = renderToStaticMarkup(<NotSentButton reason="Distance is out of range." onRetry={() => undefined} />);
    expect(html.replace(/<[^>]+>/g, '')).toBe('Not sent: Distance is out of range. — retry');
    expect(renderToStaticMarkup(<NotSentButton reason={undefined} onRetry={() => undefined} />).replace(/<[^>]+>/g, '')).toBe(
      'Not sent: refused by the server — retry',
    );
  });

  it('wraps and shrinks instead of widening the page', () => {
    const html = renderToStaticMarkup(<NotSentButton reason={'A long reason from the server. '.repeat(5)} onRetry={() => undefined} />);
    const button = /<button[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(/\s+/) ?? [];
    expect(button).toEqual(expect.arrayContaining(['whitespace-normal', 'shrink', 'min-w-0']));
    expect(button).not.toContain('whitespace-nowrap');
    expect(button).not.toContain('shrink-0');
  });
});
