import { describe, expect, it } from 'vitest';
import { chooseSiteMapSurvey, findFloorPlanSurvey, floorPlanInstanceName } from './survey-selection';

const survey = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  locationType: 'site-map' as const,
  locationId: 'site-map-1',
  instanceName: 'Site Map',
  markupElements: [] as unknown[],
  uploadedImage: null as string | null,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

describe('chooseSiteMapSurvey', () => {
  it('reuses the newest site-map survey with markup or an image', () => {
    const surveys = [
      survey('old-marked', { markupElements: [{}], createdAt: '2024-01-01T00:00:00.000Z' }),
      survey('newer-image', { uploadedImage: '/api/surveys/x/image', createdAt: '2024-02-01T00:00:00.000Z' }),
      survey('newest-empty', { createdAt: '2024-03-01T00:00:00.000Z' }),
      survey('unit', { locationType: 'unit', markupElements: [{}], createdAt: '2024-04-01T00:00:00.000Z' }),
    ];
    expect(chooseSiteMapSurvey(surveys)?.id).toBe('newer-image');
  });

  it('falls back to the newest site-map survey, and to none', () => {
    expect(chooseSiteMapSurvey([survey('a'), survey('b', { createdAt: '2025-01-01T00:00:00.000Z' })])?.id).toBe('b');
    expect(chooseSiteMapSurvey([survey('u', { locationType: 'unit' })])).toBeUndefined();
  });
});

describe('findFloorPlanSurvey', () => {
  it('finds the unit survey of that unit whose name says Floor Plan', () => {
    const surveys = [
      survey('form', { locationType: 'unit', locationId: 'unit-7', instanceName: 'Unit 1' }),
      survey('plan', { locationType: 'unit', locationId: 'unit-7', instanceName: floorPlanInstanceName('unit-7') }),
      survey('other', { locationType: 'unit', locationId: 'unit-8', instanceName: 'Unit unit-8 Floor Plan' }),
    ];
    expect(findFloorPlanSurvey(surveys, 'unit-7')?.id).toBe('plan');
    expect(findFloorPlanSurvey(surveys, 'unit-9')).toBeUndefined();
    expect(floorPlanInstanceName('12')).toBe('Unit 12 Floor Plan');
  });
});
