import { linkedPlaces, projectDrawings } from '../../../common/markup/project-drawings';
import { effectiveAllowances, projectQuantities, runKindsOf, type ProjectQuantities } from '../../../common/markup/quantities';
import type { QuantitySettings } from '../../../common/schemas/companies';
import { scopeOf } from '../../auth/scope';
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

/** The quantities of a project whose surveys and company settings are read already (the report has them). */
export function quantitiesOfSurveys(project: Parameters<typeof ownAllowances>[0], company: QuantitySettings, rows: readonly SurveyRow[]): ProjectQuantities {
  return projectQuantities(projectDrawings(rows), {
    allowances: effectiveAllowances(ownAllowances(project), company.allowances),
    runKinds: runKindsOf(company.runKinds),
    placeOf: linkedPlaces(rows),
  });
}

export function createQuantitiesService({ db }: QuantitiesDeps) {
  return {
    async ofProject(actor: UserRow, projectId: string): Promise<ProjectQuantities> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      const [company, rows] = await Promise.all([companyQuantitySettings(db, project.companyId), surveysOfProject(db, scope, project.id)]);
      return quantitiesOfSurveys(project, company, rows);
    },
  };
}
