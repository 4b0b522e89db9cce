import { describe, expect, it } from 'vitest';
import type { MarkupElement } from '../../../../common/markup/schema';
import type { Survey } from '../../../../common/schemas/surveys';
import { previewSurvey } from '../../../lib/survey-preview';
import { locationChoices, locationName, locationPath, markerLink, markerPath, linkFieldsOf, markersStandingFor, newLocationLabel } from './marker-links';

const PROJECT = '11111111-1111-4111-8111-111111111111';
let n = 0;
function location(locationType: Survey['locationType'], instanceNumber: number, extra: Partial<Survey> = {}): Survey {
  return { ...previewSurvey({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, projectId: PROJECT, locationType, locationId: `${locationType}-${n}`, instanceNumber }), ...extra };
}

describe('marker links', () => {
  const idf2 = location('idf', 2);
  const idf1 = location('idf', 1, { instanceName: 'North closet' });
  const mdf = location('mdf', 1);
  const common = location('common-area', 1);
  const unit = location('unit', 1);
  const plan = location('unit', 1, { unitSurveyId: unit.id });
  const surveys = [idf2, mdf, unit, plan, common, idf1];

  it('offers the project’s locations of the marker’s type, by number: IDF → IDF, MDF → MDF, common → common area', () => {
    expect(locationChoices(surveys, 'idf').map((s) => s.id)).toEqual([idf1.id, idf2.id]);
    expect(locationChoices(surveys, 'mdf')).toEqual([mdf]);
    expect(locationChoices(surveys, 'common')).toEqual([common]);
  });

  it('names a location by its own name, else as the server does', () => {
    expect(locationName(idf1)).toBe('North closet');
    expect(locationName({ ...idf2, instanceName: '' })).toBe('IDF 2');
    expect(locationName({ ...common, instanceName: '' })).toBe('Common Area 1');
  });

  it('resolves a link: none, a location, one deleted, or one not read yet', () => {
    expect(markerLink({}, surveys, true)).toEqual({ status: 'none' });
    expect(markerLink({ linkedSurveyId: mdf.id }, surveys, true)).toEqual({ status: 'linked', location: mdf });
    const gone = '99999999-9999-4999-8999-999999999999';
    expect(markerLink({ linkedSurveyId: gone }, surveys, true)).toEqual({ status: 'missing', surveyId: gone });
    // Before the project's locations are read on this device, nothing can be said gone.
    expect(markerLink({ linkedSurveyId: gone }, undefined, false)).toEqual({ status: 'unknown', surveyId: gone });
    expect(markerLink({ linkedSurveyId: gone }, [idf1], false)).toEqual({ status: 'unknown', surveyId: gone });
  });

  it('words the create button by the location type', () => {
    expect(newLocationLabel('idf')).toBe('Create new IDF location');
    expect(newLocationLabel('mdf')).toBe('Create new MDF location');
    expect(newLocationLabel('common')).toBe('Create new Common Area location');
  });

  it('opens a location at its survey page, and a drawing at a marker', () => {
    expect(locationPath('p 1', 's/1')).toBe('/projects/p%201/surveys/s%2F1');
    expect(markerPath('p', 'd', 'm&1')).toBe('/projects/p/surveys/d?marker=m%261');
  });

  it('finds the markers that stand for a location, in each drawing', () => {
    const elements: MarkupElement[] = [
      { id: 'a', type: 'idf', x: 1, y: 1, tag: 'IDF-1', linkedSurveyId: idf1.id },
      { id: 'b', type: 'idf', x: 1, y: 1, tag: 'IDF-2', linkedSurveyId: idf2.id },
      { id: 'c', type: 'idf', x: 1, y: 1, linkedSurveyId: idf1.id },
    ];
    expect(markersStandingFor(idf1.id, [{ id: 'map', elements }, { id: 'other', elements: [] }])).toEqual([
      { drawingId: 'map', markerId: 'a', type: 'idf', tag: 'IDF-1' },
      { drawingId: 'map', markerId: 'c', type: 'idf', tag: undefined },
    ]);
    expect(markersStandingFor(mdf.id, [{ id: 'map', elements }])).toEqual([]);
  });
});

describe('linkFieldsOf', () => {
  it('reads the linked markers out of stored elements without the schema, skipping anything else', () => {
    const id = '00000000-0000-4000-8000-000000000009';
    expect(
      linkFieldsOf([
        { id: 'a', type: 'idf', x: 1, y: 2, tag: 'IDF-1', linkedSurveyId: id },
        { id: 'b', type: 'ap', x: 1, y: 2, tag: 'AP-1' },
        { id: 'c', type: 'mdf', linkedSurveyId: id },
        'junk',
        null,
        { id: 7, type: 'idf', linkedSurveyId: id },
      ]),
    ).toEqual([
      { id: 'a', type: 'idf', tag: 'IDF-1', linkedSurveyId: id },
      { id: 'c', type: 'mdf', linkedSurveyId: id },
    ]);
    expect(linkFieldsOf({ not: 'a list' })).toEqual([]);
  });
});
