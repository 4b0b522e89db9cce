import { describe, expect, it } from 'vitest';
import type { MarkupElement } from '../../../../common/markup/schema';
import { unitAddressOf } from '../../../../common/survey/unit-plans';
import { chooseSiteMapSurvey, findFloorPlanSurvey, findUnitSurvey, floorPlanInstanceName } from './survey-selection';

const marked: MarkupElement[] = [{ id: 'e1', type: 'ap', x: 10, y: 20 }];
const survey = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  locationType: 'site-map' as const,
  locationId: 'site-map-1',
  instanceName: 'Site Map',
  markupElements: [] as MarkupElement[],
  uploadedImage: null as string | null,
  unitSurveyId: null as string | null,
  formData: {} as Record<string, unknown>,
  instanceNumber: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

describe('chooseSiteMapSurvey', () => {
  it('reuses the newest site-map survey with markup or an image', () => {
    const surveys = [
      survey('old-marked', { markupElements: marked, createdAt: '2024-01-01T00:00:00.000Z' }),
      survey('newer-image', { uploadedImage: '/api/surveys/x/image', createdAt: '2024-02-01T00:00:00.000Z' }),
      survey('newest-empty', { createdAt: '2024-03-01T00:00:00.000Z' }),
      survey('unit', { locationType: 'unit', markupElements: marked, createdAt: '2024-04-01T00:00:00.000Z' }),
    ];
    expect(chooseSiteMapSurvey(surveys)?.id).toBe('newer-image');
  });

  it('falls back to the newest site-map survey, and to none', () => {
    expect(chooseSiteMapSurvey([survey('a'), survey('b', { createdAt: '2025-01-01T00:00:00.000Z' })])?.id).toBe('b');
    expect(chooseSiteMapSurvey([survey('u', { locationType: 'unit' })])).toBeUndefined();
  });
});

describe('findFloorPlanSurvey', () => {
  it('finds the floor plan linked to the unit survey, whatever its name and location id', () => {
    const surveys = [
      survey('form', { locationType: 'unit', locationId: 'unit-7', instanceName: 'Unit 7 Floor Plan' }),
      survey('plan', { locationType: 'unit', locationId: '204', instanceName: 'Renamed', unitSurveyId: 'form' }),
      survey('other', { locationType: 'unit', locationId: '205', instanceName: 'Unit 205 Floor Plan', unitSurveyId: 'form-205' }),
    ];
    expect(findFloorPlanSurvey(surveys, 'form')?.id).toBe('plan');
    expect(findFloorPlanSurvey(surveys, 'form-9')).toBeUndefined();
    expect(floorPlanInstanceName('12')).toBe('Unit 12 Floor Plan');
  });

  it('prefers the newest plan with a drawing when two devices each made one', () => {
    const surveys = [
      survey('drawn', { locationType: 'unit', unitSurveyId: 'u', markupElements: marked, createdAt: '2024-01-01T00:00:00.000Z' }),
      survey('blank', { locationType: 'unit', unitSurveyId: 'u', createdAt: '2024-02-01T00:00:00.000Z' }),
    ];
    expect(findFloorPlanSurvey(surveys, 'u')?.id).toBe('drawn');
  });
});

describe('findUnitSurvey', () => {
  it('finds the unit location by its unit number, else its number; never a floor plan', () => {
    const surveys = [
      survey('u1', { locationType: 'unit', instanceNumber: 1, formData: { unitNumber: '204' } }),
      survey('u2', { locationType: 'unit', instanceNumber: 2 }),
      survey('plan', { locationType: 'unit', instanceNumber: 1, locationId: '204', unitSurveyId: 'u1' }),
      survey('mdf', { locationType: 'mdf', instanceNumber: 3 }),
    ];
    expect(findUnitSurvey(surveys, '204')?.id).toBe('u1');
    expect(findUnitSurvey(surveys, '2')?.id).toBe('u2');
    expect(findUnitSurvey(surveys, '3')).toBeUndefined();
  });

  it('finds a unit of a building by its id, where two buildings both have a unit 101', () => {
    const units = [
      survey('a-101', { locationType: 'unit', instanceNumber: 1, unitNumber: '101', buildingId: 'A' }),
      survey('b-101', { locationType: 'unit', instanceNumber: 2, unitNumber: '101', buildingId: 'B' }),
    ];
    // The links name such units by id (unitAddressOf), and the route opens exactly that one.
    expect(units.map((unit) => unitAddressOf(unit))).toEqual(['a-101', 'b-101']);
    expect(findUnitSurvey(units, 'b-101')?.id).toBe('b-101');
    expect(findUnitSurvey(units, 'a-101')?.id).toBe('a-101');
    // A unit without a building keeps its number as its address.
    expect(unitAddressOf(survey('u', { locationType: 'unit', unitNumber: '204', buildingId: null }))).toBe('204');
  });
});
