import { describe, expect, it } from 'vitest';
import type { SurveyTemplate, TemplateField } from '../../../../common/schemas/templates';
import { READING_A_FIELDS } from '../../../../common/survey/default-templates';
import { builtinFields, chooseEditingTarget, planSave, type TemplateEditor } from './editing-target';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const admin: TemplateEditor = { companyId: COMPANY };
const root: TemplateEditor = { companyId: null };
const fields: TemplateField[] = [{ name: 'rack', label: 'Rack', type: 'text', required: true }];

let ids = 0;
function template(changes: Partial<SurveyTemplate>): SurveyTemplate {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    name: 'MDF Survey',
    locationType: 'mdf',
    isDefault: true,
    companyId: null,
    version: 1,
    fields: READING_A_FIELDS.mdf,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    abilities: { update: false },
    ...changes,
  };
}

/** The templates as the server answers them to an editor: root's saves version any, an admin's their company's. */
function seenBy(editor: TemplateEditor, templates: SurveyTemplate[]): SurveyTemplate[] {
  return templates.map((t) => ({ ...t, abilities: { update: editor === root || t.companyId === editor.companyId } }));
}

const globalDefault = template({});
const globalExtended = template({ name: 'MDF Survey (Extended)', isDefault: false });
const companyDefault = template({ companyId: COMPANY, version: 3, fields });

describe('chooseEditingTarget', () => {
  it('gives an admin their company’s template first', () => {
    const target = chooseEditingTarget(admin, 'mdf', seenBy(admin, [companyDefault, globalDefault, globalExtended]));
    expect(target).toMatchObject({ kind: 'company', template: expect.objectContaining({ id: companyDefault.id }), fields, savingCreatesCompanyCopy: false });
    expect(target.key).toBe(`${companyDefault.id}:3`);
  });

  it('gives an admin without one the global default, saying saving makes their own', () => {
    const target = chooseEditingTarget(admin, 'mdf', seenBy(admin, [globalExtended, globalDefault]));
    expect(target).toMatchObject({ kind: 'global', template: expect.objectContaining({ id: globalDefault.id }), name: 'MDF Survey', savingCreatesCompanyCopy: true });
  });

  it('never picks another company’s template or another type', () => {
    const foreign = template({ companyId: OTHER });
    const idf = template({ locationType: 'idf', companyId: COMPANY });
    expect(chooseEditingTarget(admin, 'mdf', seenBy(admin, [foreign, idf, globalDefault])).template?.id).toBe(globalDefault.id);
  });

  it('gives root the global default, even when a company template is in the list', () => {
    const target = chooseEditingTarget(root, 'mdf', seenBy(root, [companyDefault, globalExtended, globalDefault]));
    expect(target).toMatchObject({ kind: 'global', template: expect.objectContaining({ id: globalDefault.id }), savingCreatesCompanyCopy: false });
  });

  it('treats a template kept from before the server sent abilities as not its own: saving makes one anew', () => {
    const { abilities: _unknown, ...kept } = globalDefault;
    const target = chooseEditingTarget(root, 'mdf', [kept as SurveyTemplate]);
    expect(target).toMatchObject({ kind: 'global', template: expect.objectContaining({ id: globalDefault.id }) });
    expect(planSave(root, target, 'mdf', fields)).toMatchObject({ method: 'POST', body: { companyId: null } });
  });

  it('falls back to the built-in default fields when no template exists', () => {
    const target = chooseEditingTarget(root, 'unit', seenBy(root, []));
    expect(target).toMatchObject({ kind: 'builtin', template: null, name: 'Unit Survey', key: 'builtin:unit' });
    expect(target.fields).toEqual(READING_A_FIELDS.unit);
  });
});

describe('builtinFields', () => {
  it('copies the defaults so edits never reach the shared constant', () => {
    const copy = builtinFields('mdf');
    copy[4]!.options!.push('changed');
    expect(READING_A_FIELDS.mdf[4]!.options).not.toContain('changed');
  });
});

describe('planSave', () => {
  it('PATCHes an admin’s own company template', () => {
    const target = chooseEditingTarget(admin, 'mdf', seenBy(admin, [companyDefault, globalDefault]));
    expect(planSave(admin, target, 'mdf', fields)).toEqual({
      method: 'PATCH',
      templateId: companyDefault.id,
      body: { name: 'MDF Survey', locationType: 'mdf', fields, isDefault: true, companyId: COMPANY },
    });
  });

  it('POSTs a default for an admin who only has the global template', () => {
    const target = chooseEditingTarget(admin, 'mdf', seenBy(admin, [globalDefault]));
    expect(planSave(admin, target, 'mdf', fields)).toEqual({
      method: 'POST',
      body: { name: 'MDF Survey', locationType: 'mdf', fields, isDefault: true, companyId: COMPANY },
    });
  });

  it('PATCHes the global template for root', () => {
    const target = chooseEditingTarget(root, 'mdf', seenBy(root, [globalDefault]));
    expect(planSave(root, target, 'mdf', fields)).toMatchObject({ method: 'PATCH', templateId: globalDefault.id, body: { companyId: null } });
  });

  it('POSTs a new global template for root when none exists', () => {
    const target = chooseEditingTarget(root, 'pathways', seenBy(root, []));
    expect(planSave(root, target, 'pathways', fields)).toEqual({
      method: 'POST',
      body: { name: 'Pathways/OSP Survey', locationType: 'pathways', fields, isDefault: true, companyId: null },
    });
  });
});
