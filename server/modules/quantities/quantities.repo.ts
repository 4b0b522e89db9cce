import { and, asc, eq, inArray } from 'drizzle-orm';
import { inScope, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { surveys } from '../../db/schema';

// What quantities read of a project's surveys: where each is and what it draws, without the
// answers (form data, field versions) or the elements' versions, which they never use. The
// elements themselves are read apart, only for the drawings whose kept copy is out of date.

/** A survey as quantities place it; its elements are read by markupOfSurveys. */
export async function drawingSurveysOfProject(db: Db, scope: Scope, projectId: string) {
  return db
    .select({
      id: surveys.id,
      locationType: surveys.locationType,
      instanceName: surveys.instanceName,
      instanceNumber: surveys.instanceNumber,
      unitSurveyId: surveys.unitSurveyId,
      markupScale: surveys.markupScale,
      markupVersion: surveys.markupVersion,
      createdAt: surveys.createdAt,
      buildingId: surveys.buildingId,
      floor: surveys.floor,
      unitTypeId: surveys.unitTypeId,
      isTypicalPlan: surveys.isTypicalPlan,
      hiddenTypicalIds: surveys.hiddenTypicalIds,
    })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), inScope(scope, surveys.companyId)))
    .orderBy(asc(surveys.locationType), asc(surveys.instanceNumber));
}

export type DrawingSurveyRow = Awaited<ReturnType<typeof drawingSurveysOfProject>>[number];

/** These surveys' elements, with the markup version they are at. */
export async function markupOfSurveys(db: Db, scope: Scope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: surveys.id, markupVersion: surveys.markupVersion, markupElements: surveys.markupElements })
    .from(surveys)
    .where(and(inArray(surveys.id, [...ids]), inScope(scope, surveys.companyId)));
}
