import { describe, expect, it } from 'vitest';
import { sumUsage, usageAverages } from './usage-summary';

const empty = { projectsCount: 0, surveysCount: 0, photosCount: 0, totalStorageBytes: 0 };

describe('sumUsage', () => {
  it('adds every figure', () => {
    expect(
      sumUsage([
        { projectsCount: 1, surveysCount: 4, photosCount: 10, totalStorageBytes: 1000 },
        { projectsCount: 2, surveysCount: 3, photosCount: 0, totalStorageBytes: 24 },
      ]),
    ).toEqual({ projectsCount: 3, surveysCount: 7, photosCount: 10, totalStorageBytes: 1024 });
  });

  it('is all zero for no companies', () => {
    expect(sumUsage([])).toEqual(empty);
  });
});

describe('usageAverages', () => {
  it('gives photos per survey and surveys per project with one decimal, storage per photo formatted', () => {
    expect(usageAverages({ projectsCount: 3, surveysCount: 7, photosCount: 10, totalStorageBytes: 10 * 1536 })).toEqual({
      photosPerSurvey: '1.4',
      surveysPerProject: '2.3',
      storagePerPhoto: '1.5 KB',
    });
  });

  it('counts nothing to divide by as zero', () => {
    expect(usageAverages(empty)).toEqual({ photosPerSurvey: '0.0', surveysPerProject: '0.0', storagePerPhoto: '0 Bytes' });
  });
});
