import { z } from 'zod';

// DESIGN §12: PostgreSQL refuses NUL in text and unpaired surrogates in jsonb, so every input
// string of the API is checked here once instead of failing as a 500 deep in a query.
export const UNSAFE_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

type MaybeWellFormed = string & { isWellFormed?: () => boolean };

function isWellFormed(value: MaybeWellFormed): boolean {
  if (typeof value.isWellFormed === 'function') return value.isWellFormed();
  // Browsers before 2023 (Safari 16.3, Firefox 118) lack isWellFormed; the forms use this too.
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/** True when PostgreSQL can store the string as text and inside jsonb. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && isWellFormed(value);
}

/**
 * The string every request schema starts from: z.string() refusing NUL and unpaired
 * surrogates. It stays a ZodString, so `.trim().min().max()` and the rest follow as usual.
 */
export const Text = z.string().refine(isStorableText, { error: UNSAFE_TEXT_MESSAGE });
