// Placeholder until its feature lands; replaced in the same change.
export function CompanyAdminRoute() {
  return <main className="p-6">CompanyAdminRoute</main>;
}
