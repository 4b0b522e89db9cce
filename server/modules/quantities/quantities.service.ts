import { projectDrawings, linkedPlaces } from '../../../common/markup/project-drawings';
import { projectQuantities, type ProjectQuantities } from '../../../common/markup/quantities';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { allowancesOf } from '../projects/projects.presenter';
import { projectInScope } from '../projects/projects.service';
import { surveysOfProject, type SurveyRow } from '../surveys/surveys.service';

// The project's quantities (DESIGN §11), derived on every read from its drawings.

export interface QuantitiesDeps {
  db: Db;
}

/** The quantities of a project whose surveys are read already (the report has them). */
export function quantitiesOfSurveys(project: Parameters<typeof allowancesOf>[0], rows: readonly SurveyRow[]): ProjectQuantities {
  return projectQuantities(projectDrawings(rows), { allowances: allowancesOf(project), placeOf: linkedPlaces(rows) });
}

export function createQuantitiesService({ db }: QuantitiesDeps) {
  return {
    async ofProject(actor: UserRow, projectId: string): Promise<ProjectQuantities> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      return quantitiesOfSurveys(project, await surveysOfProject(db, scope, project.id));
    },
  };
}
