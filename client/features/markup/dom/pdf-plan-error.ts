/** Why a PDF could not become a background; the toast is chosen by it. */
export type PdfPlanProblem = 'unreadable' | 'password' | 'too-large' | 'unavailable';

// Apart from pdf-plan.ts, so that telling this error apart does not load pdf.js.
export class PdfPlanError extends Error {
  override readonly name = 'PdfPlanError';

  constructor(
    readonly problem: PdfPlanProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
