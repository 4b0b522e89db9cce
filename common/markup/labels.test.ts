import { describe, expect, it } from 'vitest';
import { LABEL_COLUMNS, labelsCsv, projectLabels } from './labels';
import type { QuantityDrawing } from './quantities';

const siteMap: QuantityDrawing = {
  surveyId: 'site',
  name: 'Site Map',
  editor: 'site-map',
  building: null,
  floor: null,
  scale: 1,
  elements: [
    { id: 'i', type: 'idf', x: 0, y: 0, tag: '2A', linkedSurveyId: 'room-2a' } as QuantityDrawing['elements'][number],
    { id: 'm', type: 'mdf', x: 500, y: 0, tag: 'MDF-1' } as QuantityDrawing['elements'][number],
    { id: 'r', type: 'conduit', kind: 'fiber', x: 500, y: 0, x2: 0, y2: 0 },
    { id: 'loose', type: 'conduit', x: 900, y: 900, x2: 1000, y2: 900 },
  ],
};
const unit = (unitLabel: string): QuantityDrawing => ({
  surveyId: 'typical',
  name: 'Typical plan · 2BR',
  editor: 'floor-plan',
  building: 'A',
  floor: 2,
  scale: 0.1,
  unit: unitLabel,
  elements: [
    { id: 'mc', type: 'mdf', x: 0, y: 0, tag: 'MC-1' } as QuantityDrawing['elements'][number],
    { id: 'dj', type: 'idf', x: 300, y: 0, tag: 'DJ-1' } as QuantityDrawing['elements'][number],
    { id: 'run', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 300, y2: 0 },
  ],
});

describe('projectLabels', () => {
  it('labels rooms, racks, jacks and runs by their ends, a unit’s things with its number', () => {
    const rooms = [
      { id: 'room-2a', name: 'IDF 2A closet', type: 'IDF', building: 'A', floor: 2 },
      { id: 'room-b', name: 'IDF Building B', type: 'IDF', building: 'B', floor: 1 },
    ];
    const rows = projectLabels([siteMap, unit('204'), unit('205')], rooms);
    expect(rows.map((r) => [r.label, r.type, r.from, r.to, r.location])).toEqual([
      // The linked room is labelled by its marker on the site map, once.
      ['IDF Building B', 'IDF', null, null, 'IDF Building B'],
      ['2A', 'IDF', null, null, 'Site Map'],
      ['MDF-1', 'MDF', null, null, 'Site Map'],
      ['MDF-1 / 2A', 'Fiber', 'MDF-1', '2A', 'Site Map'],
      ['? / ?', 'Conduit', null, null, 'Site Map'],
      ['204-MC-1', 'Media Cabinet', null, null, 'Unit 204'],
      ['204-DJ-1', 'Data Jack', null, null, 'Unit 204'],
      ['204-MC-1 / 204-DJ-1', 'Cat6', '204-MC-1', '204-DJ-1', 'Unit 204'],
      ['205-MC-1', 'Media Cabinet', null, null, 'Unit 205'],
      ['205-DJ-1', 'Data Jack', null, null, 'Unit 205'],
      ['205-MC-1 / 205-DJ-1', 'Cat6', '205-MC-1', '205-DJ-1', 'Unit 205'],
    ]);
  });

  it('writes a CSV with a header row and the label text first', () => {
    const lines = labelsCsv(projectLabels([unit('204')])).trimEnd().split('\r\n');
    expect(lines[0]).toBe(LABEL_COLUMNS.join(','));
    expect(lines[0]!.startsWith('Label,')).toBe(true);
    expect(lines).toContain('204-MC-1 / 204-DJ-1,Cat6,204-MC-1,204-DJ-1,A,2,Unit 204');
  });
});
