import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { surveyTemplates, surveyTemplateVersions } from '../../db/schema';
import type { TemplateField } from '../../../common/schemas/templates';
import type { LocationType } from '../../../common/survey/location-types';
import { inScopeOrGlobal, type Scope } from '../../auth/scope';

export type TemplateRow = typeof surveyTemplates.$inferSelect;
export type TemplateWithFields = TemplateRow & { fields: TemplateField[] };

/** Whose template a row is: the global set (seeded from the spec, edited by root) or one company's. */
export type TemplateOwner = { kind: 'global' } | { kind: 'company'; companyId: string };

export const ownerCompanyId = (owner: TemplateOwner) => (owner.kind === 'company' ? owner.companyId : null);

const ownedBy = (owner: TemplateOwner): SQL =>
  owner.kind === 'global' ? isNull(surveyTemplates.companyId) : eq(surveyTemplates.companyId, owner.companyId);

// The one rule of template visibility (DESIGN §3): everyone sees the global templates, a company
// its own as well, root all of them. Every read below goes through it.
const visibleTo = (scope: Scope) => inScopeOrGlobal(scope, surveyTemplates.companyId);

function selectCurrent(db: Db, where: SQL | undefined) {
  return db
    .select({ template: surveyTemplates, fields: surveyTemplateVersions.fields })
    .from(surveyTemplates)
    .innerJoin(
      surveyTemplateVersions,
      and(eq(surveyTemplateVersions.templateId, surveyTemplates.id), eq(surveyTemplateVersions.version, surveyTemplates.currentVersion)),
    )
    .where(where);
}

const flatten = (r: { template: TemplateRow; fields: unknown }): TemplateWithFields => ({
  ...r.template,
  fields: r.fields as TemplateField[],
});

/**
 * The templates a company fills its surveys against, its own first (defaults first), then the
 * global ones; `usedBy` global lists the global set alone.
 */
export async function listTemplatesUsedBy(db: Db, scope: Scope, usedBy: TemplateOwner, locationType?: LocationType) {
  const usable = usedBy.kind === 'global' ? ownedBy(usedBy) : or(isNull(surveyTemplates.companyId), ownedBy(usedBy));
  const rows = await selectCurrent(db, and(visibleTo(scope), usable, locationType ? eq(surveyTemplates.locationType, locationType) : undefined)).orderBy(
    sql`${surveyTemplates.companyId} is null`,
    asc(surveyTemplates.locationType),
    desc(surveyTemplates.isDefault),
    asc(surveyTemplates.createdAt),
  );
  return rows.map(flatten);
}

export async function findTemplate(db: Db, scope: Scope, id: string) {
  const [row] = await selectCurrent(db, and(eq(surveyTemplates.id, id), visibleTo(scope))).limit(1);
  return row && flatten(row);
}

/** The fields of one version of a template the scope may see. */
export async function findTemplateVersionFields(db: Db, scope: Scope, templateId: string, version: number) {
  const [row] = await db
    .select({ fields: surveyTemplateVersions.fields })
    .from(surveyTemplateVersions)
    .innerJoin(surveyTemplates, eq(surveyTemplates.id, surveyTemplateVersions.templateId))
    .where(and(eq(surveyTemplateVersions.templateId, templateId), eq(surveyTemplateVersions.version, version), visibleTo(scope)))
    .limit(1);
  return row?.fields as TemplateField[] | undefined;
}

/**
 * One version of a template with the company it belongs to (null: global), whichever company
 * that is: callers cache versions (they never change) and check the scope on every use.
 */
export async function findTemplateVersionAcrossCompanies(db: Db, templateId: string, version: number) {
  const [row] = await db
    .select({ companyId: surveyTemplates.companyId, fields: surveyTemplateVersions.fields })
    .from(surveyTemplateVersions)
    .innerJoin(surveyTemplates, eq(surveyTemplates.id, surveyTemplateVersions.templateId))
    .where(and(eq(surveyTemplateVersions.templateId, templateId), eq(surveyTemplateVersions.version, version)))
    .limit(1);
  return row && { companyId: row.companyId, fields: row.fields as TemplateField[] };
}

/** An owner's template of a type by name (saving under an existing name versions it). */
export async function findOwnersTemplateByName(db: Db, owner: TemplateOwner, locationType: string, name: string) {
  const [row] = await db
    .select()
    .from(surveyTemplates)
    .where(and(ownedBy(owner), eq(surveyTemplates.locationType, locationType), eq(surveyTemplates.name, name)))
    .limit(1);
  return row;
}

/** An owner's default template of a type, else any of theirs. */
export async function findOwnersDefault(db: Db, owner: TemplateOwner, locationType: string) {
  const [row] = await db
    .select()
    .from(surveyTemplates)
    .where(and(ownedBy(owner), eq(surveyTemplates.locationType, locationType)))
    .orderBy(desc(surveyTemplates.isDefault))
    .limit(1);
  return row;
}

export async function insertTemplate(
  db: Db,
  owner: TemplateOwner,
  values: { locationType: string; name: string; isDefault: boolean; fields: TemplateField[]; createdBy: string | null },
) {
  const [template] = await db
    .insert(surveyTemplates)
    .values({ companyId: ownerCompanyId(owner), locationType: values.locationType, name: values.name, isDefault: values.isDefault, currentVersion: 1 })
    .returning();
  if (!template) throw new Error('insert into survey_templates returned nothing');
  await db.insert(surveyTemplateVersions).values({ templateId: template.id, version: 1, fields: values.fields, createdBy: values.createdBy });
  return template;
}

/**
 * Saving makes a new immutable version; older surveys keep pointing at theirs. The version number
 * is taken by the update itself (its row lock orders two saves at once), so simultaneous saves
 * become successive versions instead of colliding on one number.
 */
export async function addTemplateVersion(
  db: Db,
  owner: TemplateOwner,
  template: Pick<TemplateRow, 'id'>,
  values: { name: string; isDefault: boolean; fields: TemplateField[]; createdBy: string | null },
) {
  const [row] = await db
    .update(surveyTemplates)
    .set({ name: values.name, isDefault: values.isDefault, currentVersion: sql`${surveyTemplates.currentVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(surveyTemplates.id, template.id), ownedBy(owner)))
    .returning({ version: surveyTemplates.currentVersion });
  if (!row) throw new Error('template to version vanished');
  await db.insert(surveyTemplateVersions).values({ templateId: template.id, version: row.version, fields: values.fields, createdBy: values.createdBy });
  return row.version;
}

/** Only one default per owner and type. */
export async function clearOtherDefaults(db: Db, owner: TemplateOwner, locationType: string, keepId: string) {
  await db
    .update(surveyTemplates)
    .set({ isDefault: false })
    .where(and(ownedBy(owner), eq(surveyTemplates.locationType, locationType), sql`${surveyTemplates.id} <> ${keepId}`));
}
