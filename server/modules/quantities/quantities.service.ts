import { linkedPlaces, projectDrawings, type DrawingCatalogue } from '../../../common/markup/project-drawings';
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
import { surveysOfProject, type SurveyRow } from '../surveys/surveys.service';

// The project's quantities (DESIGN §11), derived on every read from its drawings, with the
// project's allowances (else its company's) and the company's run kinds.

export interface QuantitiesDeps {
  db: Db;
}

/**
 * The quantities of a project whose surveys, buildings, unit types and company settings are
 * read already (the report has them).
 */
export function quantitiesOfSurveys(project: Parameters<typeof ownAllowances>[0], company: QuantitySettings, rows: readonly SurveyRow[], catalogue: DrawingCatalogue): ProjectQuantities {
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
  return {
    async ofProject(actor: UserRow, projectId: string): Promise<ProjectQuantities> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      const [company, rows, catalogue] = await Promise.all([
        companyQuantitySettings(db, project.companyId),
        surveysOfProject(db, scope, project.id),
        catalogueOfProject(db, scope, project.id),
      ]);
      return quantitiesOfSurveys(project, company, rows, catalogue);
    },
  };
}
