import { describe, expect, it } from 'vitest';
import { groupLocations, locationCounts, locationName, overviewCounts, progressTone, type LocationEntry } from './location-summary';

let next = 0;
function entry(values: Partial<LocationEntry> & Pick<LocationEntry, 'locationType'>): LocationEntry {
  next += 1;
  return { id: `id-${String(next).padStart(3, '0')}`, instanceName: null, instanceNumber: 1, isCompleted: false, progress: 0, unitSurveyId: null, ...values };
}

describe('overviewCounts', () => {
  it('gives every type in spec order, the site map always 1 available', () => {
    expect(overviewCounts([])).toEqual([
      { type: 'property', label: '0 completed' },
      { type: 'mdf', label: '0 completed' },
      { type: 'idf', label: '0 completed' },
      { type: 'building', label: '0 completed' },
      { type: 'unit', label: '0 completed' },
      { type: 'common-area', label: '0 completed' },
      { type: 'pathways', label: '0 completed' },
      { type: 'site-map', label: '1 available' },
    ]);
  });

  it('counts only completed surveys of each type', () => {
    const counts = overviewCounts([
      entry({ locationType: 'mdf', isCompleted: true }),
      entry({ locationType: 'mdf', isCompleted: true }),
      entry({ locationType: 'mdf' }),
      entry({ locationType: 'unit', isCompleted: true }),
      entry({ locationType: 'site-map', isCompleted: true }),
    ]);
    const byType = Object.fromEntries(counts.map((c) => [c.type, c.label]));
    expect(byType).toMatchObject({ mdf: '2 completed', unit: '1 completed', idf: '0 completed', 'site-map': '1 available' });
  });

  it('does not count a completed typical plan: the unit type page does not list it (issue 25)', () => {
    const counts = overviewCounts([entry({ locationType: 'unit', isCompleted: true }), entry({ locationType: 'unit', isCompleted: true, isTypicalPlan: true })]);
    expect(counts.find((count) => count.type === 'unit')?.label).toBe('1 completed');
  });
});

describe('groupLocations', () => {
  it('groups by type in the spec order and sorts by instance number', () => {
    const mdf2 = entry({ locationType: 'mdf', instanceNumber: 2 });
    const unit1 = entry({ locationType: 'unit', instanceNumber: 1 });
    const mdf1 = entry({ locationType: 'mdf', instanceNumber: 1 });
    const property = entry({ locationType: 'property', instanceNumber: 1 });
    const mdf10 = entry({ locationType: 'mdf', instanceNumber: 10 });
    const groups = groupLocations([mdf2, unit1, mdf10, mdf1, property]);
    expect(groups.map((g) => g.type)).toEqual(['property', 'mdf', 'unit']);
    expect(groups[1]!.entries).toEqual([mdf1, mdf2, mdf10]);
  });

  it('leaves out the site map and the units’ floor plans: they are plans, not locations', () => {
    const unit = entry({ locationType: 'unit', instanceNumber: 1 });
    const plan = entry({ locationType: 'unit', instanceNumber: 1, unitSurveyId: unit.id });
    const siteMap = entry({ locationType: 'site-map', instanceNumber: 1 });
    expect(groupLocations([unit, plan, siteMap])).toEqual([{ type: 'unit', entries: [unit] }]);
  });

  it('gives nothing for no surveys', () => {
    expect(groupLocations([])).toEqual([]);
  });

  it('does not reorder the input', () => {
    const input = [entry({ locationType: 'idf', instanceNumber: 3 }), entry({ locationType: 'idf', instanceNumber: 1 })];
    const copy = [...input];
    groupLocations(input);
    expect(input).toEqual(copy);
  });
});

describe('locationName', () => {
  it('uses the instance name, else the type and number', () => {
    expect(locationName({ locationType: 'mdf', instanceName: 'Basement MDF', instanceNumber: 1 })).toBe('Basement MDF');
    expect(locationName({ locationType: 'common-area', instanceName: '  ', instanceNumber: 3 })).toBe('COMMON-AREA 3');
    expect(locationName({ locationType: 'idf', instanceName: null, instanceNumber: 2 })).toBe('IDF 2');
  });
});

describe('progressTone', () => {
  it('follows the thresholds 100 / 70 / 30', () => {
    expect([0, 29, 30, 69, 70, 99, 100].map(progressTone)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'complete']);
  });
});

describe('locationCounts', () => {
  it('counts every survey but the site map and the units’ floor plans, completed ones apart', () => {
    expect(
      locationCounts([
        { locationType: 'unit', isCompleted: true, unitSurveyId: null },
        { locationType: 'unit', isCompleted: true, unitSurveyId: 'unit-1' },
        { locationType: 'mdf', isCompleted: false, unitSurveyId: null },
        { locationType: 'site-map', isCompleted: true, unitSurveyId: null },
      ]),
    ).toEqual({ completed: 1, total: 2 });
    expect(locationCounts([])).toEqual({ completed: 0, total: 0 });
  });
});
