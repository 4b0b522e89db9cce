import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, RefreshCw } from 'lucide-react';
import type { User } from '../../../../common/schemas/users';
import { AppLogo } from '../../../components/app-logo';
import { RoleBadge } from '../../../components/role-badge';
import { Button } from '../../../components/ui/button';
import { LogoutLink } from '../../../components/sync/logout-link';
import { NotificationsBadge } from '../../../components/notifications-badge';
import { SyncBadge } from '../../../components/sync/sync-badge';
import { ViewAsMenu, ViewingAsBadge } from '../../../components/view-as-menu';
import { useViewAs } from '../../../lib/session';
import { useStats } from '../api/get-stats';
import { adminLinksFor } from '../model/admin-links';
import { AdminLinks } from './admin-links';
import { MyWorkCard, NotificationsCard } from './my-work';
import { RecentActivityCard } from './recent-activity-card';
import { StatsGrid } from './stats-grid';

export interface HomeDashboardProps {
  user: User;
  /** Account actions composed in by the app (the Change Password dialog). */
  accountActions?: ReactNode;
}

/** '/' for a signed-in user. What shows follows the abilities the server sent (of the role root views as, under View As). */
export function HomeDashboard({ user, accountActions }: HomeDashboardProps) {
  const { effectiveRole, abilities } = useViewAs();
  const stats = useStats();
  const role = effectiveRole ?? user.role;
  const name = user.firstName?.trim() || user.email;

  return (
    <div className="flex flex-1 flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <AppLogo subtitle="Survey Management" />
          <nav aria-label="Account" className="flex items-center gap-1.5 sm:gap-2">
            <ViewAsMenu />
            {accountActions}
            <SyncBadge />
            {/* Under 360 px the header is full; Home's Notifications card shows the count there. */}
            <NotificationsBadge className="max-[359px]:hidden" />
            <LogoutLink />
          </nav>
        </div>
      </header>

      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-8 px-4 py-6 sm:px-6 sm:py-8">
        <section className="relative overflow-hidden rounded-xl bg-gradient-to-br from-blue-950 via-blue-900 to-blue-700 p-6 text-white shadow-md sm:p-8">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <RoleBadge role={role} />
                <ViewingAsBadge />
              </div>
              <h1 className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">Welcome, {name}</h1>
              <p className="mt-2 max-w-xl text-blue-100">
                Pick up a project, survey its locations and capture what you find on site.
              </p>
            </div>
            <Button asChild size="lg" className="bg-white text-blue-900 shadow-sm hover:bg-blue-50 sm:self-end">
              <Link to="/projects">
                Open Survey App
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>

        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <MyWorkCard />
          <NotificationsCard />
        </div>

        <AdminLinks links={adminLinksFor(abilities)} />

        <section aria-labelledby="overview-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="overview-heading" className="text-lg font-semibold tracking-tight">
              Overview
            </h2>
            {stats.isError && (
              <Button variant="outline" onClick={() => void stats.refetch()}>
                <RefreshCw aria-hidden="true" />
                Reload figures
              </Button>
            )}
          </div>
          <StatsGrid stats={stats.data} failed={stats.isError} />
        </section>

        <RecentActivityCard activity={stats.data?.recentActivity} failed={stats.isError} />
      </main>
    </div>
  );
}
