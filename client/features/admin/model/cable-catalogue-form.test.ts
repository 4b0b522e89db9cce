import { describe, expect, it } from 'vitest';
import { diameterTexts, readCatalogue } from './cable-catalogue-form';

describe('the cable catalogue form', () => {
  it('keeps the diameters typed and leaves empty boxes to the defaults', () => {
    expect(readCatalogue(['cat6', 'coax', 'fiber'], { cat6: ' 0.23 ', coax: '' })).toEqual({ catalogue: [{ kind: 'cat6', diameterInches: 0.23 }], errors: {} });
  });

  it('says which box is wrong and why', () => {
    const { errors } = readCatalogue(['cat6', 'coax', 'fiber'], { cat6: '0', coax: 'thick', fiber: '7' });
    expect(errors).toEqual({
      cat6: 'Enter a diameter greater than 0, or leave it empty for the default.',
      coax: 'Enter a diameter greater than 0, or leave it empty for the default.',
      fiber: 'Enter at most 6 in.',
    });
  });

  it('shows the saved catalogue in the boxes', () => {
    expect(diameterTexts([{ kind: 'cat6a', diameterInches: 0.29 }])).toEqual({ cat6a: '0.29' });
  });
});
