import { ERRORS, type ErrorCode } from '../../common/errors';

const ERROR_KEYS = new Set(['code', 'message', 'details']);

/**
 * Why an error answer is not the catalogue's `{code, message, details?}` with the status its
 * code has (DESIGN §8), or undefined when it is.
 */
export function catalogueProblem(statusCode: number, body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${statusCode} answer is not JSON: ${body.slice(0, 120)}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return `${statusCode} answer is not an object: ${body.slice(0, 120)}`;
  const extra = Object.keys(parsed).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) return `${statusCode} answer has keys outside {code, message, details}: ${extra.join(', ')}`;
  const { code, message } = parsed as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !(code in ERRORS)) return `${statusCode} answer has a code outside the catalogue: ${JSON.stringify(code)}`;
  if (typeof message !== 'string' || message === '') return `${statusCode} answer has no message`;
  const expected = ERRORS[code as ErrorCode].status;
  if (expected !== statusCode) return `${statusCode} answer carries ${code}, whose status is ${expected}`;
  return undefined;
}

/** The catalogue code of an error answer, if it has one. */
export function errorCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}
