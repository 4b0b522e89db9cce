/** A project's start date for people, e.g. 'Mar 5, 2025' in en-US; undefined uses the browser's locale. */
export function formatStartDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
