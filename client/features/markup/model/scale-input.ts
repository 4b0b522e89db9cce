import { metresToFeet, scaleFromCalibration } from '../../../../common/markup/quantities';
import type { Point } from '../../../../common/markup/geometry';
import { MarkupScale } from '../../../../common/schemas/surveys';

// A drawing's scale as the surveyor gives it (issue 14): the length of a line drawn over
// something known (a wall), or the width of the whole plan, in feet or metres. Metres are turned
// into feet; the drawing keeps feet per canvas unit.

export type LengthUnit = 'ft' | 'm';

export const LENGTH_UNITS: readonly { id: LengthUnit; name: string }[] = [
  { id: 'ft', name: 'feet' },
  { id: 'm', name: 'metres' },
];

/** A typed length: a positive number, a decimal comma taken as a point; null for anything else. */
export function parseLength(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function toFeet(length: number, unit: LengthUnit): number {
  return unit === 'm' ? metresToFeet(length) : length;
}

export type ScaleInput = { ok: true; scale: number } | { ok: false; problem: string };

function checked(scale: number | null): ScaleInput {
  if (scale === null) return { ok: false, problem: 'Enter a length greater than 0.' };
  return MarkupScale.safeParse(scale).success ? { ok: true, scale } : { ok: false, problem: 'That is too long for this drawing. Check the length and its unit.' };
}

/** Feet per canvas unit from the line drawn (canvas units) and its length as typed. */
export function scaleFromLine(from: Point, to: Point, text: string, unit: LengthUnit): ScaleInput {
  const length = parseLength(text);
  if (length === null) return checked(null);
  return checked(scaleFromCalibration(from, to, toFeet(length, unit)));
}

/** Feet per canvas unit from the width of the plan (`span` canvas units across) as typed. */
export function scaleFromWidth(span: number, text: string, unit: LengthUnit): ScaleInput {
  const length = parseLength(text);
  if (length === null || !(span > 0)) return checked(null);
  return checked(toFeet(length, unit) / span);
}

const feet = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** How wide `span` canvas units are at this scale: '312.5 ft'. */
export function spanFeet(scale: number, span: number): string {
  return `${feet.format(scale * span)} ft`;
}
