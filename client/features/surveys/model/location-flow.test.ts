import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../../common/schemas/surveys';
import { automaticName, duplicateName, keyValueOf, nameFollowingKey, nextLocationToSurvey, nextStepAfterComplete } from './location-flow';

function survey(partial: Partial<Survey>): Survey {
  return {
    id: crypto.randomUUID(),
    projectId: 'p',
    locationType: 'unit',
    locationId: 'unit-1',
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

describe('automatic names', () => {
  it('names a unit after its unit number in either reading, and by number without one', () => {
    expect(automaticName('unit', 1, { unitNumber: '204' })).toBe('Unit 204');
    expect(automaticName('unit', 1, { unit_number: ' 12B ' })).toBe('Unit 12B');
    expect(automaticName('unit', 3, {})).toBe('Unit 3');
    expect(automaticName('mdf', 1, { doorName: 'Telecom Room 101' })).toBe('MDF Telecom Room 101');
    expect(keyValueOf('building', { unitNumber: '5' })).toBeNull();
  });

  it('follows the key field while the name is automatic', () => {
    expect(nameFollowingKey('Unit 1', 'unit', 1, {}, { unitNumber: '2' })).toBe('Unit 2');
    expect(nameFollowingKey('Unit 2', 'unit', 1, { unitNumber: '2' }, { unitNumber: '20' })).toBe('Unit 20');
    expect(nameFollowingKey('', 'unit', 1, {}, { unitNumber: '204' })).toBe('Unit 204');
    // The key emptied: back to the default name.
    expect(nameFollowingKey('Unit 204', 'unit', 1, { unitNumber: '204' }, {})).toBe('Unit 1');
  });

  it('lets a duplicate renumbered follow its new unit number', () => {
    expect(nameFollowingKey('Unit 305 copy', 'unit', 3, { unitNumber: '305' }, { unitNumber: '306' })).toBe('Unit 306');
    expect(nameFollowingKey('Unit 305 copy 2', 'unit', 4, { unitNumber: '305' }, { unitNumber: '307' })).toBe('Unit 307');
    expect(nameFollowingKey('Unit 305 copyist', 'unit', 4, { unitNumber: '305' }, { unitNumber: '307' })).toBeNull();
  });

  it('stops following once renamed, and leaves types without a key field alone', () => {
    expect(nameFollowingKey('Penthouse', 'unit', 1, { unitNumber: '2' }, { unitNumber: '20' })).toBeNull();
    expect(nameFollowingKey('Unit 204', 'unit', 1, { unitNumber: '204' }, { unitNumber: '204', floor: 2 })).toBeNull();
    expect(nameFollowingKey('Building 1', 'building', 1, {}, { buildingNumber: 'A' })).toBeNull();
  });
});

describe('duplicate names', () => {
  it('adds copy, then the next free number', () => {
    expect(duplicateName('MDF 1', ['MDF 1'])).toBe('MDF 1 copy');
    expect(duplicateName('MDF 1', ['MDF 1', 'MDF 1 copy'])).toBe('MDF 1 copy 2');
    expect(duplicateName('MDF 1', ['MDF 1', 'mdf 1 copy', 'MDF 1 copy 2', null])).toBe('MDF 1 copy 3');
  });
});

describe('the next location to survey', () => {
  it('takes the next not completed one in list order, wrapping round, and null when none is left', () => {
    const one = survey({ instanceNumber: 1 });
    const two = survey({ instanceNumber: 2, isCompleted: true });
    const three = survey({ instanceNumber: 3 });
    const other = survey({ instanceNumber: 4, locationType: 'mdf' });
    expect(nextLocationToSurvey([three, two, one, other], one)?.id).toBe(three.id);
    expect(nextLocationToSurvey([three, two, one, other], three)?.id).toBe(one.id);
    expect(nextLocationToSurvey([two, one], one)).toBeNull();
    expect(nextLocationToSurvey([other], other)).toBeNull();
  });
});

describe('Complete & next (issue 25)', () => {
  it('never makes a second Property: once the project has one, it goes on to the next type', () => {
    const property = survey({ locationType: 'property', locationId: 'property-1' });
    expect(nextStepAfterComplete([property], property)).toEqual({ to: 'type', type: 'mdf' });
  });

  it('goes to a Property not completed yet, and makes a new location of any other type', () => {
    const first = survey({ locationType: 'property', instanceNumber: 1 });
    const second = survey({ locationType: 'property', instanceNumber: 2 });
    expect(nextStepAfterComplete([first, second], first)).toEqual({ to: 'survey', survey: second });
    const unit = survey({ locationType: 'unit' });
    expect(nextStepAfterComplete([unit], unit)).toEqual({ to: 'new' });
  });
});
