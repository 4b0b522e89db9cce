import { describe, expect, it } from 'vitest';
import { describeCheckMark, CHECK_COLORS } from '../../../../common/markup/render-svg';
import type { MarkupElement } from '../../../../common/markup/schema';
import { checkCounts, checkCountText, drawingChecks, findingsOf, worstByElement, type EditedDrawing } from './drawing-checks';

// A run of `units` canvas units from (100,100) to the right; at 0.2 ft a unit, 1,500 units are 300 ft.
const run = (id: string, units: number, extra: Partial<MarkupElement> = {}) =>
  ({ id, type: 'conduit', x: 100, y: 100, x2: 100 + units, y2: 100, kind: 'cat6', ...extra }) as MarkupElement;
const jack = (id: string, x: number, tag?: string) => ({ id, type: 'idf', x, y: 100, ...(tag ? { tag } : {}) }) as MarkupElement;
const plan = (elements: MarkupElement[], overrides: Partial<EditedDrawing> = {}): EditedDrawing => ({
  surveyId: 'plan',
  name: 'Unit 12 Floor Plan',
  kind: 'floor-plan',
  scale: 0.2,
  elements,
  typicalElements: [],
  ...overrides,
});
const none = { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 };

describe('the drawing being edited, checked', () => {
  it('finds a 300 ft Cat6 run with loose ends an error and a warning, errors first', () => {
    const findings = drawingChecks(plan([run('r', 1500)]), { allowances: none });
    expect(findings.map((f) => [f.severity, f.rule, f.elementId])).toEqual([
      ['error', 'channel-length', 'r'],
      ['warning', 'loose-run-end', 'r'],
    ]);
    expect(checkCountText(checkCounts(findings))).toBe('1 error, 1 warning');
    expect(worstByElement(findings).get('r')).toBe('error');
  });

  it('finds nothing on a 200 ft run between two jacks', () => {
    expect(drawingChecks(plan([jack('a', 100), run('r', 1000), jack('b', 1100)]), { allowances: none })).toEqual([]);
  });

  it('counts the allowances: 280 ft drawn with 10 ft of slack at each end is over 90 m', () => {
    const findings = drawingChecks(plan([jack('a', 100), run('r', 1400), jack('b', 1500)]), { allowances: { ...none, slackFeetPerEnd: 10 } });
    expect(findingsOf(findings, 'r').map((f) => f.severity)).toEqual(['error']);
  });

  it('ends a run on the typical plan’s markers beneath a unit’s drawing', () => {
    const findings = drawingChecks(plan([run('r', 1000)], { typicalElements: [jack('a', 100), jack('b', 1100)] }), { allowances: none });
    expect(findings).toEqual([]);
  });

  it('warns of a drawing without scale, marking no element for it', () => {
    const findings = drawingChecks(plan([jack('a', 100), run('r', 1500), jack('b', 1600)], { scale: null }), { allowances: none });
    expect(findings.map((f) => [f.rule, f.elementId])).toEqual([['unscaled-drawing', null]]);
    expect(worstByElement(findings).size).toBe(0);
    expect(checkCountText(checkCounts(findings))).toBe('1 warning');
  });

  it('finds two jacks of one identifier on the drawing', () => {
    const findings = drawingChecks(plan([jack('a', 100, 'DJ1'), jack('b', 400, 'DJ1')]), { allowances: none });
    expect(findings.map((f) => [f.rule, f.elementId])).toEqual([
      ['duplicate-identifier', 'a'],
      ['duplicate-identifier', 'b'],
    ]);
  });

  it('says nothing when all is well, and counts in plural', () => {
    expect(checkCountText({ errors: 0, warnings: 0 })).toBeNull();
    expect(checkCountText({ errors: 2, warnings: 3 })).toBe('2 errors, 3 warnings');
  });
});

describe('a check’s mark on the canvas', () => {
  it('is a halo along a run and a ring around a marker, red for an error and amber for a warning', () => {
    const [halo] = describeCheckMark(run('r', 500), 'floor-plan', 'error', 1);
    expect(halo).toMatchObject({ kind: 'polyline', attrs: { points: '100,100 600,100', stroke: '#fca5a5' } });
    expect(halo!.attrs).not.toHaveProperty('opacity');
    const [ring] = describeCheckMark(jack('a', 300), 'floor-plan', 'warning', 1);
    expect(ring).toMatchObject({ kind: 'circle', attrs: { cx: 300, cy: 100, stroke: CHECK_COLORS.warning, fill: 'none' } });
  });
});
