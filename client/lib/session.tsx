import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Abilities, Role, User } from '../../common/schemas/users';
import { CURRENT_USER_KEY, currentUserQuery } from './current-user-query';
import { parseViewAs, resolveEffectiveRole, shownAbilities, VIEW_AS_STORAGE_KEY, type ViewAsRole } from './view-as';

/** The signed-in user: undefined while loading, null when signed out (the server said 401). */
export function useCurrentUser() {
  const query = useQuery({
    ...currentUserQuery(),
    // Asked even without a connection: with no saved session the app says it cannot reach
    // Riser instead of waiting for ever; with one, the saved user stays (see error below).
    networkMode: 'always',
  });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    // Only an error with nothing cached: a failed background refetch (offline) keeps the user.
    error: query.data === undefined ? query.error : null,
    refetch: query.refetch,
  };
}

/** Puts the user a session call answered with into the cache (login, password change). */
export function setCurrentUser(queryClient: QueryClient, user: User | null) {
  queryClient.setQueryData<User | null>(CURRENT_USER_KEY, user);
}

function readStoredViewAs(): ViewAsRole | null {
  try {
    return parseViewAs(window.sessionStorage.getItem(VIEW_AS_STORAGE_KEY));
  } catch {
    return null;
  }
}

function storeViewAs(value: ViewAsRole | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(VIEW_AS_STORAGE_KEY);
    else window.sessionStorage.setItem(VIEW_AS_STORAGE_KEY, value);
  } catch {
    // Storage can be unavailable (private mode); View As then lasts until reload.
  }
}

interface ViewAsState {
  /** What root chose to view as; always null for other users. */
  viewAs: ViewAsRole | null;
  setViewAs: (value: ViewAsRole | null) => void;
  /** The role the client names (badges); what it shows follows `abilities`. */
  effectiveRole: Role | null;
  /**
   * What the client shows: the server's abilities of the user, or of the role root views as.
   * View As changes what is shown only; the server decides every request on the real role.
   */
  abilities: Abilities;
  /** The role the server knows. */
  realRole: Role | null;
  /** Whether the server sent what each View As role would show (root): the View As menu shows. */
  canViewAs: boolean;
  isImpersonating: boolean;
}

const ViewAsContext = createContext<ViewAsState | null>(null);

export function ViewAsProvider({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useCurrentUser();
  const [stored, setStored] = useState<ViewAsRole | null>(readStoredViewAs);

  const setViewAs = useCallback((value: ViewAsRole | null) => {
    storeViewAs(value);
    setStored(value);
  }, []);

  // Signing out forgets the choice, so the next person in this tab starts from their own role.
  const signedOut = !isLoading && !error && user === null;
  const [wasSignedOut, setWasSignedOut] = useState(signedOut);
  if (signedOut !== wasSignedOut) {
    setWasSignedOut(signedOut);
    if (signedOut) setStored(null);
  }
  useEffect(() => {
    if (signedOut) storeViewAs(null);
  }, [signedOut]);

  const value = useMemo<ViewAsState>(() => {
    const realRole = user?.role ?? null;
    const canViewAs = Boolean(user?.viewAsAbilities);
    const viewAs = canViewAs ? stored : null;
    return {
      viewAs,
      setViewAs,
      realRole,
      canViewAs,
      effectiveRole: realRole === null ? null : resolveEffectiveRole(realRole, viewAs),
      abilities: shownAbilities(user, viewAs),
      isImpersonating: viewAs !== null,
    };
  }, [user, stored, setViewAs]);

  return <ViewAsContext value={value}>{children}</ViewAsContext>;
}

export function useViewAs(): ViewAsState {
  const state = use(ViewAsContext);
  if (!state) throw new Error('useViewAs must be used inside ViewAsProvider');
  return state;
}
