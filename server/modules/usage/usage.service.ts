import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { UserRow } from '../../auth/sessions.repo';
import { ALL_COMPANIES, requestedScope, scopeOf } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { usagePolicy } from './usage.policy';
import { computeUsage, insertUsageSnapshot, type UsageFigures } from './usage.repo';

export function createUsageService(db: Db) {
  /** Whoever may see usage at all; which companies' is their scope's business (another's is a 404). */
  function requireViewer(actor: UserRow) {
    authorize(usagePolicy, actor, 'usage.view', scopeOf(actor), 'Only administrators can see usage.');
  }

  /** One company's live figures; another company's id is a 404, like a missing one. */
  async function companyUsage(actor: UserRow, companyId: string) {
    const [figures] = await computeUsage(db, requestedScope(actor, companyId));
    if (!figures) throw new AppError('NOT_FOUND', 'Company not found.');
    return figures;
  }

  return {
    async list(actor: UserRow) {
      requireViewer(actor);
      return computeUsage(db, scopeOf(actor));
    },

    async get(actor: UserRow, companyId: string) {
      requireViewer(actor);
      return companyUsage(actor, companyId);
    },

    /** DESIGN §10: the same live figures, stored as a snapshot stamped now. */
    async calculate(actor: UserRow, companyId: string) {
      requireViewer(actor);
      const figures = await companyUsage(actor, companyId);
      authorize(usagePolicy, actor, 'usage.calculate', figures);
      const calculatedAt = new Date();
      await db.transaction(async (tx) => {
        await insertUsageSnapshot(tx, scopeOf(actor), figures, calculatedAt);
        await recordAudit(tx, {
          action: 'usage.calculate',
          actorId: actor.id,
          companyId,
          subjectType: 'company',
          subjectId: companyId,
          data: {
            projectsCount: figures.projectsCount,
            surveysCount: figures.surveysCount,
            photosCount: figures.photosCount,
            totalStorageBytes: figures.totalStorageBytes,
          },
        });
      });
      return { ...figures, lastCalculated: calculatedAt };
    },
  };
}

/** Every company's live figures, for the daily snapshot job: a system read with no actor. */
export function usageAcrossCompanies(db: Db): Promise<UsageFigures[]> {
  return computeUsage(db, ALL_COMPANIES);
}
