import type { Abilities, Role, User } from '../../common/schemas/users';

/** The role a root user pretends to have; null shows their actual role. */
export type ViewAsRole = 'admin' | 'user';

export const VIEW_AS_STORAGE_KEY = 'riser.viewAs';

export function parseViewAs(value: unknown): ViewAsRole | null {
  return value === 'admin' || value === 'user' ? value : null;
}

/** View As only changes what root sees; for everyone else the real role stands. */
export function resolveEffectiveRole(realRole: Role, viewAs: ViewAsRole | null): Role {
  return realRole === 'root' && viewAs !== null ? viewAs : realRole;
}

/** Nothing to open: signed out, or a session kept on this device before the server sent abilities (until it is read again). */
export const NO_ABILITIES: Abilities = { editTemplates: false, administerAllCompanies: false, administerOwnCompany: false, chooseCompany: false };

/** What the server says the user may do: what their own requests do (a new project's company, for one). */
export function userAbilities(user: Pick<User, 'abilities'> | null): Abilities {
  return user?.abilities ?? NO_ABILITIES;
}

/**
 * What the client shows: the user's abilities or, while root views the app as a role, the ones
 * the server sent for that role. Either way the server's policies decide, and every request is
 * still decided on the real role.
 */
export function shownAbilities(user: Pick<User, 'abilities' | 'viewAsAbilities'> | null, viewAs: ViewAsRole | null): Abilities {
  if (viewAs !== null && user?.viewAsAbilities) return user.viewAsAbilities[viewAs];
  return userAbilities(user);
}
