import type { TemplateField } from '../../../../common/schemas/templates';

// A form answer read back in words, for the office's review (issue 27), where the form is read
// beside the photos and the drawing rather than edited.

export const NO_ANSWER = '—';

/** One field's answer as text: Yes/No, chosen options joined, a photo field's count, a group's item count. */
export function answerText(field: Pick<TemplateField, 'type'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_ANSWER;
  switch (field.type) {
    case 'checkbox':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'repeat': {
      const count = Array.isArray(value) ? value.length : 0;
      return count === 0 ? NO_ANSWER : `${count} ${count === 1 ? 'item' : 'items'}`;
    }
    case 'photo':
      return typeof value === 'number' ? `${value} ${value === 1 ? 'photo' : 'photos'}` : String(value);
    case 'multiselect':
      return Array.isArray(value) ? (value.length ? value.join(', ') : NO_ANSWER) : String(value);
    case 'text':
    case 'number':
    case 'select':
    case 'textarea':
    case 'date':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
