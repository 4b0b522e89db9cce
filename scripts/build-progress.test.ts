import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain .mjs script, without types
import { progressReporter } from './build.mjs';

// A first `npm start` builds the client for a minute or more: it says what it is doing, and
// how long it has taken whenever Vite is quiet, instead of printing nothing (issue 26).
afterEach(() => vi.useRealTimers());

describe('the client build’s progress', () => {
  it('passes on Vite’s steps, leaves out its list of files, and says the time while Vite is quiet', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const progress = progressReporter((line: string) => lines.push(line), Date.now());
    progress.write(Buffer.from('vite v6.0.0 building for production...\ntransforming...\n'));
    progress.write(Buffer.from('✓ 2101 modules transformed.\nrendering chunks...\n'));
    progress.write(Buffer.from('dist/client/assets/index-abc.js   120.40 kB │ gzip: 40.10 kB\n\n'));
    expect(lines).toEqual(['  vite v6.0.0 building for production...', '  transforming...', '  ✓ 2101 modules transformed.', '  rendering chunks...']);

    vi.advanceTimersByTime(25_000);
    progress.stop();
    expect(lines.slice(4)).toEqual(['  … still building the client (10 s so far)', '  … still building the client (20 s so far)']);
  });

  it('keeps a line cut between two chunks whole', () => {
    const lines: string[] = [];
    const progress = progressReporter((line: string) => lines.push(line));
    progress.write(Buffer.from('rendering ch'));
    progress.write(Buffer.from('unks...\n'));
    progress.stop();
    expect(lines).toEqual(['  rendering chunks...']);
  });
});
