import type { SaveTemplateBody, UpdateTemplateBody } from '../../../common/schemas/templates';
import type { LocationType } from '../../../common/survey/location-types';
import { SEEDED_TEMPLATES } from '../../../common/survey/default-templates';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { ALL_COMPANIES, choosesCompanyOfWrites, companyForWrite, companyScope, requestedScope, scopeCompanyId, scopeIncludes, scopeOf, type Scope } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import { companyExists } from '../companies/companies.service';
import { templatePolicy } from './templates.policy';
import {
  addTemplateVersion,
  clearOtherDefaults,
  findOwnersDefault,
  findOwnersTemplateByName,
  findTemplate,
  findTemplateVersionAcrossCompanies,
  findTemplateVersionFields,
  insertTemplate,
  listTemplatesUsedBy,
  ownerCompanyId,
  type TemplateOwner,
  type TemplateRow,
} from './templates.repo';
import type { TemplateField } from '../../../common/schemas/templates';

const GLOBAL: TemplateOwner = { kind: 'global' };
const ownerOf = (companyId: string | null): TemplateOwner => (companyId ? { kind: 'company', companyId } : GLOBAL);

/** Seeds the spec's global templates once (reading A as default, reading B as "Extended"). */
export async function seedGlobalTemplates(db: Db) {
  for (const seed of SEEDED_TEMPLATES) {
    if (await findOwnersTemplateByName(db, GLOBAL, seed.locationType, seed.name)) continue;
    await insertTemplate(db, GLOBAL, { createdBy: null, ...seed });
  }
}

/** The template a company fills a type against: its own default, else the global default. */
export async function defaultTemplateFor(db: Db, companyId: string, locationType: LocationType) {
  const [first] = await listTemplatesUsedBy(db, companyScope(companyId), ownerOf(companyId), locationType);
  return first;
}

/** A template a company's survey may use (the company's own or a global one), else 404. */
export async function templateUsableBy(db: Db, companyId: string, templateId: string) {
  const template = await findTemplate(db, companyScope(companyId), templateId);
  if (!template) throw new AppError('NOT_FOUND', 'Template not found.');
  return template;
}

interface CachedVersion {
  /** Whose template it is (null: global), checked against the caller's scope on every use. */
  companyId: string | null;
  fields: TemplateField[];
}

// A saved version never changes (DESIGN §4), so a version read once serves every later autosave;
// per database, bounded (the oldest read goes first).
const MAX_CACHED_VERSIONS = 2_000;
const cachedVersions = new WeakMap<Db, Map<string, CachedVersion>>();

/** The fields of a template version a scope may see (surveys and the report label their data with them). */
export async function templateVersionFields(db: Db, scope: Scope, templateId: string, version: number): Promise<TemplateField[] | undefined> {
  let cache = cachedVersions.get(db);
  if (!cache) cachedVersions.set(db, (cache = new Map()));
  const key = `${templateId}@${version}`;
  let found = cache.get(key);
  if (!found) {
    found = await findTemplateVersionAcrossCompanies(db, templateId, version);
    if (!found) return undefined;
    if (cache.size >= MAX_CACHED_VERSIONS) cache.delete(cache.keys().next().value!);
    cache.set(key, found);
  }
  // The rule of template visibility (templates.repo's visibleTo): global ones to all, a company's to its scope.
  return found.companyId === null || scopeIncludes(scope, found.companyId) ? found.fields : undefined;
}

