import { describe, expect, it } from 'vitest';
import { adminLinksFor } from './admin-links';

const none = { editTemplates: false, administerAllCompanies: false, administerOwnCompany: false, chooseCompany: false };
const titles = (abilities: Partial<typeof none>) => adminLinksFor({ ...none, ...abilities }).map((link) => link.title);

describe('adminLinksFor', () => {
  it('gives someone with no administration abilities (a user) no links', () => {
    expect(titles({})).toEqual([]);
    expect(titles({ chooseCompany: true })).toEqual([]);
  });

  it('gives an admin of their own company Form Configuration and Company Dashboard', () => {
    expect(titles({ editTemplates: true, administerOwnCompany: true })).toEqual(['Form Configuration', 'Company Dashboard']);
  });

  it('gives one who only edits templates (an admin without a company, root viewing as admin) only Form Configuration', () => {
    expect(titles({ editTemplates: true })).toEqual(['Form Configuration']);
  });

  it('gives root Form Configuration and Root Dashboard', () => {
    expect(titles({ editTemplates: true, administerAllCompanies: true, chooseCompany: true })).toEqual(['Form Configuration', 'Root Dashboard']);
  });
});
