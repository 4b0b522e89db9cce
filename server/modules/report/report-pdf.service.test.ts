import { describe, expect, it } from 'vitest';
import { pdfContentDisposition } from './report-pdf.service';

describe('pdfContentDisposition', () => {
  it('names the project report like the HTML report, with the PDF extension', () => {
    expect(pdfContentDisposition('Oak Towers <East>', '2026-03-14')).toBe(
      `attachment; filename="Oak-Towers-East-Survey-Report-2026-03-14.pdf"; filename*=UTF-8''Oak-Towers-East-Survey-Report-2026-03-14.pdf`,
    );
  });

  it('adds the location to one location’s report, accents kept only in filename*', () => {
    expect(pdfContentDisposition('Café', '2026-03-14', 'Unit 1ö')).toBe(
      `attachment; filename="Cafe-Unit-1o-Survey-Report-2026-03-14.pdf"; filename*=UTF-8''${encodeURIComponent('Café-Unit-1ö-Survey-Report-2026-03-14.pdf')}`,
    );
  });
});
