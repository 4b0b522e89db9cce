import type { CompanyUsage } from '../../../common/schemas/admin';
import type { UsageFigures } from './usage.repo';

export function presentUsage(figures: UsageFigures): CompanyUsage {
  return {
    companyId: figures.companyId,
    companyName: figures.companyName,
    projectsCount: figures.projectsCount,
    surveysCount: figures.surveysCount,
    photosCount: figures.photosCount,
    totalStorageBytes: figures.totalStorageBytes,
    lastCalculated: figures.lastCalculated?.toISOString() ?? null,
  };
}
