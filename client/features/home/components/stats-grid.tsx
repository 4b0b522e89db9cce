import { Camera, CheckCircle2, FolderKanban, TrendingUp } from 'lucide-react';
import type { Stats } from '../../../../common/schemas/stats';
import { StatCard } from './stat-card';

/** The figures the four cards show. */
export type DashboardStats = Pick<Stats, 'activeProjects' | 'completedSurveys' | 'photosCaptured' | 'overallProgress'>;

/** The four statistic cards; without stats each shows the placeholder dash and 'Loading...'. */
export function StatsGrid({ stats, failed = false }: { stats?: DashboardStats | null; failed?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Active Projects" icon={FolderKanban} value={stats?.activeProjects} hint="In progress or planning" failed={failed} />
      <StatCard label="Completed Surveys" icon={CheckCircle2} value={stats?.completedSurveys} hint="Across all projects" failed={failed} />
      <StatCard label="Photos Captured" icon={Camera} value={stats?.photosCaptured} hint="Tagged by floor" failed={failed} />
      <StatCard
        label="Overall Progress"
        icon={TrendingUp}
        value={stats ? `${stats.overallProgress}%` : null}
        hint="Of all locations"
        failed={failed}
      />
    </dl>
  );
}
