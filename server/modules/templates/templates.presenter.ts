import type { SurveyTemplate } from '../../../common/schemas/templates';
import type { LocationType } from '../../../common/survey/location-types';
import { allows } from '../../auth/authorize';
import type { Actor } from '../../auth/member-policy';
import { templatePolicy } from './templates.policy';
import type { TemplateWithFields } from './templates.repo';

/** A template as the actor reads it, with whether their save would version it (the editor PATCHes it then). */
export function presentTemplate(row: TemplateWithFields, actor: Actor): SurveyTemplate {
  return {
    id: row.id,
    name: row.name,
    locationType: row.locationType as LocationType,
    isDefault: row.isDefault,
    companyId: row.companyId,
    version: row.currentVersion,
    fields: row.fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { update: allows(templatePolicy, actor, 'template.save', row) },
  };
}
