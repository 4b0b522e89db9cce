import type { Company, QuantitySettings } from '../../../common/schemas/companies';
import { RunKind } from '../../../common/schemas/companies';
import type { CompanyRow, findQuantitySettingsAcrossCompanies } from './companies.repo';

export function presentCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

type SettingsRow = NonNullable<Awaited<ReturnType<typeof findQuantitySettingsAcrossCompanies>>>;

/** The company's quantity settings; a stored kind that no longer reads is left out, never an error. */
export function presentQuantitySettings(row: SettingsRow): QuantitySettings {
  const kinds = Array.isArray(row.runKinds) ? row.runKinds.flatMap((kind) => {
    const parsed = RunKind.safeParse(kind);
    return parsed.success ? [parsed.data] : [];
  }) : [];
  return {
    runKinds: kinds,
    allowances: { slackFeetPerEnd: row.slackFeetPerEnd ?? 0, floorHeightFeet: row.floorHeightFeet ?? 0, wastePercent: row.wastePercent ?? 0 },
  };
}
