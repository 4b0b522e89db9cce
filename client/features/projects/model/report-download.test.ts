import { describe, expect, it } from 'vitest';
import {
  fallbackReportFileName,
  formatDownloadSize,
  reportButtonLabel,
  reportFailureDescription,
} from './report-download';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    const header = `attachment; filename="Cafe-Survey-Report-2026-03-14.html"; filename*=UTF-8''${encodeURIComponent('Café-Survey-Report-2026-03-14.html')}`;
    expect(fileNameFromContentDisposition(header)).toBe('Café-Survey-Report-2026-03-14.html');
    expect(fileNameFromContentDisposition('attachment; filename="Oak-Survey-Report-2026-03-14.html"')).toBe('Oak-Survey-Report-2026-03-14.html');
    expect(fileNameFromContentDisposition('attachment; filename=plain.html')).toBe('plain.html');
  });

  it('falls back to the plain name when the UTF-8 one is malformed', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="a.html"; filename*=UTF-8''%E0%A4%A`)).toBe('a.html');
  });

  it('answers null without a usable name, and never a path', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('etcpasswd');
  });
});

describe('fallbackReportFileName', () => {
  const date = new Date(2026, 2, 14, 23, 30);

  it('names the file like the server: letters, digits, dash, underscore, spaces as dashes', () => {
    expect(fallbackReportFileName('Oak Towers / Phase_2', date)).toBe('Oak-Towers-Phase_2-Survey-Report-2026-03-14.html');
    expect(fallbackReportFileName('Café', date)).toBe('Café-Survey-Report-2026-03-14.html');
  });

  it('says Project when there is no name', () => {
    expect(fallbackReportFileName(undefined, date)).toBe('Project-Survey-Report-2026-03-14.html');
    expect(fallbackReportFileName(' ?? ', date)).toBe('Project-Survey-Report-2026-03-14.html');
  });
});

describe('progress', () => {
  it('formats sizes in base 1024 with one decimal', () => {
    expect(formatDownloadSize(0)).toBe('0 B');
    expect(formatDownloadSize(1023)).toBe('1023 B');
    expect(formatDownloadSize(1536)).toBe('1.5 KB');
    expect(formatDownloadSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
    expect(formatDownloadSize(5 * 1024 ** 3)).toBe('5.0 GB');
  });

  it('labels the button for each phase', () => {
    expect(reportButtonLabel({ phase: 'idle' })).toBe('Download Report');
    expect(reportButtonLabel({ phase: 'preparing' })).toBe('Preparing report…');
    expect(reportButtonLabel({ phase: 'downloading', bytes: 3.2 * 1024 * 1024, total: null })).toBe('Downloading… 3.2 MB');
  });

  it('words the failure as the spec does', () => {
    expect(reportFailureDescription('Project not found.')).toBe('Report generation failed: Project not found.');
  });
});
