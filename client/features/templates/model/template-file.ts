import { LocationTypeSchema, TemplateFields, type TemplateField } from '../../../../common/schemas/templates';
import { LOCATION_TYPE_INFO, type LocationType } from '../../../../common/survey/location-types';
import { describeFieldIssues } from './template-validation';

/** What "Export JSON" writes and "Import JSON" reads: the template's name, location type and fields. */
export interface TemplateFile {
  name: string;
  locationType: LocationType;
  fields: TemplateField[];
}

export function templateFileContent(template: TemplateFile): string {
  return `${JSON.stringify({ name: template.name, locationType: template.locationType, fields: template.fields }, null, 2)}\n`;
}

/** 'MDF Survey', version 3 → 'mdf-survey-v3.json'. */
export function templateFileName(name: string, version: number | null): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'template'}${version === null ? '' : `-v${version}`}.json`;
}

export type TemplateImport = { ok: true; name: string | null; fields: TemplateField[] } | { ok: false; problems: string[] };

const refuse = (...problems: string[]): TemplateImport => ({ ok: false, problems });

/**
 * Reads an exported template (or a bare list of fields) for the type being edited. A file of
 * another location type is refused: its fields were made for other surveys.
 */
export function parseTemplateFile(text: string, locationType: LocationType): TemplateImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('The file is not JSON. Choose a file made with Export JSON.');
  }
  const record = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  const fields = Array.isArray(data) ? data : record?.fields;
  if (!Array.isArray(fields)) return refuse('The file has no list of fields. Choose a file made with Export JSON.');
  if (record && record.locationType !== undefined) {
    const type = LocationTypeSchema.safeParse(record.locationType);
    if (!type.success) return refuse(`The file’s location type “${String(record.locationType)}” is not one Riser knows.`);
    if (type.data !== locationType) {
      return refuse(
        `This file is a ${LOCATION_TYPE_INFO[type.data].title} template. Choose ${LOCATION_TYPE_INFO[type.data].title} as the location type to import it.`,
      );
    }
  }
  if (fields.length === 0) return refuse('The file has no fields.');
  const parsed = TemplateFields.safeParse(fields);
  if (!parsed.success) return refuse(...describeFieldIssues(fields, parsed.error.issues));
  const name = typeof record?.name === 'string' && record.name.trim() !== '' ? record.name.trim() : null;
  return { ok: true, name, fields: parsed.data };
}
