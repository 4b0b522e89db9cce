import { describe, expect, it } from 'vitest';
import { NO_ABILITIES, parseViewAs, resolveEffectiveRole, shownAbilities, userAbilities } from './view-as';

describe('resolveEffectiveRole', () => {
  it('lets root view as admin or user', () => {
    expect(resolveEffectiveRole('root', 'admin')).toBe('admin');
    expect(resolveEffectiveRole('root', 'user')).toBe('user');
  });

  it('keeps the real role when nothing is chosen', () => {
    expect(resolveEffectiveRole('root', null)).toBe('root');
  });

  it('ignores View As for everyone but root', () => {
    expect(resolveEffectiveRole('admin', 'user')).toBe('admin');
    expect(resolveEffectiveRole('user', 'admin')).toBe('user');
  });
});

describe('parseViewAs', () => {
  it('accepts only admin and user', () => {
    expect(parseViewAs('admin')).toBe('admin');
    expect(parseViewAs('user')).toBe('user');
    expect(parseViewAs('root')).toBeNull();
    expect(parseViewAs('actual')).toBeNull();
    expect(parseViewAs(null)).toBeNull();
  });
});

describe('shownAbilities', () => {
  const rootAbilities = { editTemplates: true, administerAllCompanies: true, administerOwnCompany: false, chooseCompany: true };
  const asAdmin = { editTemplates: true, administerAllCompanies: false, administerOwnCompany: false, chooseCompany: false };
  const root = { abilities: rootAbilities, viewAsAbilities: { admin: asAdmin, user: NO_ABILITIES } };

  it('shows the user’s own abilities, or those the server sent for the role root views as', () => {
    expect(shownAbilities(root, null)).toEqual(rootAbilities);
    expect(shownAbilities(root, 'admin')).toEqual(asAdmin);
    expect(shownAbilities(root, 'user')).toEqual(NO_ABILITIES);
  });

  it('ignores View As for anyone the server sent no View As abilities', () => {
    const admin = { abilities: asAdmin, viewAsAbilities: null };
    expect(shownAbilities(admin, 'user')).toEqual(asAdmin);
  });

  it('shows nothing to open when signed out or for a session kept from before abilities were sent', () => {
    expect(shownAbilities(null, null)).toEqual(NO_ABILITIES);
    const kept = {} as Parameters<typeof shownAbilities>[0];
    expect(shownAbilities(kept, 'admin')).toEqual(NO_ABILITIES);
    expect(userAbilities(kept)).toEqual(NO_ABILITIES);
  });
});
