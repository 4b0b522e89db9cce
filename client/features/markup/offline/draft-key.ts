/** Where a drawing's draft is kept on the device (the drafts table of client/offline). */
export const markupDraftKey = (surveyId: string) => `markup:${surveyId}`;
