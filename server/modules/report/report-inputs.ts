import type { LocatedFinding } from '../../../common/markup/checks/finding-location';
import { isLocationType } from '../../../common/survey/location-types';
import { scopeOf, type Scope } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { buildingsOfProject } from '../buildings/buildings.service';
import { locatedChecksOfProject } from '../checks/checks.service';
import { projectInScope, type ProjectWithCounts } from '../projects/projects.service';
import { surveysOfProject } from '../surveys/surveys.service';
import { unitTypesOfProject } from '../unit-types/unit-types.service';
import type { ReportClock } from './report-html';
import { placedRows, type ReportRow } from './report-materials';
import type { ReportCatalogue } from './report-property';

// What both forms of the crew report (HTML and PDF) are made from, read once the caller is
// authorized: the project, its locations placed in its buildings, its design checks, and when
// and in which time zone it was asked for.

export interface ReportInputs {
  scope: Scope;
  project: ProjectWithCounts;
  rows: ReportRow[];
  catalogue: ReportCatalogue;
  checks: readonly LocatedFinding[];
  clock: ReportClock;
}

export interface ReportOptions {
  timeZone?: string | undefined;
  now?: Date;
}

/** The project's buildings and unit types, as the reports arrange its units by them. */
export async function reportCatalogue(db: Db, scope: Scope, projectId: string): Promise<ReportCatalogue> {
  const [buildings, unitTypes] = await Promise.all([buildingsOfProject(db, scope, projectId), unitTypesOfProject(db, scope, projectId)]);
  return { buildings, unitTypes };
}

/** Authorizes the project (another company's answers 404) and reads what its report shows. */
export async function readReportInputs(db: Db, actor: UserRow, projectId: string, options: ReportOptions = {}): Promise<ReportInputs> {
  const scope = scopeOf(actor);
  const project = await projectInScope(db, scope, projectId);
  const [surveys, catalogue] = await Promise.all([surveysOfProject(db, scope, project.id), reportCatalogue(db, scope, project.id)]);
  const rows = await placedRows(db, scope, surveys.filter((row): row is ReportRow => isLocationType(row.locationType)), catalogue);
  const checks = await locatedChecksOfProject(db, actor, project.id);
  return { scope, project, rows, catalogue, checks, clock: { generatedAt: options.now ?? new Date(), timeZone: options.timeZone ?? 'UTC' } };
}
