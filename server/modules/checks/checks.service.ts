import { runKindsOf } from '../../../common/markup/quantities';
import { projectChecks } from '../../../common/markup/checks/project-checks';
import { locateFindings, type LocatedFinding } from '../../../common/markup/checks/finding-location';
import type { CheckFinding } from '../../../common/markup/checks/types';
import { CableDiameter, type CheckSettings, type UpdateCheckSettingsBody } from '../../../common/schemas/checks';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { requestedScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { companyExists } from '../companies/companies.service';
import { projectTakeoff, type ProjectTakeoff } from '../quantities/project-takeoff';
import { companyPolicy } from '../companies/companies.policy';
import { findCheckSettingsAcrossCompanies, updateCheckSettings } from './checks.repo';

// Standards checks (DESIGN §17): computed on every read from the project's drawings, with its
// allowances and its company's cable catalogue and telecom-room naming.

/** A company's check settings; a stored cable that no longer reads is left out, never an error. */
export async function companyCheckSettings(db: Db, companyId: string): Promise<CheckSettings> {
  const row = await findCheckSettingsAcrossCompanies(db, companyId);
  const cables = Array.isArray(row?.cableCatalogue) ? row.cableCatalogue : [];
  return {
    cableCatalogue: cables.flatMap((cable) => {
      const parsed = CableDiameter.safeParse(cable);
      return parsed.success ? [parsed.data] : [];
    }),
    telecomRoomNaming: row?.telecomRoomNaming ?? 'any',
  };
}

/** The project's findings, errors first: GET /checks and the crew report (HTML and PDF) alike. */
export async function checksOfTakeoff(db: Db, takeoff: ProjectTakeoff): Promise<CheckFinding[]> {
  const settings = await companyCheckSettings(db, takeoff.project.companyId);
  return projectChecks(takeoff.drawings, { allowances: takeoff.allowances, cableCatalogue: settings.cableCatalogue, telecomRoomNaming: settings.telecomRoomNaming });
}

/** The project's findings with where each is in words, for the crew report; the caller's scope is checked first (404). */
export async function locatedChecksOfProject(db: Db, actor: UserRow, projectId: string): Promise<LocatedFinding[]> {
  const takeoff = await projectTakeoff(db, actor, projectId);
  return locateFindings(await checksOfTakeoff(db, takeoff), takeoff.drawings, runKindsOf(takeoff.company.runKinds));
}

export function createChecksService({ db }: { db: Db }) {
  /** The company if it is the caller's (any, for root); another company's is a 404 like a missing one. */
  async function visibleCompany(actor: UserRow, id: string) {
    requestedScope(actor, id);
    if (!(await companyExists(db, id))) throw new AppError('NOT_FOUND', 'Company not found.');
    return { id };
  }

  return {
    async ofProject(actor: UserRow, projectId: string): Promise<CheckFinding[]> {
      return checksOfTakeoff(db, await projectTakeoff(db, actor, projectId));
    },

    async settings(actor: UserRow, companyId: string): Promise<CheckSettings> {
      await visibleCompany(actor, companyId);
      return companyCheckSettings(db, companyId);
    },

    async setSettings(actor: UserRow, companyId: string, body: UpdateCheckSettingsBody): Promise<CheckSettings> {
      const company = await visibleCompany(actor, companyId);
      authorize(companyPolicy, actor, 'company.checks', company, 'Only the company’s administrators can change what its checks read.');
      await db.transaction(async (tx) => {
        await updateCheckSettings(tx, scopeOf(actor), companyId, body);
        await recordAudit(tx, { action: 'company.checks', actorId: actor.id, companyId, subjectType: 'company', subjectId: companyId, data: { changed: Object.keys(body) } });
      });
      return companyCheckSettings(db, companyId);
    },
  };
}
