import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { photos, projects, surveys } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';
import { recordAuditOf } from '../../audit/audit-log';
import { lockInstanceNumbering } from '../../db/project-lock';
import type { Action } from '../../auth/actions';

export type SurveyRow = typeof surveys.$inferSelect;
/** A photo of a survey, as a survey write answers it (the photos module presents it). */
export type SurveyPhotoRow = typeof photos.$inferSelect;

const ph = sql.placeholder;

/**
 * Queries built once per connection pool and scope kind, run as prepared statements (`.prepare`):
 * an autosave or a list then costs no query building (issue 12). Root's scope has no company
 * filter; a company's filters by a placeholder; a scope of no company never gets this far.
 */
function preparedPerScope<T>(build: (db: Db, scoped: boolean) => T) {
  const built = new WeakMap<Db, { all?: T; company?: T }>();
  return (db: Db, scope: Scope): { query: T; companyId: string | undefined } => {
    let forDb = built.get(db);
    if (!forDb) built.set(db, (forDb = {}));
    if (scope.kind === 'company') return { query: (forDb.company ??= build(db, true)), companyId: scope.companyId };
    if (scope.kind === 'all') return { query: (forDb.all ??= build(db, false)), companyId: undefined };
    throw new Error('a prepared survey query needs a scope that holds companies');
  };
}

const scopedToCompany = (scoped: boolean) => (scoped ? eq(surveys.companyId, ph('companyId')) : undefined);

const projectSurveysQuery = preparedPerScope((db, scoped) =>
  db
    .select()
    .from(surveys)
    .where(and(eq(surveys.projectId, ph('projectId')), scopedToCompany(scoped)))
    .orderBy(asc(surveys.locationType), asc(surveys.instanceNumber))
    .prepare(scoped ? 'riser_project_surveys_company' : 'riser_project_surveys_all'),
);

export async function listProjectSurveys(db: Db, scope: Scope, projectId: string): Promise<SurveyRow[]> {
  if (scope.kind === 'none') return [];
  const { query, companyId } = projectSurveysQuery(db, scope);
  return query.execute({ projectId, companyId });
}

/** The photos of the survey row a query is about, as `json_agg` gives them (`photoFromJson` reads them). */
const photosOfSurveyRow = () =>
  // (Qualified by hand: drizzle writes a RETURNING's columns bare, which the subquery would take for its own.)
  sql<unknown[]>`(select coalesce(json_agg(p order by p.created_at, p.id), '[]'::json) from ${photos} p
    where p.survey_id = ${surveys}.${sql.identifier(surveys.id.name)} and p.company_id = ${surveys}.${sql.identifier(surveys.companyId.name)})`.as('photos');

const projectSurveysWithPhotosQuery = preparedPerScope((db, scoped) =>
  db
    .select({ ...getTableColumns(surveys), photos: photosOfSurveyRow() })
    .from(surveys)
    .where(and(eq(surveys.projectId, ph('projectId')), scopedToCompany(scoped)))
    .orderBy(asc(surveys.locationType), asc(surveys.instanceNumber))
    .prepare(scoped ? 'riser_project_surveys_photos_company' : 'riser_project_surveys_photos_all'),
);

/** The surveys of a project with their photos, in one statement (the project's survey list). */
export async function listProjectSurveysWithPhotos(db: Db, scope: Scope, projectId: string): Promise<{ survey: SurveyRow; photos: SurveyPhotoRow[] }[]> {
  if (scope.kind === 'none') return [];
  const { query, companyId } = projectSurveysWithPhotosQuery(db, scope);
  const rows = await query.execute({ projectId, companyId });
  return rows.map(({ photos: photoJson, ...survey }) => ({ survey, photos: (photoJson as Record<string, unknown>[]).map(photoFromJson) }));
}

const surveyQuery = preparedPerScope((db, scoped) =>
  db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, ph('id')), scopedToCompany(scoped)))
    .limit(1)
    .prepare(scoped ? 'riser_survey_company' : 'riser_survey_all'),
);

