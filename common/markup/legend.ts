import { EDITOR_CONFIGS, ELEMENT_COLORS, ELEMENT_TYPE_NAMES, elementTypeName, type EditorKind } from './constants';
import { isPointMarkerType } from './element-shapes';
import type { MarkupElement, MarkupElementType } from './schema';

// What a drawing's codes mean (MC, DJ, HR…), for the install crew reading a report or a PNG
// far from the editor: every element type the drawing holds, in the editor's tool order, with
// its code, its name in that editor, its colour and how many there are.

export interface LegendEntry {
  type: MarkupElementType;
  /** The letters in its circle; '' for a conduit (a line) and a custom label (its own text). */
  code: string;
  name: string;
  color: string;
  count: number;
  /** The identifiers of its markers (IDF-1, IDF-2…), in natural order; empty for runs and labels. */
  tags: string[];
}


const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function markupLegend(kind: EditorKind, elements: readonly Pick<MarkupElement, 'type' | 'tag'>[]): LegendEntry[] {
  const config = EDITOR_CONFIGS[kind];
  const counts = new Map<MarkupElementType, number>();
  const tags = new Map<MarkupElementType, string[]>();
  for (const element of elements) {
    counts.set(element.type, (counts.get(element.type) ?? 0) + 1);
    if (element.tag) tags.set(element.type, [...(tags.get(element.type) ?? []), element.tag]);
  }
  const toolOrder = config.tools.map((tool) => tool.id).filter((id): id is MarkupElementType => id !== 'select');
  const order = [...toolOrder, ...(Object.keys(ELEMENT_TYPE_NAMES) as MarkupElementType[]).filter((type) => !toolOrder.includes(type))];
  return order
    .filter((type) => counts.has(type))
    .map((type) => ({
      type,
      code: isPointMarkerType(type) ? config.labels[type] : '',
      // A custom element's own text is its label: the legend says what it is.
      name: type === 'custom' ? ELEMENT_TYPE_NAMES.custom : elementTypeName(kind, type),
      color: ELEMENT_COLORS[type],
      count: counts.get(type)!,
      tags: (tags.get(type) ?? []).sort(naturalOrder.compare),
    }));
}
