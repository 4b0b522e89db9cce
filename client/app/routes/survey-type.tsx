// Placeholder until its feature lands; replaced in the same change.
export function SurveyTypeRoute() {
  return <main className="p-6">SurveyTypeRoute</main>;
}
