import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Survey } from '../../common/schemas/surveys';
import { ErrorResponse } from '../../common/schemas/common';
import { compileResponseWriter, plainSchema } from './response-serializer';

const survey = {
  id: '6f1c7c1e-0000-4000-8000-000000000001',
  projectId: '6f1c7c1e-0000-4000-8000-000000000002',
  locationType: 'mdf',
  locationId: 'mdf-1',
  instanceName: null,
  instanceNumber: 1,
  formData: { rack: 'A', count: 2, done: true, cleared: null, note: 'say "hi" \u2028 ok' },
  isCompleted: false,
  progress: 50,
  markupElements: [{ id: 'e1', type: 'idf', x: 1, y: 2 }],
  uploadedImage: null,
  photos: [
    {
      id: '6f1c7c1e-0000-4000-8000-000000000003',
      surveyId: '6f1c7c1e-0000-4000-8000-000000000001',
      originalName: 'rack.jpg',
      label: 'Rack',
      version: 1,
      elevationLevel: 0,
      mimeType: 'image/jpeg',
      size: 1234,
      width: 800,
      height: 600,
      takenAt: null,
      latitude: null,
      longitude: null,
      createdAt: '2025-01-02T03:04:05.678Z',
      pin: { surveyId: '6f1c7c1e-0000-4000-8000-000000000001', x: 10, y: 20, direction: null, number: 1 },
      urls: { thumb: '/api/photos/p?size=thumb', display: '/api/photos/p', original: '/api/photos/p?size=original' },
    },
  ],
  templateId: null,
  templateVersion: 3,
  version: 4,
  fieldVersions: { rack: 2 },
  markupVersion: 0,
  markupScale: null,
  unitSurveyId: null,
  buildingId: '6f1c7c1e-0000-4000-8000-000000000003',
  floor: -1,
  unitNumber: null,
  unitTypeId: null,
  isTypicalPlan: false,
  hiddenTypicalIds: ['j1'],
  review: { state: 'returned', by: '6f1c7c1e-0000-4000-8000-000000000004', at: '2025-01-03T03:04:05.678Z', comment: 'Rack photo "blurry"', submittedBy: null },
  assigneeId: null,
  ownAssigneeId: null,
  createdAt: '2025-01-02T03:04:05.678Z',
  updatedAt: '2025-01-02T03:04:05.678Z',
};

describe('compileResponseWriter', () => {
  it('writes what zod would have answered', () => {
    const write = compileResponseWriter(Survey);
    expect(JSON.parse(write(survey))).toEqual(Survey.parse(survey));
    expect(JSON.parse(compileResponseWriter(z.array(Survey))([survey, survey]))).toEqual([survey, survey]);
  });

  it('leaves out what the schema does not name, as zod stripped it', () => {
    const write = compileResponseWriter(Survey);
    const written = JSON.parse(write({ ...survey, companyId: 'c', passwordHash: 'secret', markupElementVersions: {} }));
    expect(written).not.toHaveProperty('companyId');
    expect(written).not.toHaveProperty('passwordHash');
    expect(written).not.toHaveProperty('markupElementVersions');
    // Inside the typed lists too: an element or a photo is written as its schema names it.
    const inner = JSON.parse(write({ ...survey, markupElements: [{ ...survey.markupElements[0], secret: 1 }], photos: [{ ...survey.photos[0], originalKey: 'k' }] }));
    expect(inner.markupElements).toEqual(survey.markupElements);
    expect(inner.photos).toEqual(survey.photos);
  });

  it('writes an error with or without details', () => {
    const write = compileResponseWriter(ErrorResponse);
    expect(JSON.parse(write({ code: 'NOT_FOUND', message: 'Gone.' }))).toEqual({ code: 'NOT_FOUND', message: 'Gone.' });
    expect(JSON.parse(write({ code: 'VERSION_CONFLICT', message: 'x', details: { fields: ['a'], survey } }))).toEqual({
      code: 'VERSION_CONFLICT',
      message: 'x',
      details: { fields: ['a'], survey },
    });
  });

  it('falls back to zod for a schema JSON Schema cannot state', () => {
    const write = compileResponseWriter(z.object({ at: z.date() }));
    expect(() => write({ at: 'not a date' })).toThrow();
  });
});

describe('plainSchema', () => {
  it('turns "X or null" into a type list and drops keywords that only validate', () => {
    expect(plainSchema({ anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] })).toEqual({ type: ['integer', 'null'] });
    expect(plainSchema({ type: 'object', properties: { pattern: { type: 'string', pattern: 'x' } }, required: ['pattern'] })).toEqual({
      type: 'object',
      properties: { pattern: { type: 'string' } },
      required: ['pattern'],
    });
  });
});
