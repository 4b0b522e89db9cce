// Unit numbering patterns (issue 25): how a building's units are numbered when they are made in
// bulk, one pure function for the server's POST /api/projects/{id}/units/bulk and the device's
// live preview, so the preview is what gets made.
//
// A pattern is text with tokens in braces:
//   {floor}      the floor: 1, 2, 12; a basement as B and its depth (-1 → B1, -2 → B2); ground 0
//   {index}      the unit's place on its floor, from 1
//   {letter}     the same as letters: A, B, … Z, AA, AB
//   {building}   the building's name
// {floor} and {index} take a zero-padded width: {index:02} → 01, 02; {floor:02} → 03, B01.
// Everything else is written as it is: '{floor}{index:02}' → 101…112, 201…;
// '{building}-{floor}{letter}' → A-1A, A-1B; 'PH{index}' on one floor → PH1, PH2.

export const NUMBERING_PATTERN_MAX_LENGTH = 100;
/** Longest unit number a pattern may make (the API's UnitNumber). */
const UNIT_NUMBER_MAX_LENGTH = 40;

export const NUMBERING_TOKENS = ['floor', 'index', 'letter', 'building'] as const;
export type NumberingToken = (typeof NUMBERING_TOKENS)[number];

/** A token written with a width: only numbers are padded. */
const PADDED: ReadonlySet<NumberingToken> = new Set(['floor', 'index']);

export type NumberingPart = { text: string } | { token: NumberingToken; width: number };

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** The pattern's parts, or what is wrong with it in words a surveyor reads under the field. */
export function parseNumbering(pattern: string): Outcome<NumberingPart[]> {
  const parts: NumberingPart[] = [];
  const tokenPattern = /\{([^{}]*)\}/g;
  let last = 0;
  for (const match of pattern.matchAll(tokenPattern)) {
    const literal = pattern.slice(last, match.index);
    if (/[{}]/.test(literal)) return { ok: false, error: 'has a brace without its pair' };
    if (literal) parts.push({ text: literal });
    const inner = match[1]!.trim();
    const found = /^([a-z]+)(?::(\d{1,2}))?$/i.exec(inner);
    const name = found?.[1]!.toLowerCase();
    if (!found || !(NUMBERING_TOKENS as readonly string[]).includes(name!)) {
      return { ok: false, error: `{${inner}} is not a token; use ${NUMBERING_TOKENS.map((token) => `{${token}}`).join(', ')}` };
    }
    const token = name as NumberingToken;
    const width = found[2] === undefined ? 0 : Number(found[2]);
    if (width > 0 && !PADDED.has(token)) return { ok: false, error: `{${token}} takes no width; only {floor} and {index} are padded` };
    if (width > 9) return { ok: false, error: `{${inner}}: a width is at most 9` };
    parts.push({ token, width });
    last = match.index + match[0].length;
  }
  const tail = pattern.slice(last);
  if (/[{}]/.test(tail)) return { ok: false, error: 'has a brace without its pair' };
  if (tail) parts.push({ text: tail });
  if (parts.length === 0) return { ok: false, error: 'is empty' };
  return { ok: true, value: parts };
}

/** 1 → A, 26 → Z, 27 → AA: a spreadsheet's column letters. */
export function indexLetters(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const padded = (value: number, width: number) => String(value).padStart(width, '0');

/** A floor as a unit number writes it: basements as B and their depth (B1), others as they are. */
export function floorInUnitNumber(floor: number, width = 0): string {
  return floor < 0 ? `B${padded(-floor, width)}` : padded(floor, width);
}

export interface NumberingPlace {
  building: string;
  floor: number;
  /** The unit's place on its floor, from 1. */
  index: number;
}

/** One unit's number. */
export function formatUnitNumber(parts: readonly NumberingPart[], place: NumberingPlace): string {
  return parts
    .map((part) => {
      if ('text' in part) return part.text;
      switch (part.token) {
        case 'floor':
          return floorInUnitNumber(place.floor, part.width);
        case 'index':
          return padded(place.index, part.width);
        case 'letter':
          return indexLetters(place.index);
        case 'building':
          return place.building;
      }
    })
    .join('')
    .trim();
}

export interface NumberingRequest {
  numbering: string;
  buildingName: string;
  floors: { from: number; to: number };
  unitsPerFloor: number;
}

export interface NumberedUnit {
  floor: number;
  unitNumber: string;
}

/**
 * Every unit the request makes, floor by floor upwards, each floor's units in order; or why
 * not: a pattern that gives two units one number (no {index} or {letter} on a floor of several,
 * no {floor} across floors), an empty or too long number.
 */
export function expandNumbering(request: NumberingRequest): Outcome<NumberedUnit[]> {
  const parsed = parseNumbering(request.numbering);
  if (!parsed.ok) return parsed;
  if (request.floors.from > request.floors.to) return { ok: false, error: 'the floors go from a higher one to a lower one' };
  const units: NumberedUnit[] = [];
  const seen = new Map<string, NumberedUnit>();
  for (let floor = request.floors.from; floor <= request.floors.to; floor++) {
    for (let index = 1; index <= request.unitsPerFloor; index++) {
      const unitNumber = formatUnitNumber(parsed.value, { building: request.buildingName, floor, index });
      if (unitNumber === '') return { ok: false, error: 'makes an empty unit number' };
      if (unitNumber.length > UNIT_NUMBER_MAX_LENGTH) return { ok: false, error: `makes unit numbers longer than ${UNIT_NUMBER_MAX_LENGTH} characters` };
      const key = unitNumberKey(unitNumber);
      const twin = seen.get(key);
      if (twin) {
        const missing = request.unitsPerFloor > 1 && twin.floor === floor ? 'add {index} or {letter}' : 'add {floor}';
        return { ok: false, error: `gives ${unitNumber} to two units (floor ${twin.floor} and floor ${floor}); ${missing}` };
      }
      const unit = { floor, unitNumber };
      seen.set(key, unit);
      units.push(unit);
    }
  }
  return { ok: true, value: units };
}

/** Unit numbers compare without case or surrounding space: '12a' is '12A' (unique per building). */
export function unitNumberKey(unitNumber: string): string {
  return unitNumber.trim().toUpperCase();
}
