import { z } from 'zod';
import { Text } from './text';
import { ColumnInt } from './integers';
import { MarkupElement, MarkupElements } from '../markup/schema';
import { MarkupChanges } from '../markup/element-changes';
import { LocationTypeSchema } from './templates';
import { Photo } from './photos';
import { Floor, UnitNumber } from './buildings';
import { SurveyReview } from './review';

// A form value: what text, number, select, textarea, checkbox and date fields hold (null clears
// a field); a multiselect's chosen options; a repeat group's items, each its own fields' values.
const ScalarFormValue = z.union([Text.max(20_000), z.number().finite(), z.boolean(), z.null()]);
const ChosenOptions = z.array(Text.max(200)).max(200);
const RepeatItem = z.record(Text.max(100), z.union([ScalarFormValue, ChosenOptions])).refine((item) => Object.keys(item).length <= 50, { error: 'Too many fields in one item' });
export const FormValue = z.union([ScalarFormValue, ChosenOptions, z.array(RepeatItem).max(200)]);
export type FormValue = z.infer<typeof FormValue>;
export const FormData = z
  .record(Text.max(100), FormValue, {
    // Name what is wrong with the key rather than zod's bare "Invalid key in record".
    error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
  })
  .refine((d) => Object.keys(d).length <= 500, { error: 'Too many fields' });
export type FormData = z.infer<typeof FormData>;

// Where a survey is (DESIGN §15, issue 25): its columns, also shown in formData under the
// template's place field names (common/survey/places.ts; formData.building holds the building's name).
const SurveyPlaceFields = {
  buildingId: z.uuid().nullable(),
  /** Within its building's floors when it has a building; basements negative. */
  floor: z.number().int().nullable(),
  /** A unit's number, unique in its building among units. */
  unitNumber: z.string().nullable(),
  /** A unit's type; on a typical plan, the type it draws. */
  unitTypeId: z.uuid().nullable(),
  /** The typical floor plan of the unit type `unitTypeId`: not a location. */
  isTypicalPlan: z.boolean(),
  /** On a unit's floor plan: the typical elements this unit hides (common/markup/typical-plans.ts). */
  hiddenTypicalIds: z.array(z.string()),
};

export const Survey = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    locationType: LocationTypeSchema,
    locationId: z.string(),
    instanceName: z.string().nullable(),
    instanceNumber: z.number().int(),
    formData: z.record(z.string(), z.unknown()),
    isCompleted: z.boolean(),
    progress: z.number().int(),
    markupElements: z.array(MarkupElement),
    uploadedImage: z.string().nullable(),
    /** The survey's photos, as GET /api/photos/:id answers each. */
    photos: z.array(Photo),
    templateId: z.uuid().nullable(),
    templateVersion: z.number().int().nullable(),
    // Concurrency (DESIGN §4): the survey's version, and the version that last changed each field.
    version: z.number().int(),
    fieldVersions: z.record(z.string(), z.number().int()),
    markupVersion: z.number().int(),
    /** The drawing's scale in feet per canvas unit (DESIGN §11); null: not scaled. */
    markupScale: z.number().nullable(),
    // A unit's floor plan names its unit survey (DESIGN §4); null for every other survey.
    unitSurveyId: z.uuid().nullable(),
    ...SurveyPlaceFields,
    // Review and handoff (DESIGN §16): null when never submitted.
    review: SurveyReview.nullable(),
    /** Who surveys it: its own assignee, else its building's (null: nobody). */
    assigneeId: z.uuid().nullable(),
    /** Its own assignee only (null: it follows its building's). */
    ownAssigneeId: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Survey' });
export type Survey = z.infer<typeof Survey>;

const SurveyCreateFields = {
  id: z.uuid().optional(),
  locationType: LocationTypeSchema,
  locationId: Text.trim().min(1).max(200).optional(),
  instanceName: Text.trim().max(200).nullish(),
  formData: FormData.optional(),
  isCompleted: z.boolean().optional(),
  // The client's progress is ignored: the server computes it from the template.
  progress: z.number().optional(),
  templateId: z.uuid().optional(),
  /** Makes this survey the floor plan of that unit survey of the same project (DESIGN §4). */
  unitSurveyId: z.uuid().optional(),
  /** Where it is (DESIGN §15); also accepted as formData.building (an id or a building's name), formData.floor, formData.unitNumber. */
  buildingId: z.uuid().nullish(),
  floor: Floor.nullish(),
  unitNumber: UnitNumber.nullish(),
  unitTypeId: z.uuid().nullish(),
};

export const CreateProjectSurveyBody = z.strictObject(SurveyCreateFields);
export type CreateProjectSurveyBody = z.infer<typeof CreateProjectSurveyBody>;

export const CreateSurveyBody = z.strictObject({ ...SurveyCreateFields, projectId: z.uuid() });
export type CreateSurveyBody = z.infer<typeof CreateSurveyBody>;

/** Feet per canvas unit: from a 2000-unit-wide drawing of a 2-foot closet to one of 400 miles. */
export const MarkupScale = z.number().finite().gt(0, { error: 'must be greater than 0' }).max(1000, { error: 'must be at most 1000 feet per canvas unit' });

/** The longest background data URL a PATCH may carry (the browser picks an encoding that fits). */
export const BACKGROUND_DATA_URL_MAX_LENGTH = 40 * 1024 * 1024;

export const UpdateSurveyBody = z
  .strictObject({
    /** The survey version this change is based on; without it the change applies as is. */
    baseVersion: ColumnInt.min(1).optional(),
    /** Only the changed fields; they are merged into the stored form. */
    formData: FormData.optional(),
    instanceName: Text.trim().max(200).nullish(),
    isCompleted: z.boolean().optional(),
    progress: z.number().optional(),
    /** The whole drawing; a stale baseVersion conflicts if the drawing changed at all since. */
    markupElements: MarkupElements.optional(),
    /** The drawing's changes since baseVersion, merged by element id (DESIGN §5). */
    markupChanges: MarkupChanges.optional(),
    uploadedImage: Text.max(BACKGROUND_DATA_URL_MAX_LENGTH).nullish(),
    templateId: z.uuid().optional(),
    /** Sets the drawing's scale (feet per canvas unit); null takes it away. */
    markupScale: MarkupScale.nullable().optional(),
    /**
     * Where it is (DESIGN §15); null clears. Merged like form fields (per-field versions, 409 on a
     * stale one), and accepted under the forms' place field names in formData as well.
     */
    buildingId: z.uuid().nullable().optional(),
    floor: Floor.nullable().optional(),
    unitNumber: UnitNumber.nullable().optional(),
    unitTypeId: z.uuid().nullable().optional(),
    /** On a unit's floor plan: the typical elements it hides, the whole list (the last write wins). */
    hiddenTypicalIds: z.array(Text.min(1).max(100)).max(20_000).optional(),
  })
  .refine((body) => body.markupElements === undefined || body.markupChanges === undefined, {
    error: 'Send the whole drawing (markupElements) or its changes (markupChanges), not both',
    path: ['markupChanges'],
  });
export type UpdateSurveyBody = z.infer<typeof UpdateSurveyBody>;

export const SurveyConflictDetails = z.object({
  survey: Survey,
  fields: z.array(z.string()),
  markup: z.boolean(),
  /** With markupChanges: the ids of the elements someone else changed or removed since the base version. */
  elements: z.array(z.string()).optional(),
});
export type SurveyConflictDetails = z.infer<typeof SurveyConflictDetails>;
