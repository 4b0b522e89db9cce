import type { SurveyTemplate } from '../../../common/schemas/templates';
import type { LocationType } from '../../../common/survey/location-types';
import type { TemplateWithFields } from './templates.repo';

export function presentTemplate(row: TemplateWithFields): SurveyTemplate {
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
  };
}
