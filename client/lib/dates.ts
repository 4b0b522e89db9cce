// Dates and times as every screen shows them, in the reader's own locale (tests pass one): one
// set of formatters instead of one per screen.

function readDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 5, 2025' (en-US); '' when it is not a date. */
export function formatDate(value: string | number | Date | null | undefined, locale?: string): string {
  const date = readDate(value);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date) : '';
}

/** 'Mar 5, 2025, 2:30 PM' (en-US); '' when it is not a date. */
export function formatDateTime(value: string | number | Date | null | undefined, locale?: string, timeZone?: string): string {
  const date = readDate(value);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date) : '';
}

/** When something happened lately: the time alone today ('2:30 PM'), else 'Mar 5, 2:30 PM'. */
export function formatRecent(value: string | number | Date | null | undefined, now: Date = new Date(), locale?: string, timeZone?: string): string {
  const date = readDate(value);
  if (!date) return '';
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(d);
  const time = { hour: 'numeric', minute: '2-digit', timeZone } as const;
  return new Intl.DateTimeFormat(locale, day(date) === day(now) ? time : { month: 'short', day: 'numeric', ...time }).format(date);
}
