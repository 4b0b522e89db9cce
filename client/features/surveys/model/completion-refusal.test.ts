import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusedFields } from './completion-refusal';

const refusal = (details: unknown) => new ApiError(422, 'refused', { code: 'UNPROCESSABLE', message: 'This location cannot be completed yet.', details });

describe('refusedFields', () => {
  it('names each refused field by its formData key, the first message of each', () => {
    const error = refusal({
      fields: [
        { field: 'formData.riserSize', message: 'Riser size is required' },
        { field: 'formData.cables', message: 'Cables: add at least one' },
        { field: 'formData.cables', message: 'later' },
      ],
    });
    expect(refusedFields(error)).toEqual({ riserSize: 'Riser size is required', cables: 'Cables: add at least one' });
  });

  it('names fields called like what every object inherits (DESIGN §14)', () => {
    const fields = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'].map((name) => ({ field: `formData.${name}`, message: `${name} is required` }));
    const refused = refusedFields(refusal({ fields }))!;
    expect(Object.keys(refused)).toEqual(fields.map((f) => f.field.slice('formData.'.length)));
    expect(Object.values(refused)).toEqual(fields.map((f) => f.message));
  });

  it('is null for any other failure', () => {
    expect(refusedFields(new Error('offline'))).toBeNull();
    expect(refusedFields(new ApiError(409, 'conflict', { code: 'VERSION_CONFLICT', message: 'x' }))).toBeNull();
    expect(refusedFields(refusal({}))).toBeNull();
  });
});
