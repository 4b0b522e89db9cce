import { describe, expect, it } from 'vitest';
import { MarkupElement } from '../schema';
import type { QuantityDrawing, QuantityElement } from '../quantities';
import { checkChannelLength } from './channel-length';
import { checkConduitFill, conduitFill } from './conduit-fill';
import { EMT_INTERNAL } from './conduit-tables';
import { checkLooseEnds, checkUnscaled } from './drawing-checks';
import { locateFindings } from './finding-location';
import { checkDuplicateIdentifiers, checkTelecomRoomNames, isFloorLetterName } from './identifier-checks';
import { projectChecks } from './project-checks';

// A run of `feet` at 0.1 ft per canvas unit, from a marker at (0,0) to one at its end.
const run = (id: string, feet: number, extra: Record<string, unknown> = {}): QuantityElement =>
  ({ id, type: 'conduit', x: 0, y: 0, x2: feet * 10, y2: 0, ...extra }) as QuantityElement;
const marker = (id: string, x: number, extra: Record<string, unknown> = {}): QuantityElement => ({ id, type: 'idf', x, y: 0, ...extra }) as QuantityElement;
const drawing = (elements: QuantityElement[], overrides: Partial<QuantityDrawing> = {}): QuantityDrawing => ({
  surveyId: 'plan',
  name: 'Unit 204 Floor Plan',
  editor: 'floor-plan',
  building: 'A',
  floor: 2,
  scale: 0.1,
  elements,
  ...overrides,
});
const none = { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 };

describe('channel length (TIA-568)', () => {
  it('finds a 300 ft Cat6 run an error and a 280 ft one a warning; 250 ft passes', () => {
    expect(checkChannelLength(run('r', 300, { kind: 'cat6' }), drawing([]), none)).toMatchObject({ severity: 'error', rule: 'channel-length', elementId: 'r' });
    expect(checkChannelLength(run('r', 280, { kind: 'cat6' }), drawing([]), none)).toMatchObject({ severity: 'warning', rule: 'channel-length' });
    expect(checkChannelLength(run('r', 250, { kind: 'cat6' }), drawing([]), none)).toBeNull();
  });

  it('measures with the allowances: 280 ft drawn plus 10 ft of slack at each end is over 90 m', () => {
    expect(checkChannelLength(run('r', 280, { kind: 'home-run' }), drawing([]), { ...none, slackFeetPerEnd: 10 })?.severity).toBe('error');
  });

  it('leaves fiber, conduit and unscaled runs alone', () => {
    expect(checkChannelLength(run('r', 400, { kind: 'fiber' }), drawing([]), none)).toBeNull();
    expect(checkChannelLength(run('r', 400), drawing([]), none)).toBeNull();
    expect(checkChannelLength(run('r', 400, { kind: 'cat6' }), drawing([], { scale: null }), none)).toBeNull();
  });
});

describe('conduit fill (NEC Chapter 9)', () => {
  it('reads 1" EMT as 0.864 in² inside (Table 4)', () => {
    expect(EMT_INTERNAL['1'].area).toBe(0.864);
  });

  it('fills 1" EMT 39.8 % with seven 0.25 in Cat6 (within 40 %) and 45.5 % with eight (over)', () => {
    const seven = { id: 'c', tradeSize: '1' as const, cables: [{ kind: 'cat6', count: 7 }] };
    expect(conduitFill(seven)).toEqual({ cableCount: 7, percent: 39.8, maxPercent: 40 });
    expect(checkConduitFill(seven, 's')).toEqual([]);
    const eight = { ...seven, cables: [{ kind: 'cat6', count: 8 }] };
    expect(conduitFill(eight)?.percent).toBe(45.5);
    expect(checkConduitFill(eight, 's')).toEqual([expect.objectContaining({ severity: 'error', rule: 'conduit-fill', elementId: 'c', surveyId: 's' })]);
  });

  it('allows 53 % for one cable and 31 % for two', () => {
    // One 0.5 in cable in ½" EMT: 0.196 / 0.304 = 64.6 %.
    expect(checkConduitFill({ id: 'c', tradeSize: '1/2', cables: [{ kind: 'big', count: 1 }] }, 's', [{ kind: 'big', diameterInches: 0.5 }])[0]?.severity).toBe('error');
    // Two 0.3 in cables in ½" EMT: 0.1414 / 0.304 = 46.5 % > 31 %; one alone 23 % is fine.
    expect(conduitFill({ id: 'c', tradeSize: '1/2', cables: [{ kind: 'cat6a', count: 2 }] })).toMatchObject({ maxPercent: 31 });
    expect(checkConduitFill({ id: 'c', tradeSize: '1/2', cables: [{ kind: 'cat6a', count: 2 }] }, 's')).toHaveLength(1);
    expect(checkConduitFill({ id: 'c', tradeSize: '1/2', cables: [{ kind: 'cat6a', count: 1 }] }, 's')).toEqual([]);
  });

  it('takes a cable diameter from the company catalogue before the defaults', () => {
    expect(conduitFill({ id: 'c', tradeSize: '1', cables: [{ kind: 'cat6', count: 7 }] }, [{ kind: 'cat6', diameterInches: 0.3 }])?.percent).toBe(57.3);
  });

  it('warns of a jam for three cables at a diameter ratio of 2.8-3.2', () => {
    // ¾" EMT is 0.824 in inside: 0.824 / 0.27 (coax) = 3.05.
    const findings = checkConduitFill({ id: 'c', tradeSize: '3/4', cables: [{ kind: 'coax', count: 3 }] }, 's');
    expect(findings).toEqual([expect.objectContaining({ severity: 'warning', rule: 'jam-ratio' })]);
    // Cat6 in 1" EMT: 1.049 / 0.25 = 4.2, no jam.
    expect(checkConduitFill({ id: 'c', tradeSize: '1', cables: [{ kind: 'cat6', count: 3 }] }, 's')).toEqual([]);
  });

  it('keeps old drawings valid and refuses an unknown trade size', () => {
    expect(MarkupElement.safeParse({ id: 'r', type: 'conduit', x: 0, y: 0, x2: 1, y2: 1 }).success).toBe(true);
    expect(MarkupElement.safeParse({ id: 'r', type: 'conduit', x: 0, y: 0, x2: 1, y2: 1, tradeSize: '1', cables: [{ kind: 'cat6', count: 7 }] }).success).toBe(true);
    expect(MarkupElement.safeParse({ id: 'r', type: 'conduit', x: 0, y: 0, x2: 1, y2: 1, tradeSize: '7/8' }).success).toBe(false);
    expect(MarkupElement.safeParse({ id: 'r', type: 'conduit', x: 0, y: 0, x2: 1, y2: 1, cables: [{ kind: 'cat6', count: 0 }] }).success).toBe(false);
  });
});

