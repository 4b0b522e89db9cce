import { z } from 'zod';
import { Text } from '../schemas/text';
import { TRADE_SIZES } from './checks/conduit-tables';

// The markup document (survey-work §3, DESIGN §5): elements in the 2000x1500 canvas space.
export const CANVAS_WIDTH = 2000;
export const CANVAS_HEIGHT = 1500;

export const MARKUP_ELEMENT_TYPES = [
  'conduit',
  'idf',
  'mdf',
  'common',
  'ap',
  'power',
  'handheld',
  'homerun',
  'custom',
  'coax',
] as const;
export type MarkupElementType = (typeof MARKUP_ELEMENT_TYPES)[number];

const Coordinate = z.number().finite().min(-CANVAS_WIDTH).max(CANVAS_WIDTH * 2);

export const MARKER_TAG_MAX_LENGTH = 20;
/** A point marker's identifier as a surveyor may type it (IDF-1, Lobby AP). */
export const MarkerTag = Text.trim().min(1).max(MARKER_TAG_MAX_LENGTH);

/**
 * The markers that may stand for a location of the project (issue 13): on the site map an IDF,
 * MDF or common-area marker is the closet or room surveyed as that location.
 */
export const LINKABLE_MARKER_TYPES = ['idf', 'mdf', 'common'] as const satisfies readonly MarkupElementType[];
export type LinkableMarkerType = (typeof LINKABLE_MARKER_TYPES)[number];

export function isLinkableType(type: MarkupElementType): type is LinkableMarkerType {
  return (LINKABLE_MARKER_TYPES as readonly string[]).includes(type);
}

export const MarkupElement = z
  .object({
    id: Text.min(1).max(100),
    type: z.enum(MARKUP_ELEMENT_TYPES),
    x: Coordinate,
    y: Coordinate,
    x2: Coordinate.optional(),
    y2: Coordinate.optional(),
    radius: z.number().finite().min(0).max(500).optional(),
    text: Text.max(200).optional(),
    color: Text.max(50).optional(),
    strokeWidth: z.number().finite().min(0).max(100).optional(),
    /**
     * A point marker's identifier, unique in its project (IDF-1, MC-2, AP-12; DESIGN §5): given
     * by the server when a marker has none or one already taken, editable by the surveyor.
     */
    tag: MarkerTag.optional(),
    /**
     * The location (survey) of the project this marker stands for: an IDF, MDF or common-area
     * marker on the site map linked to that location's survey. Not checked against the project
     * on save: the location may be made on a device that is offline, or deleted since; clients
     * resolve it among the project's own locations only.
     */
    linkedSurveyId: z.uuid().optional(),
    /** A run's whole polyline (DESIGN §5, §11); x,y and x2,y2 are its ends. */
    points: z.array(z.object({ x: Coordinate, y: Coordinate })).min(2).max(500).optional(),
    /** A run's kind: a default one (fiber, cat6…) or the company's own (common/markup/quantities). */
    kind: Text.trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/).optional(),
    /** Floors a run rises (positive) or falls (negative): a riser, counted at the project's floor height. */
    floorChange: z.number().int().min(-200).max(200).optional(),
    /** A conduit run's trade size (NEC, inches: '1', '3/4', '1-1/2'), for its fill check (DESIGN §17). */
    tradeSize: z.enum(TRADE_SIZES).optional(),
    /** The cables pulled through a conduit run: each kind (a run kind: cat6, coax…) and how many. */
    cables: z
      .array(z.strictObject({ kind: Text.trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), count: z.number().int().min(1).max(1000) }))
      .max(50)
      .optional(),
  })
  .refine((e) => e.type !== 'conduit' || (e.x2 !== undefined && e.y2 !== undefined), {
    error: 'A conduit needs x2 and y2',
  })
  .refine((e) => e.linkedSurveyId === undefined || isLinkableType(e.type), {
    error: 'Only IDF, MDF and common-area markers stand for a location',
    path: ['linkedSurveyId'],
  })
  .meta({ id: 'MarkupElement' });
export type MarkupElement = z.infer<typeof MarkupElement>;

export const MarkupElements = z.array(MarkupElement).max(20_000);
