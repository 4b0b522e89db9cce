import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Home, Menu, Settings } from 'lucide-react';
import { useCurrentUser, useViewAs } from '../lib/session';
import { AppLogo } from './app-logo';
import { RoleBadge } from './role-badge';
import { Button } from './ui/button';
import { lazyPopup } from './deferred-popup';
import { NotificationsBadge } from './notifications-badge';
import { SyncBadge } from './sync/sync-badge';
import { ViewAsMenu, ViewingAsBadge } from './view-as-menu';

const DeferredAppMenu = lazyPopup('menu', async () => (await import('./app-menu')).AppMenu);

/**
 * The survey screens' header (survey-work §2, projects page): Home, the mobile menu, the unread
 * notifications, role badge, View As and, for those who edit templates, the settings button.
 * What shows follows the abilities the server sent (of the role root views as, under View As).
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { user } = useCurrentUser();
  const { effectiveRole, abilities } = useViewAs();
  const role = effectiveRole ?? user?.role ?? 'user';

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <DeferredAppMenu
            showForms={abilities.editTemplates}
            trigger={
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            }
          />
          <Link to="/projects" className="min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-ring">
            <AppLogo subtitle="Survey Management" />
          </Link>
        </div>
        <nav aria-label="Main" className="flex items-center gap-1.5 sm:gap-2">
          {actions}
          <SyncBadge />
          <NotificationsBadge />
          <Button asChild variant="ghost" className="hidden md:inline-flex">
            <Link to="/">
              <Home aria-hidden="true" />
              Home
            </Link>
          </Button>
          <RoleBadge role={role} className="hidden sm:inline-flex" />
          <ViewingAsBadge />
          <ViewAsMenu />
          {abilities.editTemplates && (
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