describe('identifiers (TIA-606)', () => {
  it('finds an identifier used by two elements, but not a typical plan element drawn in many units', () => {
    const typical = marker('dj', 0, { tag: 'DJ-1' });
    const findings = checkDuplicateIdentifiers([
      drawing([typical], { surveyId: 'typical' }),
      drawing([typical], { surveyId: 'typical' }),
      drawing([marker('x', 0, { tag: 'dj-1' })], { surveyId: 'other' }),
    ]);
    expect(findings.map((f) => [f.surveyId, f.elementId, f.severity])).toEqual([
      ['typical', 'dj', 'error'],
      ['other', 'x', 'error'],
    ]);
    expect(checkDuplicateIdentifiers([drawing([typical], { surveyId: 'typical' }), drawing([typical], { surveyId: 'typical' })])).toEqual([]);
  });

  it('names telecom rooms by floor and letter only when the company chooses it', () => {
    expect(['2A', 'B1-3C', '12b'].every(isFloorLetterName)).toBe(true);
    expect(['IDF-1', '2', 'A2', '2AB'].some(isFloorLetterName)).toBe(false);
    const siteMap = drawing([marker('i1', 0, { tag: 'IDF-1' }), marker('i2', 50, { tag: '2A' }), { id: 'ap', type: 'ap', x: 0, y: 0, tag: 'AP-1' } as QuantityElement], {
      editor: 'site-map',
      surveyId: 'site',
    });
    expect(checkTelecomRoomNames([siteMap], 'any')).toEqual([]);
    expect(checkTelecomRoomNames([siteMap], 'floor-letter').map((f) => [f.elementId, f.severity, f.rule])).toEqual([['i1', 'warning', 'telecom-room-name']]);
  });
});

describe('drawings', () => {
  it('warns of a drawing with runs and no scale', () => {
    expect(checkUnscaled(drawing([run('r', 10)], { scale: null }))).toMatchObject({ severity: 'warning', rule: 'unscaled-drawing', elementId: null });
    expect(checkUnscaled(drawing([marker('m', 0)], { scale: null }))).toBeNull();
    expect(checkUnscaled(drawing([run('r', 10)]))).toBeNull();
  });

  it('warns of a run whose ends are on no marker', () => {
    const tied = drawing([run('r', 10), marker('a', 0), marker('b', 100)]);
    expect(checkLooseEnds(tied)).toEqual([]);
    const loose = drawing([run('r', 10), marker('a', 0)]);
    expect(checkLooseEnds(loose)).toEqual([expect.objectContaining({ severity: 'warning', rule: 'loose-run-end', elementId: 'r', message: expect.stringContaining('The end of this run is on no marker') })]);
  });
});

describe('projectChecks', () => {
  it('finds each element once though its typical plan is drawn in many units, errors first', () => {
    const long = run('long', 300, { kind: 'cat6' });
    const plan = drawing([long, marker('a', 0), marker('b', 3000)], { surveyId: 'typical' });
    const findings = projectChecks([plan, plan, drawing([run('loose', 5)], { surveyId: 'other' })]);
    expect(findings.map((f) => [f.rule, f.elementId, f.severity])).toEqual([
      ['channel-length', 'long', 'error'],
      ['loose-run-end', 'loose', 'warning'],
    ]);
  });
});

describe('where a finding is, in words', () => {
  it('names the drawing and the element: a run by its kind, a marker by its type and identifier', () => {
    const plan = drawing([run('r', 300, { kind: 'cat6' }), marker('j', 0, { tag: 'DJ1' })]);
    const found = (elementId: string | null) => ({ severity: 'warning' as const, rule: 'loose-run-end' as const, surveyId: 'plan', elementId, message: 'm' });
    expect(locateFindings([found('r'), found('j'), found(null)], [plan]).map((f) => f.where)).toEqual([
      'Unit 204 Floor Plan · Cat6 run',
      'Unit 204 Floor Plan · Data Jack DJ1',
      'Unit 204 Floor Plan',
    ]);
  });
});
