import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { surveyTemplates, surveyTemplateVersions } from '../../db/schema';
import type { TemplateField } from '../../../common/schemas/templates';
import type { LocationType } from '../../../common/survey/location-types';

export type TemplateRow = typeof surveyTemplates.$inferSelect;
export type TemplateWithFields = TemplateRow & { fields: TemplateField[] };

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

/** Templates a company can use: its own first (defaults first), then the global ones. */
export async function listVisibleTemplates(db: Db, companyId: string | null, locationType?: LocationType) {
  const owner = companyId ? or(isNull(surveyTemplates.companyId), eq(surveyTemplates.companyId, companyId)) : isNull(surveyTemplates.companyId);
  const rows = await selectCurrent(db, and(owner, locationType ? eq(surveyTemplates.locationType, locationType) : undefined)).orderBy(
    sql`${surveyTemplates.companyId} is null`,
    asc(surveyTemplates.locationType),
    desc(surveyTemplates.isDefault),
    asc(surveyTemplates.createdAt),
  );
  return rows.map(flatten);
}

export async function findTemplate(db: Db, id: string) {
  const [row] = await selectCurrent(db, eq(surveyTemplates.id, id)).limit(1);
  return row && flatten(row);
}

export async function findTemplateVersionFields(db: Db, templateId: string, version: number) {
  const [row] = await db
    .select({ fields: surveyTemplateVersions.fields })
    .from(surveyTemplateVersions)
    .where(and(eq(surveyTemplateVersions.templateId, templateId), eq(surveyTemplateVersions.version, version)))
    .limit(1);
  return row?.fields as TemplateField[] | undefined;
}

export async function findGlobalTemplateByName(db: Db, locationType: string, name: string) {
  const [row] = await db
    .select()
    .from(surveyTemplates)
    .where(and(isNull(surveyTemplates.companyId), eq(surveyTemplates.locationType, locationType), eq(surveyTemplates.name, name)))
    .limit(1);
  return row;
}

export async function insertTemplate(
  db: Db,
  values: { companyId: string | null; locationType: string; name: string; isDefault: boolean; fields: TemplateField[]; createdBy: string | null },
) {
  const [template] = await db
    .insert(surveyTemplates)
    .values({ companyId: values.companyId, locationType: values.locationType, name: values.name, isDefault: values.isDefault, currentVersion: 1 })
    .returning();
  if (!template) throw new Error('insert into survey_templates returned nothing');
  await db.insert(surveyTemplateVersions).values({ templateId: template.id, version: 1, fields: values.fields, createdBy: values.createdBy });
  return template;
}

/** Saving makes a new immutable version; older surveys keep pointing at theirs. */
export async function addTemplateVersion(
  db: Db,
  template: TemplateRow,
  values: { name: string; isDefault: boolean; fields: TemplateField[]; createdBy: string | null },
) {
  const version = template.currentVersion + 1;
  await db.insert(surveyTemplateVersions).values({ templateId: template.id, version, fields: values.fields, createdBy: values.createdBy });
  await db
    .update(surveyTemplates)
    .set({ name: values.name, isDefault: values.isDefault, currentVersion: version, updatedAt: new Date() })
    .where(eq(surveyTemplates.id, template.id));
}

/** Only one default per owner and type. */
export async function clearOtherDefaults(db: Db, companyId: string | null, locationType: string, keepId: string) {
  await db
    .update(surveyTemplates)
    .set({ isDefault: false })
    .where(
      and(
        companyId ? eq(surveyTemplates.companyId, companyId) : isNull(surveyTemplates.companyId),
        eq(surveyTemplates.locationType, locationType),
        sql`${surveyTemplates.id} <> ${keepId}`,
      ),
    );
}
