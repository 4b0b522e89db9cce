// Placeholder until its feature lands; replaced in the same change.
export function RootAdminRoute() {
  return <main className="p-6">RootAdminRoute</main>;
}