export async function findSurvey(db: Db, scope: Scope, id: string): Promise<SurveyRow | undefined> {
  if (scope.kind === 'none') return undefined;
  const { query, companyId } = surveyQuery(db, scope);
  const [row] = await query.execute({ id, companyId });
  return row;
}

/** The survey holding a client-chosen id, whichever company it belongs to (repeated creates, DESIGN §4). */
export async function findSurveyAcrossCompanies(db: Db, id: string) {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row;
}

/**
 * The next instance number of a type in a project, kept for this transaction until it ends
 * (`tx` must be one): a parallel create of the same type waits, then numbers after this one.
 */
export async function allocateInstanceNumber(tx: Db, scope: Scope, projectId: string, locationType: string) {
  await lockInstanceNumbering(tx, projectId, locationType);
  return nextInstanceNumber(tx, scope, projectId, locationType);
}

/** The next instance number of a type, for a caller that holds lockInstanceNumbering (typical plans are numbered apart). */
export async function nextInstanceNumber(tx: Db, scope: Scope, projectId: string, locationType: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${surveys.instanceNumber}), 0)::int + 1` })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), eq(surveys.locationType, locationType), eq(surveys.isTypicalPlan, false), inScope(scope, surveys.companyId)));
  return row?.next ?? 1;
}

/** Inserts unless the id exists; concurrent repeats of one create insert once (undefined for the others). */
export async function insertSurveyOnce(db: Db, scope: Scope, values: typeof surveys.$inferInsert) {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(surveys).values(values).onConflictDoNothing({ target: surveys.id }).returning();
  return row;
}

/**
 * A survey write: every value the row will hold, computed from the stored row at
 * `expectedVersion`. The markup columns are left as they are when null (a form autosave does not
 * send the drawing back). JSON values come as JSON text. The answers and their versions are sent
 * as what changes (issue 26): an autosave of one field sends that field, not the whole form.
 */
export interface SurveyWrite {
  version: number;
  /** The whole form, when it is not the stored one with `formDataSet` and without `formDataRemoved`. */
  formData: string | null;
  /** The answers changed, as JSON text of an object; merged into the stored ones. */
  formDataSet: string;
  /** The answers removed. */
  formDataRemoved: string[];
  /** The changed answers' versions, as JSON text of an object; merged into the stored ones. */
  fieldVersionsSet: string;
  progress: number;
  templateId: string | null;
  templateVersion: number | null;
  updatedBy: string;
  instanceName: string | null;
  isCompleted: boolean;
  markupElements: string | null;
  markupElementVersions: string | null;
  markupVersion: number;
  markupScale: number | null;
  uploadedImageKey: string | null;
  // Where it is (DESIGN §15).
  buildingId: string | null;
  floor: number | null;
  unitNumber: string | null;
  unitTypeId: string | null;
  /** As JSON text. */
  hiddenTypicalIds: string;
}

/** The audit row of a survey write; the project's name is added in SQL when `withProjectName`. */
export interface SurveyWriteAudit {
  action: Action;
  actorId: string;
  /** The changed field keys, as JSON text. */
  fields: string;
  /** The changes before → after (audit-changes.ts), as JSON text: a location's activity reads them (DESIGN §16). */
  changes: string;
  withProjectName: boolean;
}

const surveyWriteQuery = preparedPerScope((db, scoped) => {
  const updated = db.$with('updated').as(
    db
      .update(surveys)
      .set({
        version: sql`${ph('version')}::int`,
        formData: sql`coalesce(${ph('formData')}::jsonb, (${surveys.formData} || ${ph('formDataSet')}::jsonb) - ${ph('formDataRemoved')}::text[])`,
        fieldVersions: sql`${surveys.fieldVersions} || ${ph('fieldVersionsSet')}::jsonb`,
        progress: sql`${ph('progress')}::int`,
        templateId: sql`${ph('templateId')}::uuid`,
        templateVersion: sql`${ph('templateVersion')}::int`,
        updatedBy: sql`${ph('updatedBy')}::uuid`,
        instanceName: sql`${ph('instanceName')}::text`,
        isCompleted: sql`${ph('isCompleted')}::boolean`,
        markupElements: sql`coalesce(${ph('markupElements')}::jsonb, ${surveys.markupElements})`,
        markupElementVersions: sql`coalesce(${ph('markupElementVersions')}::jsonb, ${surveys.markupElementVersions})`,
        markupVersion: sql`${ph('markupVersion')}::int`,
        markupScale: sql`${ph('markupScale')}::double precision`,
        uploadedImageKey: sql`${ph('uploadedImageKey')}::text`,
        buildingId: sql`${ph('buildingId')}::uuid`,
        floor: sql`${ph('floor')}::int`,
        unitNumber: sql`${ph('unitNumber')}::text`,
        unitTypeId: sql`${ph('unitTypeId')}::uuid`,
        hiddenTypicalIds: sql`${ph('hiddenTypicalIds')}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(surveys.id, ph('id')), eq(surveys.version, ph('expectedVersion')), scopedToCompany(scoped)))
      // Only what the audit row and the answer cannot know: the row written is the one at
      // expectedVersion with the write's values (no answers, no drawing sent back, issue 26).
      .returning({
        id: surveys.id,
        companyId: surveys.companyId,
        projectId: surveys.projectId,
        instanceName: surveys.instanceName,
        locationType: surveys.locationType,
        updatedAt: surveys.updatedAt,
        // The survey's photos come back with it: the answer needs them and nothing else is read.
        photos: photosOfSurveyRow(),
      }),
  );
  const audit = recordAuditOf(db, 'audit', updated, {
    action: sql`${ph('action')}::text`,
    actorId: sql`${ph('actorId')}::uuid`,
    companyId: updated.companyId,
    subjectType: sql`'survey'`,
    subjectId: sql`${updated.id}::text`,
    data: sql`jsonb_build_object('projectId', ${updated.projectId}, 'name', ${updated.instanceName}, 'locationType', ${updated.locationType}, 'fields', ${ph('fields')}::jsonb, 'changes', ${ph('changes')}::jsonb)
      || case when ${ph('withProjectName')}::boolean
           then jsonb_build_object('projectName', (select ${projects.name} from ${projects} where ${projects.id} = ${updated.projectId}))
           else '{}'::jsonb end`,
  });
  return db
    .with(updated, audit)
    .select()
    .from(updated)
    .prepare(scoped ? 'riser_survey_write_company' : 'riser_survey_write_all');
});

