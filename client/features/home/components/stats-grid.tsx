import { Camera, CheckCircle2, FolderKanban, TrendingUp } from 'lucide-react';
import { StatCard } from './stat-card';

/** The dashboard figures; a later issue feeds them from the server. */
export interface DashboardStats {
  activeProjects: number;
  completedSurveys: number;
  photosCaptured: number;
  /** Percent, 0 to 100. */
  overallProgress: number;
}

/** The four statistic cards; without stats each shows the placeholder dash and 'Loading...'. */
export function StatsGrid({ stats }: { stats?: DashboardStats | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Active Projects" icon={FolderKanban} value={stats?.activeProjects} hint="In progress or planning" />
      <StatCard label="Completed Surveys" icon={CheckCircle2} value={stats?.completedSurveys} hint="Across all projects" />
      <StatCard label="Photos Captured" icon={Camera} value={stats?.photosCaptured} hint="Tagged by floor" />
      <StatCard
        label="Overall Progress"
        icon={TrendingUp}
        value={stats ? `${stats.overallProgress}%` : null}
        hint="Of all locations"
      />
    </dl>
  );
}
