import type { MarkupElement } from './schema';

// Typical unit plans (DESIGN §15, issue 25): a unit type's floor plan is marked up once, and each
// unit of the type shows it under its own floor plan. The unit's own plan holds only its
// differences: elements it added (ids of its own), typical elements it moved or changed (an
// element with the typical one's id stands in for it) and the typical elements it hides
// (`hiddenTypicalIds`). Editing the typical plan so changes every unit but what a unit overrode.
// The editor, the quantities and both reports compose a unit's drawing here.

/** A plan as composing reads it: its elements, its scale (feet per canvas unit) and its background, whatever the caller keeps of it. */
export interface PlanLayer<B> {
  elements: readonly MarkupElement[];
  scale: number | null;
  background: B | null;
}

export interface UnitLayer<B> extends PlanLayer<B> {
  /** Typical elements this unit leaves out. */
  hiddenTypicalIds: readonly string[];
}

/** Where a composed element comes from: the typical plan as it is, changed by the unit, or added by it. */
export type ElementOrigin = 'typical' | 'changed' | 'added';

export interface ComposedDrawing<B> {
  /** What the unit has: the typical elements in their order (a unit's change in place of the typical one), then the unit's own. */
  elements: MarkupElement[];
  /** Each element's origin, by id. */
  origins: ReadonlyMap<string, ElementOrigin>;
  /** Typical elements the unit hides, as the typical plan has them. */
  hidden: MarkupElement[];
  /** The typical plan's scale and background (the unit's own only where the typical plan has none). */
  scale: number | null;
  background: B | null;
}

/** The elements a unit of a type has; without a typical plan, the unit's plan as it is. */
export function composeUnitDrawing<B>(typical: PlanLayer<B> | null, unit: UnitLayer<B> | null): ComposedDrawing<B> {
  const own = unit?.elements ?? [];
  const origins = new Map<string, ElementOrigin>();
  if (!typical) {
    for (const element of own) origins.set(element.id, 'added');
    return { elements: [...own], origins, hidden: [], scale: unit?.scale ?? null, background: unit?.background ?? null };
  }
  const hiddenIds = new Set(unit?.hiddenTypicalIds ?? []);
  const overrides = new Map(own.map((element) => [element.id, element]));
  const elements: MarkupElement[] = [];
  const hidden: MarkupElement[] = [];
  for (const element of typical.elements) {
    if (hiddenIds.has(element.id)) {
      hidden.push(element);
      continue;
    }
    const override = overrides.get(element.id);
    elements.push(override ?? element);
    origins.set(element.id, override ? 'changed' : 'typical');
  }
  const typicalIds = new Set(typical.elements.map((element) => element.id));
  for (const element of own) {
    if (typicalIds.has(element.id)) continue;
    elements.push(element);
    origins.set(element.id, 'added');
  }
  return {
    elements,
    origins,
    hidden,
    scale: typical.scale ?? unit?.scale ?? null,
    background: typical.background ?? unit?.background ?? null,
  };
}

export interface UnitDifferences {
  added: number;
  changed: number;
  hidden: number;
}

/** How a unit's drawing differs from its type's typical plan, in counts. */
export function unitDifferences(drawing: Pick<ComposedDrawing<unknown>, 'origins' | 'hidden'>): UnitDifferences {
  let added = 0;
  let changed = 0;
  for (const origin of drawing.origins.values()) {
    if (origin === 'added') added++;
    else if (origin === 'changed') changed++;
  }
  return { added, changed, hidden: drawing.hidden.length };
}

/** 'Typical plan · 1 added, 1 hidden', or 'as the typical plan' when nothing differs. */
export function differencesText(differences: UnitDifferences): string {
  const parts = [
    differences.added > 0 ? `${differences.added} added` : null,
    differences.changed > 0 ? `${differences.changed} changed` : null,
    differences.hidden > 0 ? `${differences.hidden} hidden` : null,
  ].filter(Boolean);
  return parts.length === 0 ? 'as the typical plan' : parts.join(', ');
}
