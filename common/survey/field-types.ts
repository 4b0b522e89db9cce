// The kinds of template field (survey-work §5) and what each one has: one table, read by the
// schema, the template editor, the form and the outputs. A new type gets its row here; the
// compiler then names every other place that must decide about it (the form's input, progress).
export const FIELD_TYPES = ['text', 'number', 'select', 'textarea', 'checkbox', 'multiselect', 'date', 'photo', 'repeat'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldTypeInfo {
  /** Its name in the template editor. */
  label: string;
  /** Answers are chosen among the field's options (at least one). */
  options: boolean;
  /** Its empty input may show a placeholder. */
  placeholder: boolean;
  /** It takes a least and a greatest value (min, max). */
  range: boolean;
  /** It asks for a number of photos labelled with its label (photoCount). */
  photoCount: boolean;
  /** It holds items of its own fields (fields, minItems, maxItems). */
  items: boolean;
  /** It may be one of a repeat group's own fields. */
  inRepeatGroup: boolean;
  /** What a "Show only when…" compares its answer as; null: no condition may name it. */
  conditionValue: 'string' | 'number' | 'boolean' | null;
}

const INFO = {
  text:        { label: 'Text',              options: false, placeholder: true,  range: false, photoCount: false, items: false, inRepeatGroup: true,  conditionValue: 'string' },
  number:      { label: 'Number',            options: false, placeholder: true,  range: true,  photoCount: false, items: false, inRepeatGroup: true,  conditionValue: 'number' },
  select:      { label: 'Select (dropdown)', options: true,  placeholder: false, range: false, photoCount: false, items: false, inRepeatGroup: true,  conditionValue: 'string' },
  textarea:    { label: 'Text Area',         options: false, placeholder: true,  range: false, photoCount: false, items: false, inRepeatGroup: true,  conditionValue: 'string' },
  checkbox:    { label: 'Checkbox',          options: false, placeholder: false, range: false, photoCount: false, items: false, inRepeatGroup: true,  conditionValue: 'boolean' },
  multiselect: { label: 'Multiple choice',   options: true,  placeholder: false, range: false, photoCount: false, items: false, inRepeatGroup: true,  conditionValue: 'string' },
  date:        { label: 'Date',              options: false, placeholder: false, range: false, photoCount: false, items: false, inRepeatGroup: true,  conditionValue: 'string' },
  // Photos belong to the survey, not to a group's item; neither photos nor items can be compared.
  photo:       { label: 'Photos',            options: false, placeholder: false, range: false, photoCount: true,  items: false, inRepeatGroup: false, conditionValue: null },
  repeat:      { label: 'Repeat group',      options: false, placeholder: false, range: false, photoCount: false, items: true,  inRepeatGroup: false, conditionValue: null },
} as const satisfies Record<FieldType, FieldTypeInfo>;

/** Each field type's row, read through the interface (a missing row is one error, here). */
export const FIELD_TYPE_INFO: Readonly<Record<FieldType, FieldTypeInfo>> = INFO;

/** The types a repeat group's own fields may have (no groups in groups, no photos). */
export type RepeatItemType = { [T in FieldType]: (typeof INFO)[T]['inRepeatGroup'] extends true ? T : never }[FieldType];

export function isRepeatItemType(type: FieldType): type is RepeatItemType {
  return FIELD_TYPE_INFO[type].inRepeatGroup;
}

export const REPEAT_ITEM_TYPES = FIELD_TYPES.filter(isRepeatItemType) as [RepeatItemType, ...RepeatItemType[]];
