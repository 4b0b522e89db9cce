import type { z } from 'zod';
import type { CreateCompanyBody, UpdateCompanyBody } from '../../../common/schemas/admin';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { ALL_COMPANIES, scopeOf, type Scope } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import { companyPolicy } from './companies.policy';
import { presentQuantitySettings } from './companies.presenter';
import type { QuantitySettings, UpdateQuantitySettingsBody } from '../../../common/schemas/companies';
import {
  countCompanyMembersAndProjects,
  deleteCompany,
  findCompany,
  findQuantitySettingsAcrossCompanies,
  updateQuantitySettings,
  insertCompany,
  listCompanies,
  updateCompany,
} from './companies.repo';

type CreateCompany = z.output<typeof CreateCompanyBody>;
type UpdateCompany = z.output<typeof UpdateCompanyBody>;

/** Whether a company exists, whoever asks: for root, who names the company it works in. */
export async function companyExists(db: Db, id: string): Promise<boolean> {
  return (await findCompany(db, ALL_COMPANIES, id)) !== undefined;
}

/** A company's quantity settings (run kinds, allowances), for the services that compute quantities (of a project they read in scope). */
export async function companyQuantitySettings(db: Db, id: string): Promise<QuantitySettings> {
  const row = await findQuantitySettingsAcrossCompanies(db, id);
  return row ? presentQuantitySettings(row) : { runKinds: [], allowances: { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 } };
}

/** A company's name, for answers that show it (admin lists); undefined when it is gone. */
export async function companyName(db: Db, id: string): Promise<string | undefined> {
  return (await findCompany(db, ALL_COMPANIES, id))?.name;
}

export function createCompaniesService(db: Db) {
  /** The company if the scope holds it; another company's id is a 404, like a missing one. */
  async function visibleCompany(scope: Scope, id: string) {
    const company = await findCompany(db, scope, id);
    if (!company) throw new AppError('NOT_FOUND', 'Company not found.');
    return company;
  }

  return {
    list: (actor: UserRow) => listCompanies(db, scopeOf(actor)),

    async create(actor: UserRow, body: CreateCompany) {
      authorize(companyPolicy, actor, 'company.create', body, 'Only a root administrator can create companies.');
      return db.transaction(async (tx) => {
        const company = await insertCompany(tx, { name: body.name, description: body.description ?? null });
        await recordAudit(tx, {
          action: 'company.create',
          actorId: actor.id,
          companyId: company.id,
          subjectType: 'company',
          subjectId: company.id,
          data: { name: company.name },
        });
        return company;
      });
    },

    async update(actor: UserRow, id: string, body: UpdateCompany) {
      const scope = scopeOf(actor);
      const company = await visibleCompany(scope, id);
      authorize(companyPolicy, actor, 'company.update', company, 'Only a root administrator can edit companies.');
      const changes: UpdateCompany = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.description !== undefined) changes.description = body.description;
      if (Object.keys(changes).length === 0) return company;
      return db.transaction(async (tx) => {
        const updated = await updateCompany(tx, scope, id, changes);
        if (!updated) throw new AppError('NOT_FOUND', 'Company not found.');
        await recordAudit(tx, { action: 'company.update', actorId: actor.id, companyId: id, subjectType: 'company', subjectId: id, data: changes });
        return updated;
      });
    },

    /** The company's run kinds and allowances: any of its members reads them (the editor offers the kinds). */
    async quantitySettings(actor: UserRow, id: string): Promise<QuantitySettings> {
      await visibleCompany(scopeOf(actor), id);
      return companyQuantitySettings(db, id);
    },

    async setQuantitySettings(actor: UserRow, id: string, body: UpdateQuantitySettingsBody): Promise<QuantitySettings> {
      const scope = scopeOf(actor);
      const company = await visibleCompany(scope, id);
      authorize(companyPolicy, actor, 'company.quantities', company, 'Only the company’s administrators can change its quantity settings.');
      const values = { ...(body.runKinds !== undefined ? { runKinds: body.runKinds } : {}), ...body.allowances };
      await db.transaction(async (tx) => {
        await updateQuantitySettings(tx, scope, id, values);
        await recordAudit(tx, {
          action: 'company.quantities',
          actorId: actor.id,
          companyId: id,
          subjectType: 'company',
          subjectId: id,
          data: { changed: Object.keys(values) },
        });
      });
      return companyQuantitySettings(db, id);
    },

    async remove(actor: UserRow, id: string) {
      const scope = scopeOf(actor);
      const company = await visibleCompany(scope, id);
      authorize(companyPolicy, actor, 'company.delete', company, 'Only a root administrator can delete companies.');
      // A company's surveys and photos are never dropped as a side effect of one click.
      const held = await countCompanyMembersAndProjects(db, scope, id);
      if (held.users > 0 || held.projects > 0) {
        throw new AppError(
          'CONFLICT',
          `This company still has ${held.users} user(s) and ${held.projects} project(s). Remove its users and projects first.`,
          { details: held },
        );
      }
      await db.transaction(async (tx) => {
        await deleteCompany(tx, scope, id);
        // Recorded without the company: its own audit rows go with it (ON DELETE CASCADE).
        await recordAudit(tx, { action: 'company.delete', actorId: actor.id, companyId: null, subjectType: 'company', subjectId: id, data: { name: company.name } });
      });
    },
  };
}
