import { EDITOR_CONFIGS, ELEMENT_COLORS, type EditorKind } from './constants';
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

/** Names of types an editor has no tool for, but that may still reach its drawing. */
const OTHER_NAMES: Record<MarkupElementType, string> = {
  conduit: 'Conduit',
  idf: 'IDF',
  mdf: 'MDF',
  common: 'Common area',
  ap: 'AP',
  power: 'Power',
  handheld: 'Handhold',
  homerun: 'HomeRun',
  custom: 'Custom label',
  coax: 'Coax',
};

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
  const order = [...toolOrder, ...(Object.keys(OTHER_NAMES) as MarkupElementType[]).filter((type) => !toolOrder.includes(type))];
  return order
    .filter((type) => counts.has(type))
    .map((type) => ({
      type,
      code: isPointMarkerType(type) ? config.labels[type] : '',
      name: type === 'custom' ? 'Custom label' : (config.tools.find((tool) => tool.id === type)?.name ?? OTHER_NAMES[type]),
      color: ELEMENT_COLORS[type],
      count: counts.get(type)!,
      tags: (tags.get(type) ?? []).sort(naturalOrder.compare),
    }));
}
