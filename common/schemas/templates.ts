import { z } from 'zod';
import { Text } from './text';
import { ColumnIntFromText } from './integers';
import { LOCATION_TYPES } from '../survey/location-types';
import { FIELD_TYPE_INFO, FIELD_TYPES, REPEAT_ITEM_TYPES } from '../survey/field-types';

export const LocationTypeSchema = z.enum(LOCATION_TYPES);

export const FieldType = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldType>;

/** What a template field may hold: checked by the schema, and by the template editor as it is typed. */
export const FIELD_LIMITS = {
  photoCount: { min: 1, max: 50 },
  minItems: { min: 0, max: 200 },
  maxItems: { min: 1, max: 200 },
} as const;

const FieldName = Text.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: 'Field names use letters, digits and _' });

/**
 * When a field shows (and counts): the named field has this value (`equals`), one of these
 * (`in`), or any value (`filled: true`) / none (`filled: false`). It names an earlier field of
 * the same list (a repeat's own fields name each other).
 */
export const VisibleWhen = z
  .strictObject({
    field: FieldName,
    equals: z.union([Text.max(200), z.number().finite(), z.boolean()]).optional(),
    in: z.array(z.union([Text.max(200), z.number().finite()])).min(1).max(200).optional(),
    filled: z.boolean().optional(),
  })
  .refine((w) => [w.equals, w.in, w.filled].filter((v) => v !== undefined).length === 1, {
    error: 'Give one of equals, in or filled',
  });
export type VisibleWhen = z.infer<typeof VisibleWhen>;

const FieldBase = {
  name: FieldName,
  label: Text.trim().min(1).max(200),
  required: z.boolean().default(false),
  placeholder: Text.max(200).optional(),
  /** Help shown under the field. */
  help: Text.trim().max(500).optional(),
  options: z.array(Text.trim().min(1).max(200)).max(200).optional(),
  visibleWhen: VisibleWhen.optional(),
  /** Numbers: the least and greatest value (a floor may be negative: basements, DESIGN §4). */
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  /** Photo fields: how many photos, labelled with the field's label, it asks for. */
  photoCount: z.number().int().min(FIELD_LIMITS.photoCount.min).max(FIELD_LIMITS.photoCount.max).optional(),
};

type FieldShape = { type: FieldType; options?: string[] | undefined; min?: number | undefined; max?: number | undefined };
const fieldRules = <T extends z.ZodType<FieldShape>>(schema: T) =>
  schema
    .refine((f) => !FIELD_TYPE_INFO[f.type].options || (f.options?.length ?? 0) > 0, {
      error: 'A select field needs at least one option',
      path: ['options'],
    })
    .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, { error: 'min must not be greater than max', path: ['min'] });

/** A field of a repeat group: a type that may be in one (no repeat, no photo). */
export const RepeatItemField = fieldRules(z.strictObject({ ...FieldBase, type: z.enum(REPEAT_ITEM_TYPES) }));
export type RepeatItemField = z.infer<typeof RepeatItemField>;

/** Names are unique and each condition names an earlier field of the same list. */
function checkFieldList(fields: readonly { name: string; visibleWhen?: VisibleWhen | undefined }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  if (new Set(fields.map((field) => field.name)).size !== fields.length) ctx.addIssue({ code: 'custom', message: 'Field names must be unique' });
  fields.forEach((field, index) => {
    if (field.visibleWhen && !seen.has(field.visibleWhen.field)) {
      ctx.addIssue({ code: 'custom', message: `Shows when ${field.visibleWhen.field}, which is not a field before it`, path: [index, 'visibleWhen', 'field'] });
    }
    seen.add(field.name);
  });
}

// Field names become formData keys: letters, digits and underscores, starting with a letter.
export const TemplateField = fieldRules(
  z.strictObject({
    ...FieldBase,
    type: FieldType,
    /** Repeat groups: their own fields, and how many items they take. */
    fields: z.array(RepeatItemField).min(1).max(50).superRefine(checkFieldList).optional(),
    minItems: z.number().int().min(FIELD_LIMITS.minItems.min).max(FIELD_LIMITS.minItems.max).optional(),
    maxItems: z.number().int().min(FIELD_LIMITS.maxItems.min).max(FIELD_LIMITS.maxItems.max).optional(),
  }),
)
  .refine((f) => !FIELD_TYPE_INFO[f.type].items || (f.fields?.length ?? 0) > 0, { error: 'A repeat group needs its own fields', path: ['fields'] })
  .refine((f) => f.minItems === undefined || f.maxItems === undefined || f.minItems <= f.maxItems, {
    error: 'minItems must not be greater than maxItems',
    path: ['minItems'],
  })
  .meta({ id: 'TemplateField' });
export type TemplateField = z.infer<typeof TemplateField>;

export const TemplateFields = z.array(TemplateField).max(300).superRefine(checkFieldList);

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
    /**
     * What the caller may do with it, as the server's policy says. update: a save versions this
     * very template (root: any; an admin: their company's); an admin's save of a global one
     * makes their company's own instead (DESIGN §10).
     */
    abilities: z.object({ update: z.boolean() }),
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
export const TemplateVersionQuery = z.object({ version: ColumnIntFromText.min(1).optional() });
