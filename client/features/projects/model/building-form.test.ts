import { describe, expect, it } from 'vitest';
import { readBuildingForm } from './building-form';

describe('a building’s form', () => {
  it('reads a name and floors, basements negative', () => {
    expect(readBuildingForm({ name: ' North ', lowestFloor: '-2', highestFloor: '12' })).toEqual({ ok: true, value: { name: 'North', lowestFloor: -2, highestFloor: 12 } });
  });

  it('says what is wrong with each field, as the server would refuse it', () => {
    expect(readBuildingForm({ name: ' ', lowestFloor: '1.5', highestFloor: '201' })).toEqual({
      ok: false,
      errors: {
        name: 'Give the building a name.',
        lowestFloor: 'Enter a whole number (basements are negative: -1).',
        highestFloor: 'Floors go from -10 to 200.',
      },
    });
    expect(readBuildingForm({ name: 'A', lowestFloor: '5', highestFloor: '2' })).toEqual({
      ok: false,
      errors: { highestFloor: 'The highest floor must not be below the lowest floor.' },
    });
  });
});
