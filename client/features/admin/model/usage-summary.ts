import type { CompanyUsage } from '../../../../common/schemas/admin';
import { formatBytes } from './format-bytes';

export type UsageFigures = Pick<CompanyUsage, 'projectsCount' | 'surveysCount' | 'photosCount' | 'totalStorageBytes'>;

export interface UsageAverages {
  /** One decimal, e.g. '2.5'. */
  photosPerSurvey: string;
  /** One decimal. */
  surveysPerProject: string;
  /** Formatted storage, e.g. '1.2 MB'. */
  storagePerPhoto: string;
}

/** The sums over several companies (the root's usage tab). */
export function sumUsage(rows: readonly UsageFigures[]): UsageFigures {
  return rows.reduce<UsageFigures>(
    (total, row) => ({
      projectsCount: total.projectsCount + row.projectsCount,
      surveysCount: total.surveysCount + row.surveysCount,
      photosCount: total.photosCount + row.photosCount,
      totalStorageBytes: total.totalStorageBytes + row.totalStorageBytes,
    }),
    { projectsCount: 0, surveysCount: 0, photosCount: 0, totalStorageBytes: 0 },
  );
}

function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** The averages of administration §9; nothing to divide by counts as 0. */
export function usageAverages(usage: UsageFigures): UsageAverages {
  return {
    photosPerSurvey: ratio(usage.photosCount, usage.surveysCount).toFixed(1),
    surveysPerProject: ratio(usage.surveysCount, usage.projectsCount).toFixed(1),
    storagePerPhoto: formatBytes(ratio(usage.totalStorageBytes, usage.photosCount)),
  };
}
