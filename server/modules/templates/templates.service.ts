import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SaveTemplateBody, UpdateTemplateBody } from '../../../common/schemas/templates';
import type { LocationType } from '../../../common/survey/location-types';
import { SEEDED_TEMPLATES } from '../../../common/survey/default-templates';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { surveyTemplates } from '../../db/schema';
import type { UserRow } from '../../auth/sessions.repo';
import { recordAudit } from '../audit/audit.repo';
import { findCompany } from '../companies/companies.repo';
import { canWriteTemplates, templateOwnerFor } from './templates.policy';
import {
  addTemplateVersion,
  clearOtherDefaults,
  findGlobalTemplateByName,
  findTemplate,
  findTemplateVersionFields,
  insertTemplate,
  listVisibleTemplates,
  type TemplateRow,
} from './templates.repo';

/** Seeds the spec's global templates once (reading A as default, reading B as "Extended"). */
export async function seedGlobalTemplates(db: Db) {
  for (const seed of SEEDED_TEMPLATES) {
    if (await findGlobalTemplateByName(db, seed.locationType, seed.name)) continue;
    await insertTemplate(db, { companyId: null, createdBy: null, ...seed });
  }
}

/** The template a company fills a type against: its own default, else the global default. */
export async function effectiveTemplate(db: Db, companyId: string | null, locationType: LocationType) {
  const [first] = await listVisibleTemplates(db, companyId, locationType);
  return first;
}

const isVisibleTo = (actor: UserRow, template: { companyId: string | null }) =>
  template.companyId === null || actor.role === 'root' || template.companyId === actor.companyId;

export function createTemplatesService(db: Db) {
  async function ownersTemplate(companyId: string | null, locationType: string, name: string) {
    const [row] = await db
      .select()
      .from(surveyTemplates)
      .where(
        and(
          companyId ? eq(surveyTemplates.companyId, companyId) : isNull(surveyTemplates.companyId),
          eq(surveyTemplates.locationType, locationType),
          eq(surveyTemplates.name, name),
        ),
      )
      .limit(1);
    return row;
  }

  async function ownersDefault(companyId: string, locationType: string) {
    const [row] = await db
      .select()
      .from(surveyTemplates)
      .where(and(eq(surveyTemplates.companyId, companyId), eq(surveyTemplates.locationType, locationType)))
      .orderBy(desc(surveyTemplates.isDefault))
      .limit(1);
    return row;
  }

  async function write(actor: UserRow, body: SaveTemplateBody, target: TemplateRow | undefined, owner: string | null) {
    if (owner && !(await findCompany(db, owner))) throw new AppError('NOT_FOUND', 'Company not found.');
    const id = await db.transaction(async (tx) => {
      let templateId: string;
      if (target) {
        await addTemplateVersion(tx, target, { name: body.name, isDefault: body.isDefault, fields: body.fields, createdBy: actor.id });
        templateId = target.id;
      } else {
        const created = await insertTemplate(tx, {
          companyId: owner,
          locationType: body.locationType,
          name: body.name,
          isDefault: body.isDefault,
          fields: body.fields,
          createdBy: actor.id,
        });
        templateId = created.id;
      }
      if (body.isDefault) await clearOtherDefaults(tx, owner, body.locationType, templateId);
      return templateId;
    });
    await recordAudit(db, {
      action: 'template.save',
      actorId: actor.id,
      companyId: owner,
      subjectType: 'survey_template',
      subjectId: id,
      data: { name: body.name, locationType: body.locationType },
    });
    const saved = await findTemplate(db, id);
    if (!saved) throw new Error('saved template vanished');
    return saved;
  }

  function assertWriter(actor: UserRow) {
    if (!canWriteTemplates(actor)) throw new AppError('FORBIDDEN', 'Only admins can change survey templates.');
    if (actor.role === 'admin' && !actor.companyId) throw new AppError('FORBIDDEN', 'You do not belong to a company.');
  }

  return {
    list(actor: UserRow, query: { locationType?: LocationType; companyId?: string }) {
      const companyId = actor.role === 'root' ? (query.companyId ?? null) : actor.companyId;
      return listVisibleTemplates(db, companyId, query.locationType);
    },

    async getDefault(actor: UserRow, locationType: LocationType, companyId?: string) {
      const template = await effectiveTemplate(db, actor.role === 'root' ? (companyId ?? null) : actor.companyId, locationType);
      if (!template) throw new AppError('NOT_FOUND', 'No default template found');
      return template;
    },

    async get(actor: UserRow, id: string, version?: number) {
      const template = await findTemplate(db, id);
      if (!template || !isVisibleTo(actor, template)) throw new AppError('NOT_FOUND', 'Template not found.');
      if (version === undefined || version === template.currentVersion) return template;
      const fields = await findTemplateVersionFields(db, id, version);
      if (!fields) throw new AppError('NOT_FOUND', 'Template version not found.');
      return { ...template, currentVersion: version, fields };
    },

    async create(actor: UserRow, body: SaveTemplateBody) {
      assertWriter(actor);
      const owner = templateOwnerFor(actor, body.companyId);
      return write(actor, body, await ownersTemplate(owner, body.locationType, body.name), owner);
    },

    async update(actor: UserRow, id: string, patch: UpdateTemplateBody) {
      assertWriter(actor);
      const existing = await findTemplate(db, id);
      if (!existing || !isVisibleTo(actor, existing)) throw new AppError('NOT_FOUND', 'Template not found.');
      const body: SaveTemplateBody = {
        name: patch.name ?? existing.name,
        locationType: patch.locationType ?? (existing.locationType as LocationType),
        fields: patch.fields ?? existing.fields,
        isDefault: patch.isDefault ?? existing.isDefault,
        companyId: existing.companyId,
      };
      const owner = actor.role === 'root' ? existing.companyId : actor.companyId;
      if (existing.companyId === owner) return write(actor, body, existing, owner);
      // An admin editing a global template gets (a new version of) their company's own.
      const target = (await ownersTemplate(owner, body.locationType, body.name)) ?? (owner ? await ownersDefault(owner, body.locationType) : undefined);
      return write(actor, { ...body, isDefault: true }, target, owner);
    },
  };
}