/** A photo row as `json_agg` gives it (column names, timestamps as text). */
function photoFromJson(json: Record<string, unknown>): SurveyPhotoRow {
  return {
    id: json.id as string,
    companyId: json.company_id as string,
    surveyId: json.survey_id as string,
    originalName: json.original_name as string,
    label: json.label as string | null,
    version: json.version as number,
    elevationLevel: json.elevation_level as number,
    mimeType: json.mime_type as string,
    size: Number(json.size),
    width: json.width as number | null,
    height: json.height as number | null,
    takenAt: json.taken_at ? new Date(json.taken_at as string) : null,
    latitude: json.latitude as number | null,
    longitude: json.longitude as number | null,
    originalKey: json.original_key as string,
    displayKey: json.display_key as string,
    thumbKey: json.thumb_key as string,
    pinSurveyId: json.pin_survey_id as string | null,
    pinX: json.pin_x as number | null,
    pinY: json.pin_y as number | null,
    pinDirection: json.pin_direction as number | null,
    pinNumber: json.pin_number as number | null,
    starred: json.starred === true,
    createdBy: json.created_by as string | null,
    createdAt: new Date(json.created_at as string),
  };
}

/**
 * One statement for an autosave: the write, only if nobody else wrote since `expectedVersion`
 * (optimistic locking), its audit row, and the survey's photos for the answer. Undefined when
 * the survey is not at that version any more (or not in the scope, or gone). `written` is the
 * row as the write leaves it (the stored row at `expectedVersion` with the write's values): the
 * survey answered is it, with the time of the write.
 */
