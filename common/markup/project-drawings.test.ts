import { describe, expect, it } from 'vitest';
import { linkedPlaces, placeOfLocation, projectDrawings, type DrawingSurvey } from './project-drawings';

const survey = (overrides: Partial<DrawingSurvey>): DrawingSurvey => ({
  id: 's',
  locationType: 'unit',
  instanceName: null,
  instanceNumber: 1,
  unitSurveyId: null,
  formData: {},
  markupElements: [],
  markupScale: null,
  ...overrides,
});

describe('where a location is', () => {
  it('reads the building and floor fields of either default template, basements included', () => {
    expect(placeOfLocation({ building: 'Building A', floor: 2 })).toEqual({ building: 'Building A', floor: 2 });
    expect(placeOfLocation({ building_name: ' B ', floor: '-1' })).toEqual({ building: 'B', floor: -1 });
    expect(placeOfLocation({ floor: 'ground' })).toEqual({ building: null, floor: null });
    expect(placeOfLocation(null)).toEqual({ building: null, floor: null });
  });
});

describe('a project’s drawings', () => {
  it('places a floor plan at its unit, the site map nowhere, and skips empty drawings', () => {
    const unit = survey({ id: 'u', formData: { unitNumber: '204', floor: 2, building: 'A' } });
    const plan = survey({ id: 'p', instanceName: 'Unit 204 Floor Plan', unitSurveyId: 'u', markupScale: 0.1, markupElements: [{ id: 'j', type: 'idf', x: 1, y: 1 }] });
    const site = survey({ id: 'm', locationType: 'site-map', instanceName: 'Site Map', markupElements: [{ id: 'i', type: 'idf', x: 1, y: 1, linkedSurveyId: '00000000-0000-4000-8000-000000000001' }] });
    const idf = survey({ id: '00000000-0000-4000-8000-000000000001', locationType: 'idf', formData: { building: 'C', floor: 3 } });
    const drawings = projectDrawings([unit, plan, site, idf]);
    expect(drawings.map((d) => [d.surveyId, d.editor, d.building, d.floor, d.scale])).toEqual([
      ['p', 'floor-plan', 'A', 2, 0.1],
      ['m', 'site-map', null, null, null],
    ]);
    const linked = { id: 'i', type: 'idf' as const, x: 1, y: 1, linkedSurveyId: idf.id };
    expect(linkedPlaces([unit, plan, site, idf])(linked)).toEqual({ building: 'C', floor: 3 });
    expect(linkedPlaces([unit, plan, site])(linked)).toBeUndefined();
  });
});
