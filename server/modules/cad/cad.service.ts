import { parseElements } from '../../../common/markup/parse-elements';
import { composedUnitPlan, unitsOfTypes } from '../../../common/markup/project-drawings';
import type { MarkupElement } from '../../../common/markup/schema';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogueOfProject } from '../quantities/quantities.service';
import { surveyInScope, surveysOfProject } from '../surveys/surveys.service';
import { drawingDxf } from './dxf-writer';

// A survey's drawing for CAD (DESIGN §17): what the editor shows — a unit's floor plan of a type
// is its typical plan with the unit's differences — in feet at its scale.

export function createCadService({ db }: { db: Db }) {
  return {
    async drawingDxf(actor: UserRow, surveyId: string): Promise<{ dxf: string; name: string }> {
      const scope = scopeOf(actor);
      const survey = await surveyInScope(db, scope, surveyId);
      let elements: MarkupElement[] = parseElements(survey.markupElements);
      let scale = survey.markupScale;
      if (survey.locationType === 'unit' && !survey.isTypicalPlan) {
        const [surveys, catalogue] = await Promise.all([surveysOfProject(db, scope, survey.projectId), catalogueOfProject(db, scope, survey.projectId)]);
        const typed = unitsOfTypes(surveys, catalogue).find((unit) => unit.plan?.id === survey.id);
        if (typed) {
          const composed = composedUnitPlan(typed);
          elements = composed.elements as MarkupElement[];
          scale = composed.scale;
        }
      }
      if (scale === null || !(scale > 0)) {
        throw new AppError('UNPROCESSABLE', 'This drawing has no scale: set its scale (a line of known length) before exporting it to CAD.');
      }
      const name = survey.instanceName ?? `${survey.locationType} ${survey.instanceNumber}`;
      return { dxf: drawingDxf({ editor: survey.locationType === 'unit' ? 'floor-plan' : 'site-map', scale, elements }), name };
    },
  };
}
