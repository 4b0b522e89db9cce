import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted: a body sent again with its fields in another order is the same body. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What tells two requests with one Idempotency-Key apart (DESIGN §14): the SHA-256 of the method,
 * the path and the body as validated. A repeat of the same request has the same hash.
 */
export function requestHash(method: string, path: string, body: unknown): string {
  const hash = createHash('sha256').update(`${method} ${path}\n`);
  if (body !== undefined && body !== null) hash.update(canonicalJson(body));
  return hash.digest('hex');
}
