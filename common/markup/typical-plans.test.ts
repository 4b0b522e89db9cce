import { describe, expect, it } from 'vitest';
import { composeUnitDrawing, differencesText, unitDifferences } from './typical-plans';
import type { MarkupElement } from './schema';

const jack = (id: string, x = 100): MarkupElement => ({ id, type: 'idf', x, y: 100, tag: `DJ-${id}` });
const typical = { elements: [jack('j1'), jack('j2'), jack('j3')], scale: 0.1, background: 'typical.png' };

describe('a unit of a typical plan', () => {
  it('is the typical plan where the unit has no plan of its own', () => {
    const drawing = composeUnitDrawing(typical, null);
    expect(drawing.elements.map((e) => e.id)).toEqual(['j1', 'j2', 'j3']);
    expect(drawing.scale).toBe(0.1);
    expect(drawing.background).toBe('typical.png');
    expect(differencesText(unitDifferences(drawing))).toBe('as the typical plan');
  });

  it('adds the unit’s elements, puts its changes in place of the typical ones, and leaves out what it hides', () => {
    const moved = jack('j2', 900);
    const drawing = composeUnitDrawing(typical, { elements: [jack('extra'), moved], hiddenTypicalIds: ['j3'], scale: 0.5, background: 'unit.png' });
    expect(drawing.elements).toEqual([jack('j1'), moved, jack('extra')]);
    expect([...drawing.origins]).toEqual([
      ['j1', 'typical'],
      ['j2', 'changed'],
      ['extra', 'added'],
    ]);
    expect(drawing.hidden).toEqual([jack('j3')]);
    // The typical plan's scale and background.
    expect(drawing.scale).toBe(0.1);
    expect(drawing.background).toBe('typical.png');
    expect(unitDifferences(drawing)).toEqual({ added: 1, changed: 1, hidden: 1 });
    expect(differencesText(unitDifferences(drawing))).toBe('1 added, 1 changed, 1 hidden');
  });

  it('follows the typical plan everywhere the unit did not override it', () => {
    const unit = { elements: [jack('j2', 900)], hiddenTypicalIds: [], scale: null, background: null };
    const edited = { ...typical, elements: [jack('j1', 500), jack('j2', 500), jack('j4')] };
    expect(composeUnitDrawing(edited, unit).elements).toEqual([jack('j1', 500), jack('j2', 900), jack('j4')]);
  });

  it('takes the unit’s scale and background only where the typical plan has none', () => {
    const drawing = composeUnitDrawing({ elements: [], scale: null, background: null }, { elements: [], hiddenTypicalIds: [], scale: 0.2, background: 'unit.png' });
    expect([drawing.scale, drawing.background]).toEqual([0.2, 'unit.png']);
  });

  it('is the unit’s own plan without a typical one', () => {
    const drawing = composeUnitDrawing(null, { elements: [jack('j1')], hiddenTypicalIds: ['x'], scale: 0.3, background: null });
    expect(drawing.elements).toEqual([jack('j1')]);
    expect(drawing.scale).toBe(0.3);
  });
});
