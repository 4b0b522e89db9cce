import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos, projects, surveys } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectWithCounts = ProjectRow & { totalLocations: number; completedLocations: number };

// DESIGN §10: every survey but the site-map one, the units' floor plans and the unit types'
// typical plans (DESIGN §15) is a location; counts are derived on read.
const isLocation = sql`${surveys.locationType} <> 'site-map' and ${surveys.unitSurveyId} is null and not ${surveys.isTypicalPlan}`;
const totalLocations = sql<number>`count(${surveys.id}) filter (where ${isLocation})::int`;
const completedLocations = sql<number>`count(${surveys.id}) filter (where ${isLocation} and ${surveys.isCompleted})::int`;

function selectWithCounts(db: Db, where: SQL | undefined) {
  return db
    .select({ project: projects, totalLocations, completedLocations })
    .from(projects)
    .leftJoin(surveys, eq(surveys.projectId, projects.id))
    .where(where)
    .groupBy(projects.id)
    .orderBy(desc(projects.createdAt));
}

const flatten = (r: { project: ProjectRow; totalLocations: number; completedLocations: number }): ProjectWithCounts => ({
  ...r.project,
  totalLocations: r.totalLocations,
  completedLocations: r.completedLocations,
});

export async function listProjects(db: Db, scope: Scope): Promise<ProjectWithCounts[]> {
  return (await selectWithCounts(db, inScope(scope, projects.companyId))).map(flatten);
}

// A project is read by nearly every survey and photo request: built once per pool and scope kind,
// run as a prepared statement.
const projectQueries = new WeakMap<Db, { all?: ReturnType<typeof prepareFindProject>; company?: ReturnType<typeof prepareFindProject> }>();
function prepareFindProject(db: Db, scoped: boolean) {
  const inCompany = scoped ? eq(projects.companyId, sql.placeholder('companyId')) : undefined;
  return selectWithCounts(db, and(eq(projects.id, sql.placeholder('id')), inCompany)).prepare(scoped ? 'riser_project_company' : 'riser_project_all');
}

export async function findProject(db: Db, scope: Scope, id: string): Promise<ProjectWithCounts | undefined> {
  if (scope.kind === 'none') return undefined;
  let built = projectQueries.get(db);
  if (!built) projectQueries.set(db, (built = {}));
  const [row] =
    scope.kind === 'company'
      ? await (built.company ??= prepareFindProject(db, true)).execute({ id, companyId: scope.companyId })
      : await (built.all ??= prepareFindProject(db, false)).execute({ id });
  return row && flatten(row);
}

/**
 * The project holding a client-chosen id, whichever company it belongs to: a repeated create
 * must tell "yours, already made" from "an id someone else took" (DESIGN §4).
 */
export async function findProjectAcrossCompanies(db: Db, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** Inserts unless the id exists; concurrent repeats of one create insert once (undefined for the others). */
export async function insertProjectOnce(db: Db, scope: Scope, values: typeof projects.$inferInsert & { companyId: string }) {
  assertInScope(scope, values.companyId);
  // No conflict target: a parallel create of the same id can collide on the id or on the
  // (id, company_id) key the composite foreign keys need, and both mean "it exists already".
  const [row] = await db.insert(projects).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProject(db: Db, scope: Scope, id: string, values: Partial<Pick<ProjectRow, 'name' | 'description' | 'status' | 'slackFeetPerEnd' | 'floorHeightFeet' | 'wastePercent'>>) {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.id, id), inScope(scope, projects.companyId)))
    .returning();
  return row;
}

export async function deleteProject(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(projects)
    .where(and(eq(projects.id, id), inScope(scope, projects.companyId)))
    .returning({ id: projects.id });
  return row;
}

/** Every blob the project's rows point at (its photos and its surveys' backgrounds), within the scope. */
export async function blobKeysOfProject(db: Db, scope: Scope, projectId: string) {
  const photoRows = await db
    .select({ originalKey: photos.originalKey, displayKey: photos.displayKey, thumbKey: photos.thumbKey })
    .from(photos)
    .innerJoin(surveys, eq(surveys.id, photos.surveyId))
    .where(and(eq(surveys.projectId, projectId), inScope(scope, photos.companyId)));
  const images = await db
    .select({ key: surveys.uploadedImageKey })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), inScope(scope, surveys.companyId), isNotNull(surveys.uploadedImageKey)));
  return [...photoRows.flatMap((p) => [p.originalKey, p.displayKey, p.thumbKey]), ...images.map((i) => i.key!)];
}
