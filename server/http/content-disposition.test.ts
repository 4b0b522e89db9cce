import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives old clients an ASCII name and new ones the exact name', () => {
    expect(contentDisposition('Café Tower-photos.zip')).toBe(`attachment; filename="Cafe Tower-photos.zip"; filename*=UTF-8''Caf%C3%A9%20Tower-photos.zip`);
  });

  it('never lets a name break out of its quotes or carry a path', () => {
    expect(asciiFileName('a"b\\c/d%e')).toBe('a_b_c_d_e');
    expect(contentDisposition("it's (1)*.csv")).toContain(`filename*=UTF-8''it%27s%20%281%29%2A.csv`);
  });

  it('takes an ASCII name made another way', () => {
    expect(contentDisposition('東京-Survey-Report.html', 'Survey-Report.html')).toBe(
      `attachment; filename="Survey-Report.html"; filename*=UTF-8''${encodeURIComponent('東京-Survey-Report.html')}`,
    );
  });
});
