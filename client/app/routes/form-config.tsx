// Placeholder until its feature lands; replaced in the same change.
export function FormConfigRoute() {
  return <main className="p-6">FormConfigRoute</main>;
}
