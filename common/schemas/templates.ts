import { z } from 'zod';
import { Text } from './text';
import { LOCATION_TYPES } from '../survey/location-types';

export const LocationTypeSchema = z.enum(LOCATION_TYPES);

export const FIELD_TYPES = ['text', 'number', 'select', 'textarea'] as const;
export const FieldType = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldType>;

// Field names become formData keys: letters, digits and underscores, starting with a letter.
export const TemplateField = z
  .strictObject({
    name: Text.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: 'Field names use letters, digits and _' }),
    label: Text.trim().min(1).max(200),
    type: FieldType,
    required: z.boolean().default(false),
    placeholder: Text.max(200).optional(),
    options: z.array(Text.trim().min(1).max(200)).max(200).optional(),
  })
  .refine((f) => f.type !== 'select' || (f.options?.length ?? 0) > 0, {
    error: 'A select field needs at least one option',
    path: ['options'],
  })
  .meta({ id: 'TemplateField' });
export type TemplateField = z.infer<typeof TemplateField>;

export const TemplateFields = z
  .array(TemplateField)
  .max(300)
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { error: 'Field names must be unique' });

export const SurveyTemplate = z
  .object({
    id: z.uuid(),
    name: z.string(),
    locationType: LocationTypeSchema,
    isDefault: z.boolean(),
    companyId: z.uuid().nullable(),
    version: z.number().int(),
    fields: z.array(TemplateField),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SurveyTemplate' });
export type SurveyTemplate = z.infer<typeof SurveyTemplate>;

export const SaveTemplateBody = z.strictObject({
  name: Text.trim().min(1).max(200),
  locationType: LocationTypeSchema,
  fields: TemplateFields,
  isDefault: z.boolean().default(true),
  // Root: null or absent = the global template. Admins always save their own company's.
  companyId: z.uuid().nullish(),
});
export type SaveTemplateBody = z.infer<typeof SaveTemplateBody>;

export const UpdateTemplateBody = SaveTemplateBody.partial().refine((b) => Object.keys(b).length > 0, {
  error: 'Nothing to update',
});
export type UpdateTemplateBody = z.infer<typeof UpdateTemplateBody>;

export const TemplateListQuery = z.object({ locationType: LocationTypeSchema.optional() });
export const TemplateVersionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
