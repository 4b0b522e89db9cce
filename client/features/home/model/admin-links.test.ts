import { describe, expect, it } from 'vitest';
import { adminLinksFor } from './admin-links';

const company = { companyId: '7f1c0c3e-1b7a-4f0e-9a51-6f1f2d7f6a11' };
const noCompany = { companyId: null };
const titles = (...args: Parameters<typeof adminLinksFor>) => adminLinksFor(...args).map((link) => link.title);

describe('adminLinksFor', () => {
  it('gives a user no administration links', () => {
    expect(titles('user', company)).toEqual([]);
  });

  it('gives an admin with a company Form Configuration and Company Dashboard', () => {
    expect(titles('admin', company)).toEqual(['Form Configuration', 'Company Dashboard']);
  });

  it('gives an admin without a company only Form Configuration', () => {
    expect(titles('admin', noCompany)).toEqual(['Form Configuration']);
  });

  it('gives root Form Configuration and Root Dashboard', () => {
    expect(titles('root', noCompany)).toEqual(['Form Configuration', 'Root Dashboard']);
  });
});
