import { EMPTY_PRICE_LIST, effectivePriceList } from '../../../common/markup/estimate';
import { PriceList, ProjectPriceList } from '../../../common/schemas/price-lists';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { requestedScope, scopeOf, type Scope } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { companyPolicy } from '../companies/companies.policy';
import { companyExists } from '../companies/companies.service';
import { projectPolicy } from '../projects/projects.policy';
import { projectInScope } from '../projects/projects.service';
import { findCompanyPriceList, findProjectPriceList, updateCompanyPriceList, updateProjectPriceList } from './price-lists.repo';

// Price lists (DESIGN §17): every member of a company reads its prices (estimates are made from
// them), its admins and root set them; a project's own items override the company's.

const EMPTY_PROJECT_LIST: ProjectPriceList = { markupPercent: null, items: [] };

/** A company's price list; one stored that no longer reads (an older shape) is an empty list, never an error. */
export async function companyPriceList(db: Db, companyId: string): Promise<PriceList> {
  const parsed = PriceList.safeParse(await findCompanyPriceList(db, companyId));
  return parsed.success ? parsed.data : EMPTY_PRICE_LIST;
}

async function projectOwnPriceList(db: Db, scope: Scope, projectId: string): Promise<ProjectPriceList> {
  const parsed = ProjectPriceList.safeParse(await findProjectPriceList(db, scope, projectId));
  return parsed.success ? parsed.data : EMPTY_PROJECT_LIST;
}

/** The prices a project's estimate uses: its company's, its own items over them. */
export async function projectEffectivePriceList(db: Db, scope: Scope, project: { id: string; companyId: string }): Promise<PriceList> {
  const [company, own] = await Promise.all([companyPriceList(db, project.companyId), projectOwnPriceList(db, scope, project.id)]);
  return effectivePriceList(company, own);
}

export function createPriceListsService({ db }: { db: Db }) {
  /** The company if it is the caller's (any, for root); another company's is a 404 like a missing one. */
  async function visibleCompany(actor: UserRow, id: string) {
    requestedScope(actor, id);
    if (!(await companyExists(db, id))) throw new AppError('NOT_FOUND', 'Company not found.');
    return { id };
  }

  return {
    async ofCompany(actor: UserRow, companyId: string): Promise<PriceList> {
      await visibleCompany(actor, companyId);
      return companyPriceList(db, companyId);
    },

    async setOfCompany(actor: UserRow, companyId: string, body: PriceList): Promise<PriceList> {
      const company = await visibleCompany(actor, companyId);
      authorize(companyPolicy, actor, 'company.price_list', company, 'Only the company’s administrators can change its price list.');
      await db.transaction(async (tx) => {
        await updateCompanyPriceList(tx, scopeOf(actor), companyId, body);
        await recordAudit(tx, {
          action: 'company.price_list',
          actorId: actor.id,
          companyId,
          subjectType: 'company',
          subjectId: companyId,
          data: { items: body.items.length, markupPercent: body.markupPercent },
        });
      });
      return companyPriceList(db, companyId);
    },

    async ofProject(actor: UserRow, projectId: string): Promise<ProjectPriceList> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      return projectOwnPriceList(db, scope, project.id);
    },

    async setOfProject(actor: UserRow, projectId: string, body: ProjectPriceList): Promise<ProjectPriceList> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      authorize(projectPolicy, actor, 'project.price_list', project, 'Only the company’s administrators can change a project’s prices.');
      await db.transaction(async (tx) => {
        await updateProjectPriceList(tx, scope, project.id, body.items.length === 0 && body.markupPercent === null ? null : body);
        await recordAudit(tx, {
          action: 'project.price_list',
          actorId: actor.id,
          companyId: project.companyId,
          subjectType: 'project',
          subjectId: project.id,
          data: { items: body.items.length, markupPercent: body.markupPercent },
        });
      });
      return projectOwnPriceList(db, scope, project.id);
    },
  };
}
