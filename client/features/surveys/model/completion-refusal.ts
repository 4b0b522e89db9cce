import { isApiError } from '../../../lib/api-client';
import { setOwnValue } from '../../../../common/survey/own-values';

/**
 * The fields a refused completion names (422 UNPROCESSABLE, details.fields [{ field:
 * 'formData.x', message }]), by field name; null when the error is not such a refusal.
 */
export function refusedFields(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.code !== 'UNPROCESSABLE') return null;
  const details = error.details as { fields?: unknown } | undefined;
  if (!details || !Array.isArray(details.fields)) return null;
  const fields: Record<string, string> = {};
  for (const entry of details.fields as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^formData\./, '');
    // The first message of a field counts; a field may be named like Object.prototype's own.
    if (!Object.hasOwn(fields, name)) setOwnValue(fields, name, message);
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
