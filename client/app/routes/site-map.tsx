// Placeholder until its feature lands; replaced in the same change.
export function SiteMapRoute() {
  return <main className="p-6">SiteMapRoute</main>;
}
