import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../../common/schemas/surveys';
import { entriesOfType, floorPlanPath, newLocationId, unitIdOf } from './location-entries';

function survey(partial: Partial<Survey>): Survey {
  return {
    id: crypto.randomUUID(),
    projectId: 'p',
    locationType: 'mdf',
    locationId: 'mdf-1',
    instanceName: null,
    instanceNumber: 1,
    formData: {},
    isCompleted: false,
    progress: 0,
    markupElements: [],
    uploadedImage: null,
    photos: [],
    templateId: null,
    templateVersion: null,
    version: 1,
    fieldVersions: {},
    markupVersion: 0,
    markupScale: null,
    unitSurveyId: null,
    buildingId: null,
    floor: null,
    unitNumber: null,
    unitTypeId: null,
    isTypicalPlan: false,
    hiddenTypicalIds: [],
    review: null,
    assigneeId: null,
    ownAssigneeId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...partial,
  };
}

describe('location entries', () => {
  it('keeps one type, sorted by instance number', () => {
    const list = [
      survey({ instanceNumber: 3 }),
      survey({ instanceNumber: 1 }),
      survey({ locationType: 'idf', instanceNumber: 2 }),
      survey({ instanceNumber: 2 }),
    ];
    expect(entriesOfType(list, 'mdf').map((s) => s.instanceNumber)).toEqual([1, 2, 3]);
  });

  it('leaves units’ floor plans out: they are not locations (DESIGN §4)', () => {
    const unit = survey({ locationType: 'unit', instanceNumber: 1, formData: { unitNumber: '204' } });
    const plan = survey({ locationType: 'unit', instanceNumber: 1, instanceName: 'Unit 204 Floor Plan', unitSurveyId: unit.id });
    expect(entriesOfType([unit, plan], 'unit')).toEqual([unit]);
  });

  it('leaves unit types’ typical plans out, as the Unit card’s count does (issue 25)', () => {
    const unit = survey({ locationType: 'unit', instanceNumber: 1 });
    const typical = survey({ locationType: 'unit', instanceNumber: 2, instanceName: 'Typical plan · Studio', isTypicalPlan: true });
    expect(entriesOfType([unit, typical], 'unit')).toEqual([unit]);
  });

  it('finds a unit by its unit number, else its instance number', () => {
    expect(unitIdOf(survey({ formData: { unitNumber: ' 204 ' }, instanceNumber: 5 }))).toBe('204');
    expect(unitIdOf(survey({ formData: { unitNumber: 12 } }))).toBe('12');
    expect(unitIdOf(survey({ formData: { unitNumber: '' }, instanceNumber: 5 }))).toBe('5');
    expect(unitIdOf(survey({ instanceNumber: 7 }))).toBe('7');
    expect(unitIdOf(survey({ formData: { unit_number: '3C' }, instanceNumber: 7 }))).toBe('3C');
    expect(floorPlanPath('p1', survey({ formData: { unitNumber: '2B/1' } }))).toBe('/projects/p1/units/2B%2F1/floor-plan');
  });

  it('names new locations by type and time', () => {
    expect(newLocationId('mdf', 1700000000000)).toBe('mdf-1700000000000');
  });
});
