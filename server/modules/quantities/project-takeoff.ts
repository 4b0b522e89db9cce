import { projectDrawings, type DrawingCatalogue } from '../../../common/markup/project-drawings';
import { effectiveAllowances, type ProjectQuantities, type QuantityAllowances, type QuantityDrawing } from '../../../common/markup/quantities';
import type { QuantitySettings } from '../../../common/schemas/companies';
import { scopeOf, type Scope } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { companyQuantitySettings } from '../companies/companies.service';
import { ownAllowances } from '../projects/projects.presenter';
import { projectInScope } from '../projects/projects.service';
import { surveysOfProject, type SurveyRow } from '../surveys/surveys.service';
import { catalogueOfProject, quantitiesOfSurveys } from './quantities.service';

// Everything the deal's reads (DESIGN §17: checks, estimate, labels, proposal) start from: the
// project in the caller's scope, its drawings as the quantities read them, and its quantities
// from the one function (so an estimate's feet are exactly the quantities' feet).

export interface ProjectTakeoff {
  project: Awaited<ReturnType<typeof projectInScope>>;
  scope: Scope;
  company: QuantitySettings;
  surveys: SurveyRow[];
  catalogue: DrawingCatalogue;
  drawings: QuantityDrawing[];
  allowances: QuantityAllowances;
  quantities: ProjectQuantities;
}

export async function projectTakeoff(db: Db, actor: UserRow, projectId: string): Promise<ProjectTakeoff> {
  const scope = scopeOf(actor);
  const project = await projectInScope(db, scope, projectId);
  const [company, surveys, catalogue] = await Promise.all([
    companyQuantitySettings(db, project.companyId),
    surveysOfProject(db, scope, project.id),
    catalogueOfProject(db, scope, project.id),
  ]);
  return {
    project,
    scope,
    company,
    surveys,
    catalogue,
    drawings: projectDrawings(surveys, catalogue),
    allowances: effectiveAllowances(ownAllowances(project), company.allowances),
    quantities: quantitiesOfSurveys(project, company, surveys, catalogue),
  };
}
