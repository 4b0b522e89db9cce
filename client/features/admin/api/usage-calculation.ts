import type { CompanyUsage } from '../../../../common/schemas/admin';
import { runMutation, type ApiWrite } from '../../../lib/mutations';

/** POST /api/admin/usage/{companyId}/calculate: computes a company's figures now and stores them with lastCalculated. */
export const calculateUsageWrite = (companyId: string): ApiWrite => ({
  method: 'POST',
  path: `/api/admin/usage/${companyId}/calculate`,
  body: {},
});

/** The same as a plain call: the company usage read's fallback when no figures are stored. */
export function calculateUsage(companyId: string): Promise<CompanyUsage> {
  return runMutation<CompanyUsage>(calculateUsageWrite(companyId));
}
