import type { Role } from '../../common/schemas/users';

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
