// Placeholder until its feature lands; replaced in the same change.
export function ProjectDashboardRoute() {
  return <main className="p-6">ProjectDashboardRoute</main>;
}
