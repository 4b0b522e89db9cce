import { z } from 'zod';
import { Text } from '../schemas/text';

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
    tag: Text.trim().min(1).max(20).optional(),
  })
  .refine((e) => e.type !== 'conduit' || (e.x2 !== undefined && e.y2 !== undefined), {
    error: 'A conduit needs x2 and y2',
  })
  .meta({ id: 'MarkupElement' });
export type MarkupElement = z.infer<typeof MarkupElement>;

export const MarkupElements = z.array(MarkupElement).max(20_000);
