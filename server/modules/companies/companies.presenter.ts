import type { Company } from '../../../common/schemas/companies';
import type { CompanyRow } from './companies.repo';

export function presentCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}
