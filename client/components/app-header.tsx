import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FolderOpen, Home, LayoutDashboard, Menu, Plus, Settings, SlidersHorizontal } from 'lucide-react';
import { useCurrentUser, useViewAs } from '../lib/session';
import { AppLogo } from './app-logo';
import { RoleBadge } from './role-badge';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { SyncBadge } from './sync/sync-badge';
import { ViewAsMenu, ViewingAsBadge } from './view-as-menu';

/**
 * The survey screens' header (survey-work §2, projects page): Home, the mobile menu, role badge,
 * View As and, for admins, the settings button. What shows follows the effective role.
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { user } = useCurrentUser();
  const { effectiveRole } = useViewAs();
  const role = effectiveRole ?? user?.role ?? 'user';
  const isAdmin = role === 'admin' || role === 'root';

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuItem asChild>
                <Link to="/">
                  <LayoutDashboard aria-hidden="true" />
                  Home Dashboard
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/projects?new=1">
                  <Plus aria-hidden="true" />
                  New Survey
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/projects">
                  <FolderOpen aria-hidden="true" />
                  My Projects
                </Link>
              </DropdownMenuItem>
              {isAdmin && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to="/admin/form-config">
                      <SlidersHorizontal aria-hidden="true" />
                      Customize Forms
                    </Link>
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
          <Link to="/projects" className="min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-ring">
            <AppLogo subtitle="Survey Management" />
          </Link>
        </div>
        <nav aria-label="Main" className="flex items-center gap-1.5 sm:gap-2">
          {actions}
          <SyncBadge />
          <Button asChild variant="ghost" className="hidden md:inline-flex">
            <Link to="/">
              <Home aria-hidden="true" />
              Home
            </Link>
          </Button>
          <RoleBadge role={role} className="hidden sm:inline-flex" />
          <ViewingAsBadge />
          <ViewAsMenu />
          {isAdmin && (
            <Button asChild variant="outline" size="icon" aria-label="Form configuration">
              <Link to="/admin/form-config">
                <Settings aria-hidden="true" />
              </Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
