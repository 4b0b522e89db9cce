// Placeholder until the photos feature lands; replaced in the same change.
export function PhotoPanel({ surveyId }: { surveyId: string | null }) {
  return <section aria-label="Capture Photos">Capture Photos {surveyId}</section>;
}
