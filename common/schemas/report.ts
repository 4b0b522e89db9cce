import { z } from 'zod';
import { Text } from './text';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// The server cannot know the reader's clock: the client names its time zone so that the
// report's dates and file name match what the surveyor saw (UTC when it does not).
export const ReportQuery = z.object({
  tz: Text.max(64).refine(isTimeZone, { error: 'Not a known time zone' }).optional(),
});
export type ReportQuery = z.infer<typeof ReportQuery>;
