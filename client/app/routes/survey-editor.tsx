// Placeholder until its feature lands; replaced in the same change.
export function SurveyEditorRoute() {
  return <main className="p-6">SurveyEditorRoute</main>;
}
