import { describe, expect, it } from 'vitest';
import { EMPTY_PROJECT_FORM, toCreateProjectBody, toUpdateProjectBody, validateProjectForm } from './project-form';

const values = (changes: Partial<typeof EMPTY_PROJECT_FORM>) => ({ ...EMPTY_PROJECT_FORM, ...changes });

describe('validateProjectForm', () => {
  it("says 'Project name is required.' for a blank or whitespace name", () => {
    expect(validateProjectForm(values({ name: '' }), { requireCompany: false })).toEqual({ name: 'Project name is required.' });
    expect(validateProjectForm(values({ name: '   ' }), { requireCompany: false })).toEqual({ name: 'Project name is required.' });
  });

  it('accepts a name with surrounding spaces', () => {
    expect(validateProjectForm(values({ name: ' Oak Towers ' }), { requireCompany: false })).toEqual({});
  });

  it('asks root for a company', () => {
    expect(validateProjectForm(values({ name: 'Oak' }), { requireCompany: true })).toEqual({
      companyId: 'Choose the company this project belongs to.',
    });
    expect(validateProjectForm(values({ name: 'Oak', companyId: 'c1' }), { requireCompany: true })).toEqual({});
  });
});

describe('toCreateProjectBody', () => {
  it('sends the spec payload: trimmed texts, 0 of 0 locations, the chosen status', () => {
    expect(toCreateProjectBody(values({ name: ' Oak ', description: ' Two towers ' }), { id: 'id-1', includeCompany: false })).toEqual({
      id: 'id-1',
      name: 'Oak',
      description: 'Two towers',
      status: 'in-progress',
      totalLocations: 0,
      completedLocations: 0,
    });
  });

  it('names the company only when asked (root)', () => {
    expect(toCreateProjectBody(values({ name: 'Oak', companyId: 'c1' }), { includeCompany: true })).toMatchObject({ companyId: 'c1' });
    expect(toCreateProjectBody(values({ name: 'Oak', companyId: 'c1' }), { includeCompany: false })).not.toHaveProperty('companyId');
  });
});

describe('toUpdateProjectBody', () => {
  it('sends name, description and status', () => {
    expect(toUpdateProjectBody(values({ name: ' New ', description: '', status: 'planning' }))).toEqual({
      name: 'New',
      description: '',
      status: 'planning',
    });
  });
});
