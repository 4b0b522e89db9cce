// Placeholder until its feature lands; replaced in the same change.
export function ProjectsRoute() {
  return <main className="p-6">ProjectsRoute</main>;
}
