import { describe, expect, it } from 'vitest';
import { markupLegend } from './legend';

describe('markupLegend', () => {
  it('names each type a floor plan holds by its floor-plan code and name, in tool order, with counts', () => {
    const legend = markupLegend('floor-plan', [
      { type: 'ap', tag: 'AP-3' },
      { type: 'idf', tag: 'DJ-10' },
      { type: 'idf', tag: 'DJ-2' },
      { type: 'mdf' },
      { type: 'homerun' },
      { type: 'custom' },
    ]);
    expect(legend).toEqual([
      { type: 'mdf', code: 'MC', name: 'Media Cabinet', color: '#06b6d4', count: 1, tags: [] },
      { type: 'idf', code: 'DJ', name: 'Data Jack', color: '#dc2626', count: 2, tags: ['DJ-2', 'DJ-10'] },
      { type: 'ap', code: 'AP', name: 'AP', color: '#16a34a', count: 1, tags: ['AP-3'] },
      { type: 'homerun', code: 'HR', name: 'HomeRun', color: '#2563eb', count: 1, tags: [] },
      { type: 'custom', code: '', name: 'Custom label', color: '#6b7280', count: 1, tags: [] },
    ]);
  });

  it('uses the site map’s codes, a line for conduit, and still names a type the editor has no tool for', () => {
    const legend = markupLegend('site-map', [{ type: 'conduit' }, { type: 'handheld' }, { type: 'idf' }, { type: 'coax' }]);
    expect(legend.map((e) => [e.type, e.code, e.name])).toEqual([
      ['conduit', '', 'Conduit'],
      ['idf', 'IDF', 'IDF'],
      ['handheld', 'HH', 'Handhold'],
      ['coax', 'C', 'Coax'],
    ]);
    expect(markupLegend('site-map', [])).toEqual([]);
  });
});