export async function writeSurveyAtVersion(
  db: Db,
  scope: Scope,
  expectedVersion: number,
  write: SurveyWrite,
  audit: SurveyWriteAudit,
  written: Omit<SurveyRow, 'updatedAt'>,
): Promise<{ survey: SurveyRow; photos: SurveyPhotoRow[] } | undefined> {
  if (scope.kind === 'none') return undefined;
  const { query, companyId } = surveyWriteQuery(db, scope);
  const [row] = await query.execute({ ...write, ...audit, id: written.id, expectedVersion, companyId });
  if (!row) return undefined;
  return { survey: { ...written, updatedAt: row.updatedAt }, photos: (row.photos as Record<string, unknown>[]).map(photoFromJson) };
}

export async function deleteSurvey(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(surveys)
    .where(and(eq(surveys.id, id), inScope(scope, surveys.companyId)))
    .returning({ id: surveys.id });
  return row;
}

/** Every blob a survey's rows point at: its photos' files and its background, and those of a unit's floor plans (they go with it). */
export async function blobKeysOfSurvey(db: Db, scope: Scope, survey: { id: string; uploadedImageKey: string | null }) {
  const plans = await db
    .select({ id: surveys.id, uploadedImageKey: surveys.uploadedImageKey })
    .from(surveys)
    .where(and(eq(surveys.unitSurveyId, survey.id), inScope(scope, surveys.companyId)));
  const all = [survey, ...plans];
  const photoRows = await db
    .select({ originalKey: photos.originalKey, displayKey: photos.displayKey, thumbKey: photos.thumbKey })
    .from(photos)
    .where(and(inArray(photos.surveyId, all.map((s) => s.id)), inScope(scope, photos.companyId)));
  return [...photoRows.flatMap((p) => [p.originalKey, p.displayKey, p.thumbKey]), ...all.flatMap((s) => (s.uploadedImageKey ? [s.uploadedImageKey] : []))];
}

/** Every marker identifier in the project's drawings but one survey's, within the scope. */
export async function projectIdentifiers(db: Db, scope: Scope, projectId: string, exceptSurveyId: string): Promise<string[]> {
  const tags = sql<string>`e->>'tag'`;
  const rows = await db
    .select({ tag: tags })
    .from(surveys)
    .innerJoin(sql`lateral jsonb_array_elements(${surveys.markupElements}) e`, sql`true`)
    .where(and(eq(surveys.projectId, projectId), sql`${surveys.id} <> ${exceptSurveyId}`, sql`e ? 'tag'`, inScope(scope, surveys.companyId)));
  return rows.map((row) => row.tag);
}

/** Holds the survey's row (in the scope) until the transaction ends: no other write lands on it meanwhile. */
export async function lockSurveyRow(tx: Db, scope: Scope, id: string) {
  await tx
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.id, id), inScope(scope, surveys.companyId)))
    .for('update');
}

/** The unit that has this number in the building (a refusal names it). */
export async function findUnitNumbered(db: Db, scope: Scope, buildingId: string, unitNumber: string) {
  const [row] = await db
    .select({ id: surveys.id, name: surveys.instanceName, unitNumber: surveys.unitNumber })
    .from(surveys)
    .where(
      and(
        eq(surveys.buildingId, buildingId),
        eq(sql`upper(${surveys.unitNumber})`, unitNumber.trim().toUpperCase()),
        eq(surveys.locationType, 'unit'),
        isNull(surveys.unitSurveyId),
        eq(surveys.isTypicalPlan, false),
        inScope(scope, surveys.companyId),
      ),
    )
    .limit(1);
  return row;
}

/** The elements of the typical plan of a unit's type, for that unit's floor plan (its overrides share their ids and identifiers). */
export async function typicalElementsOfUnit(db: Db, scope: Scope, unitSurveyId: string): Promise<unknown> {
  const unit = alias(surveys, 'unit');
  const [row] = await db
    .select({ elements: surveys.markupElements })
    .from(surveys)
    .innerJoin(unit, and(eq(unit.unitTypeId, surveys.unitTypeId), eq(unit.id, unitSurveyId)))
    .where(and(eq(surveys.isTypicalPlan, true), inScope(scope, surveys.companyId)))
    .limit(1);
  return row?.elements ?? [];
}
