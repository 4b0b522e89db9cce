import { describe, expect, it } from 'vitest';
import { requestHash } from './request-hash';

describe('requestHash', () => {
  const body = { baseVersion: 3, formData: { building: 'North', cables: [{ kind: 'Cat6', count: 2 }] } };

  it('is the same for the same request, whatever the order of its fields', () => {
    const reordered = { formData: { cables: [{ count: 2, kind: 'Cat6' }], building: 'North' }, baseVersion: 3 };
    expect(requestHash('PATCH', '/api/surveys/s1', reordered)).toBe(requestHash('PATCH', '/api/surveys/s1', body));
    expect(requestHash('DELETE', '/api/surveys/s1', undefined)).toBe(requestHash('DELETE', '/api/surveys/s1', undefined));
  });

  it('differs for another value, list order, method or path', () => {
    const base = requestHash('PATCH', '/api/surveys/s1', body);
    const others = [
      requestHash('PATCH', '/api/surveys/s1', { ...body, baseVersion: 4 }),
      requestHash('PATCH', '/api/surveys/s1', { ...body, formData: { ...body.formData, building: 'South' } }),
      requestHash('PATCH', '/api/surveys/s1', { ...body, formData: { ...body.formData, cables: [...body.formData.cables, { kind: 'Fiber' }] } }),
      requestHash('PATCH', '/api/surveys/s1', { ...body, formData: { building: 'North', cables: [], extra: null } }),
      requestHash('PUT', '/api/surveys/s1', body),
      requestHash('PATCH', '/api/surveys/s2', body),
      requestHash('PATCH', '/api/surveys/s1', '{"baseVersion":3}'),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });
});
