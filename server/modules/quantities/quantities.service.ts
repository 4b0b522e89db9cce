import { linkedPlaces, projectDrawings, type DrawingCatalogue, type DrawingSurvey } from '../../../common/markup/project-drawings';
import { effectiveAllowances, projectQuantities, runKindsOf, type ProjectQuantities } from '../../../common/markup/quantities';
import type { QuantitySettings } from '../../../common/schemas/companies';
import { scopeOf, type Scope } from '../../auth/scope';
import { buildingsOfProject } from '../buildings/buildings.service';
import { unitTypesOfProject } from '../unit-types/unit-types.service';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { companyQuantitySettings } from '../companies/companies.service';
import { ownAllowances } from '../projects/projects.presenter';
import { projectInScope } from '../projects/projects.service';
import { KeptElements, markupStateOf } from './kept-elements';
import { drawingSurveysOfProject, markupOfSurveys, type DrawingSurveyRow } from './quantities.repo';

// The project's quantities (DESIGN §11), derived on every read from its drawings, with the
// project's allowances (else its company's) and the company's run kinds.

export interface QuantitiesDeps {
  db: Db;
}

/**
 * The quantities of a project whose surveys, buildings, unit types and company settings are
 * read already (the report has them).
 */
export function quantitiesOfSurveys(project: Parameters<typeof ownAllowances>[0], company: QuantitySettings, rows: readonly DrawingSurvey[], catalogue: DrawingCatalogue): ProjectQuantities {
  return projectQuantities(projectDrawings(rows, catalogue), {
    allowances: effectiveAllowances(ownAllowances(project), company.allowances),
    runKinds: runKindsOf(company.runKinds),
    placeOf: linkedPlaces(rows, catalogue),
  });
}

/** The project's buildings and unit types, by which quantities name places and types. */
export async function catalogueOfProject(db: Db, scope: Scope, projectId: string): Promise<DrawingCatalogue> {
  const [buildings, unitTypes] = await Promise.all([buildingsOfProject(db, scope, projectId), unitTypesOfProject(db, scope, projectId)]);
  return { buildings, unitTypes };
}

export function createQuantitiesService({ db }: QuantitiesDeps) {
  const kept = new KeptElements();

  /** The project's surveys as drawings: elements from those kept, read (and checked) only for drawings changed since. */
  async function drawingsOf(scope: Scope, projectId: string): Promise<DrawingSurvey[]> {
    const rows = await drawingSurveysOfProject(db, scope, projectId);
    const elements = new Map<string, unknown>();
    const stale: DrawingSurveyRow[] = [];
    for (const row of rows) {
      const found = kept.get(row.id, markupStateOf(row));
      if (found) elements.set(row.id, found);
      else stale.push(row);
    }
    const createdAt = new Map(stale.map((row) => [row.id, row.createdAt]));
    for (const read of await markupOfSurveys(db, scope, stale.map((row) => row.id))) {
      elements.set(read.id, kept.keep(read.id, markupStateOf({ ...read, createdAt: createdAt.get(read.id)! }), read.markupElements));
    }
    // Their places come from their columns (buildingId is never undefined here): the answers are not read.
    return rows.map((row) => ({ ...row, formData: null, markupElements: elements.get(row.id) ?? [] }));
  }

  return {
    async ofProject(actor: UserRow, projectId: string): Promise<ProjectQuantities> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      const [company, rows, catalogue] = await Promise.all([
        companyQuantitySettings(db, project.companyId),
        drawingsOf(scope, project.id),
        catalogueOfProject(db, scope, project.id),
      ]);
      return quantitiesOfSurveys(project, company, rows, catalogue);
    },
  };
}
