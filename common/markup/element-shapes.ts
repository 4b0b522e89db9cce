import type { MarkupElementType } from './schema';

// What each element type of a drawing is (DESIGN §5, §11), in one table: a run is a line with a
// kind, measured in feet; a point marker is a record, given an identifier (IDF-1) and counted in
// the quantities; a label is free text. A new type gets its row here, and the compiler names the
// other places that must know it (its colours, its letters in each editor, its legend name).

export type ElementShape = 'run' | 'point' | 'label';

const SHAPES = {
  conduit: 'run',
  idf: 'point',
  mdf: 'point',
  common: 'point',
  ap: 'point',
  power: 'point',
  handheld: 'point',
  homerun: 'point',
  custom: 'label',
  coax: 'point',
} as const satisfies Record<MarkupElementType, ElementShape>;

/** Each type's shape, read through the type (a missing row is one error, here). */
export const ELEMENT_SHAPES: Readonly<Record<MarkupElementType, ElementShape>> = SHAPES;

/** The point markers: the types that get an identifier and are counted. */
export type PointMarkerType = { [T in MarkupElementType]: (typeof SHAPES)[T] extends 'point' ? T : never }[MarkupElementType];

export function isPointMarkerType(type: MarkupElementType): type is PointMarkerType {
  return ELEMENT_SHAPES[type] === 'point';
}
