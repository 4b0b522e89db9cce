import type { SaveTemplateBody, SurveyTemplate, TemplateField } from '../../../../common/schemas/templates';
import { DEFAULT_TEMPLATE_NAME, READING_A_FIELDS } from '../../../../common/survey/default-templates';
import type { LocationType } from '../../../../common/survey/location-types';

/**
 * Who saves. What a save does is the server's call on the real role (View As only changes what
 * is shown): each template says whether a save versions it (`abilities.update`), and a template
 * made anew goes to the editor's company, or for root (no company) to the global set.
 */
export interface TemplateEditor {
  companyId: string | null;
}

/**
 * What the editor starts from for one type:
 * - 'company': the admin's company's own template (PATCH versions it);
 * - 'global': the global template, root's own (PATCH) or, for an admin, the one their save copies (POST);
 * - 'builtin': no template at all yet, so the built-in default fields (POST creates one).
 */
export type EditingKind = 'company' | 'global' | 'builtin';

export interface EditingTarget {
  kind: EditingKind;
  template: SurveyTemplate | null;
  name: string;
  fields: TemplateField[];
  /** Changes whenever a different template or version is loaded; the draft restarts from it. */
  key: string;
  /** An admin editing the global template: saving creates their company's own version. */
  savingCreatesCompanyCopy: boolean;
}

const firstDefault = (templates: readonly SurveyTemplate[]) => templates.find((t) => t.isDefault) ?? templates[0];

/** Whether the server said a save versions this very template (a template kept from before it said so: not known, so not). */
const savesInPlace = (template: SurveyTemplate) => template.abilities?.update === true;

/**
 * The template an editor edits from those visible to them (the list, or the effective default
 * when the list was empty): the default of their own that a save versions (an admin's company's;
 * root, of no company, the global ones) before the global default, whose save makes an admin's
 * company its own.
 */
export function chooseEditingTarget(
  editor: TemplateEditor,
  locationType: LocationType,
  visible: readonly SurveyTemplate[],
): EditingTarget {
  const ofType = visible.filter((t) => t.locationType === locationType);
  const own = firstDefault(ofType.filter((t) => t.companyId === editor.companyId && savesInPlace(t)));
  const global = firstDefault(ofType.filter((t) => t.companyId === null));
  const template = own ?? global;
  if (!template) {
    return {
      kind: 'builtin',
      template: null,
      name: DEFAULT_TEMPLATE_NAME(locationType),
      fields: builtinFields(locationType),
      key: `builtin:${locationType}`,
      savingCreatesCompanyCopy: editor.companyId !== null,
    };
  }
  const kind: EditingKind = template.companyId === null ? 'global' : 'company';
  return {
    kind,
    template,
    name: template.name,
    fields: template.fields,
    key: `${template.id}:${template.version}`,
    savingCreatesCompanyCopy: !savesInPlace(template),
  };
}

export function builtinFields(locationType: LocationType): TemplateField[] {
  return READING_A_FIELDS[locationType].map((field) => ({ ...field, ...(field.options ? { options: [...field.options] } : {}) }));
}

export type SaveRequest = { method: 'PATCH'; templateId: string; body: SaveTemplateBody } | { method: 'POST'; body: SaveTemplateBody };

/**
 * PATCH when the template is the editor's own (an admin's company template, root's global one);
 * otherwise POST with isDefault true: for an admin the server makes their company's template
 * (DESIGN §10), for root with nothing saved yet it creates the global one.
 */
export function planSave(editor: TemplateEditor, target: EditingTarget, locationType: LocationType, fields: TemplateField[]): SaveRequest {
  const template = target.template;
  if (template && savesInPlace(template)) {
    return {
      method: 'PATCH',
      templateId: template.id,
      body: { name: template.name, locationType, fields, isDefault: true, companyId: template.companyId },
    };
  }
  return {
    method: 'POST',
    body: { name: target.name, locationType, fields, isDefault: true, companyId: editor.companyId },
  };
}
