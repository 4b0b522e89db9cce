// What a standards check finds (DESIGN §17): one finding per element (or per drawing, elementId
// null), an error when the design breaks the standard, a warning when it is close or unknown.

export type CheckSeverity = 'error' | 'warning';

export const CHECK_RULES = [
  'channel-length',
  'conduit-fill',
  'jam-ratio',
  'duplicate-identifier',
  'telecom-room-name',
  'unscaled-drawing',
  'loose-run-end',
] as const;
export type CheckRule = (typeof CHECK_RULES)[number];

export interface CheckFinding {
  severity: CheckSeverity;
  rule: CheckRule;
  /** The drawing (survey) the element is on; for a unit of a type, its typical plan's. */
  surveyId: string;
  /** The element; null for a finding about the whole drawing. */
  elementId: string | null;
  message: string;
}

/** A cable kind's outside diameter in the company's catalogue. */
export interface CableDiameter {
  kind: string;
  diameterInches: number;
}

/** How a company names its telecom rooms (TIA-606): freely, or floor and letter (2A, B1-3C). */
export type TelecomRoomNaming = 'any' | 'floor-letter';