export function createTemplatesService(db: Db) {
  /** Whose templates a listing or a default is about: a company's (global ones included) or, for root without one, the global set. */
  function usedByFor(actor: UserRow, requestedCompanyId: string | undefined) {
    const scope = requestedScope(actor, requestedCompanyId);
    return { scope, usedBy: ownerOf(scopeCompanyId(scope)) };
  }

  /** The owner a save writes to (DESIGN §10): root the global set unless it names a company; an admin their own company. */
  async function ownerForSave(actor: UserRow, requestedCompanyId: string | null | undefined): Promise<TemplateOwner> {
    authorize(templatePolicy, actor, 'template.manage', scopeOf(actor), 'Only admins can change survey templates.');
    const owner = ownerOf(await companyForWrite(actor, requestedCompanyId, { whenRootNamesNone: 'global', exists: (id) => companyExists(db, id) }));
    authorize(templatePolicy, actor, 'template.save', { companyId: ownerCompanyId(owner) });
    return owner;
  }

  async function write(actor: UserRow, body: SaveTemplateBody, target: TemplateRow | undefined, owner: TemplateOwner) {
    const written = await db.transaction(async (tx) => {
      let templateId: string;
      let version = 1;
      if (target) {
        version = await addTemplateVersion(tx, owner, target, { name: body.name, isDefault: body.isDefault, fields: body.fields, createdBy: actor.id });
        templateId = target.id;
      } else {
        const created = await insertTemplate(tx, owner, {
          locationType: body.locationType,
          name: body.name,
          isDefault: body.isDefault,
          fields: body.fields,
          createdBy: actor.id,
        });
        templateId = created.id;
      }
      if (body.isDefault) await clearOtherDefaults(tx, owner, body.locationType, templateId);
      await recordAudit(tx, {
        action: 'template.save',
        actorId: actor.id,
        companyId: ownerCompanyId(owner),
        subjectType: 'survey_template',
        subjectId: templateId,
        data: { name: body.name, locationType: body.locationType, version },
      });
      return { templateId, version };
    });
    const saved = await findTemplate(db, ALL_COMPANIES, written.templateId);
    if (!saved) throw new Error('saved template vanished');
    // The version this save made, even if another save has followed it already.
    return { ...saved, name: body.name, isDefault: body.isDefault, currentVersion: written.version, fields: body.fields };
  }

  return {
    list(actor: UserRow, query: { locationType?: LocationType; companyId?: string }) {
      const { scope, usedBy } = usedByFor(actor, query.companyId);
      return listTemplatesUsedBy(db, scope, usedBy, query.locationType);
    },

    async getDefault(actor: UserRow, locationType: LocationType, companyId?: string) {
      const { scope, usedBy } = usedByFor(actor, companyId);
      const [template] = await listTemplatesUsedBy(db, scope, usedBy, locationType);
      if (!template) throw new AppError('NOT_FOUND', 'No default template found');
      return template;
    },

    async get(actor: UserRow, id: string, version?: number) {
      const scope = scopeOf(actor);
      const template = await findTemplate(db, scope, id);
      if (!template) throw new AppError('NOT_FOUND', 'Template not found.');
      if (version === undefined || version === template.currentVersion) return template;
      const fields = await findTemplateVersionFields(db, scope, id, version);
      if (!fields) throw new AppError('NOT_FOUND', 'Template version not found.');
      return { ...template, currentVersion: version, fields };
    },

    async create(actor: UserRow, body: SaveTemplateBody) {
      const owner = await ownerForSave(actor, body.companyId);
      return write(actor, body, await findOwnersTemplateByName(db, owner, body.locationType, body.name), owner);
    },

    async update(actor: UserRow, id: string, patch: UpdateTemplateBody) {
      const existing = await findTemplate(db, scopeOf(actor), id);
      if (!existing) throw new AppError('NOT_FOUND', 'Template not found.');
      // Root versions the template where it lives; an admin always saves their own company's.
      const owner = await ownerForSave(actor, choosesCompanyOfWrites(actor) ? existing.companyId : patch.companyId);
      const body: SaveTemplateBody = {
        name: patch.name ?? existing.name,
        locationType: patch.locationType ?? (existing.locationType as LocationType),
        fields: patch.fields ?? existing.fields,
        isDefault: patch.isDefault ?? existing.isDefault,
        companyId: existing.companyId,
      };
      if (existing.companyId === ownerCompanyId(owner)) return write(actor, body, existing, owner);
      // An admin editing a global template gets (a new version of) their company's own.
      const target = (await findOwnersTemplateByName(db, owner, body.locationType, body.name)) ?? (await findOwnersDefault(db, owner, body.locationType));
      return write(actor, { ...body, isDefault: true }, target, owner);
    },
  };
}
