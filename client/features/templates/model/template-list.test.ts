import { describe, expect, it } from 'vitest';
import type { SurveyTemplate } from '../../../../common/schemas/templates';
import { withSavedTemplate } from './template-list';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function template(id: string, changes: Partial<SurveyTemplate> = {}): SurveyTemplate {
  return {
    id,
    name: 'MDF Survey',
    locationType: 'mdf',
    isDefault: true,
    companyId: null,
    version: 1,
    fields: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    abilities: { update: false },
    ...changes,
  };
}

const globalDefault = template('g1');
const globalExtended = template('g2', { name: 'MDF Survey (Extended)', isDefault: false });

describe('withSavedTemplate', () => {
  it('replaces the saved template’s older version in place', () => {
    const saved = template('g1', { version: 2 });
    expect(withSavedTemplate([globalDefault, globalExtended], saved)).toEqual([saved, globalExtended]);
  });

  it('puts a new company template first, as the server lists them', () => {
    const saved = template('c1', { companyId: COMPANY });
    const list = withSavedTemplate([globalDefault, globalExtended], saved);
    expect(list.map((t) => t.id)).toEqual(['c1', 'g1', 'g2']);
    // The global default stays the global default: only the company's own defaults are demoted.
    expect(list[1]!.isDefault).toBe(true);
  });

  it('leaves the saved default the only default of its owner and type', () => {
    const older = template('c0', { companyId: COMPANY, name: 'Old' });
    const foreign = template('x1', { companyId: OTHER });
    const idf = template('c9', { companyId: COMPANY, locationType: 'idf' });
    const saved = template('c1', { companyId: COMPANY });
    const list = withSavedTemplate([older, idf, foreign, globalDefault], saved);
    expect(list.filter((t) => t.isDefault).map((t) => t.id).sort()).toEqual(['c1', 'c9', 'g1', 'x1']);
  });

  it('does not change the list it was given', () => {
    const list = [globalDefault];
    withSavedTemplate(list, template('g9', { isDefault: true }));
    expect(list).toEqual([globalDefault]);
    expect(globalDefault.isDefault).toBe(true);
  });
});
