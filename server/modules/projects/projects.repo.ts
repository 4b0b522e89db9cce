import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projects, surveys } from '../../db/schema';
import type { TenantScope } from '../../auth/scope';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectWithCounts = ProjectRow & { totalLocations: number; completedLocations: number };

const inScope = (scope: TenantScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(projects.companyId, scope.companyId);

// DESIGN §10: every survey but the site-map one is a location; counts are derived on read.
const totalLocations = sql<number>`count(${surveys.id}) filter (where ${surveys.locationType} <> 'site-map')::int`;
const completedLocations = sql<number>`count(${surveys.id}) filter (where ${surveys.locationType} <> 'site-map' and ${surveys.isCompleted})::int`;

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

export async function listProjects(db: Db, scope: TenantScope): Promise<ProjectWithCounts[]> {
  return (await selectWithCounts(db, inScope(scope))).map(flatten);
}

export async function findProject(db: Db, scope: TenantScope, id: string): Promise<ProjectWithCounts | undefined> {
  const [row] = await selectWithCounts(db, and(eq(projects.id, id), inScope(scope)));
  return row && flatten(row);
}

/** Any company's project with this id (for idempotent creates). */
export async function findProjectAnyCompany(db: Db, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function insertProject(db: Db, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert into projects returned nothing');
  return row;
}

export async function updateProject(
  db: Db,
  scope: TenantScope,
  id: string,
  values: Partial<Pick<ProjectRow, 'name' | 'description' | 'status'>>,
) {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.id, id), inScope(scope)))
    .returning();
  return row;
}

export async function deleteProject(db: Db, scope: TenantScope, id: string) {
  const [row] = await db.delete(projects).where(and(eq(projects.id, id), inScope(scope))).returning({ id: projects.id });
  return row;
}
