import { describe, expect, it } from 'vitest';
import { TemplateFields } from '../../../common/schemas/templates';
import { csvLines, locationSheets, safeSheetName, type SheetLocation } from './location-sheet';

const fields = TemplateFields.parse([
  { name: 'floor', label: 'Floor', type: 'number', required: true, min: -10 },
  { name: 'hasRiser', label: 'Riser present', type: 'select', options: ['Yes', 'No'] },
  { name: 'riserSize', label: 'Riser size', type: 'text', visibleWhen: { field: 'hasRiser', equals: 'Yes' } },
  { name: 'services', label: 'Services', type: 'multiselect', options: ['Fiber', 'Coax'] },
  { name: 'lockOk', label: 'Lock checked', type: 'checkbox' },
  {
    name: 'cables',
    label: 'Cables',
    type: 'repeat',
    fields: [
      { name: 'kind', label: 'Type', type: 'select', options: ['Cat6', 'Fiber'] },
      { name: 'count', label: 'Count', type: 'number' },
    ],
  },
]);

const location = (overrides: Partial<SheetLocation>): SheetLocation => ({
  id: 'l1',
  name: 'MDF 1',
  isCompleted: true,
  progress: 100,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-21T10:00:00Z'),
  formData: {},
  fields,
  photoLinks: [],
  markers: [],
  ...overrides,
});

describe('a location type’s spreadsheet', () => {
  const locations = [
    location({
      formData: { floor: -1, hasRiser: 'No', riserSize: 'left over', services: ['Fiber', 'Coax'], lockOk: true, cables: [{ kind: 'Cat6', count: 24 }, { kind: 'Fiber', count: 2 }] },
      photoLinks: ['https://riser.example/api/photos/p1?size=original'],
      markers: ['MDF-1'],
    }),
    location({ id: 'l2', name: 'MDF 2', isCompleted: false, progress: 50, formData: { floor: '3', hasRiser: 'Yes', riserSize: '4 in' } }),
  ];

  it('has a row per location with its fields as columns, hidden answers left out, repeat groups in a linked sheet', () => {
    const [main, cables] = locationSheets('MDF', locations);
    expect(main!.columns).toEqual([
      'Location id',
      'Location',
      'Completed',
      'Progress %',
      'Created',
      'Updated',
      'Floor (floor)',
      'Riser present (hasRiser)',
      'Riser size (riserSize)',
      'Services (services)',
      'Lock checked (lockOk)',
      'Cables (cables)',
      'Photos',
      'Photo links',
      'Markers',
    ]);
    expect(main!.rows[0]).toEqual(['l1', 'MDF 1', 'Yes', 100, '2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z', -1, 'No', null, 'Fiber, Coax', 'Yes', 2, 1, 'https://riser.example/api/photos/p1?size=original', 'MDF-1']);
    expect(main!.rows[1]!.slice(6, 9)).toEqual([3, 'Yes', '4 in']);
    expect(cables).toEqual({
      name: 'MDF Cables',
      columns: ['Location id', 'Location', 'Item', 'Type (kind)', 'Count (count)'],
      rows: [
        ['l1', 'MDF 1', 1, 'Cat6', 24],
        ['l1', 'MDF 1', 2, 'Fiber', 2],
      ],
    });
  });

  it('sums a repeat group up in its cell in a CSV, with formulas defused', () => {
    const [main] = locationSheets('MDF', [location({ name: '=HYPERLINK("x")', formData: { cables: [{ kind: 'Cat6', count: 24 }, { kind: 'Fiber', count: 2 }] } })], 'summary');
    const lines = [...csvLines(main!)];
    expect(lines[0]).toBe('Location id,Location,Completed,Progress %,Created,Updated,Floor (floor),Riser present (hasRiser),Riser size (riserSize),Services (services),Lock checked (lockOk),Cables (cables),Photos,Photo links,Markers\r\n');
    expect(lines[1]).toBe(`l1,"'=HYPERLINK(""x"")",Yes,100,2026-11-20T10:00:00.000Z,2026-11-21T10:00:00.000Z,,,,,,"Type: Cat6, Count: 24 | Type: Fiber, Count: 2",0,,\r\n`);
  });

  it('names sheets as Excel allows', () => {
    expect(safeSheetName('Common Area: [North]/South wing and more words')).toBe('Common Area North South wing an');
  });
});

describe('fields named like what every object inherits (DESIGN §14)', () => {
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
  const inherited = TemplateFields.parse([
    ...names.map((name) => ({ name, label: name, type: 'number' })),
    { name: 'cables', label: 'Cables', type: 'repeat', fields: names.map((name) => ({ name, label: name, type: 'text' })) },
  ]);

  it('are empty cells until answered, and their answers when answered', () => {
    const answered = JSON.parse('{"valueOf":3,"cables":[{"constructor":"Cat6"},{}]}') as Record<string, unknown>;
    const locations = [location({ fields: inherited }), location({ id: 'l2', fields: inherited, formData: answered })];
    const [main, cables] = locationSheets('MDF', locations);
    const answers = (row: readonly unknown[]) => row.slice(6, 6 + inherited.length);
    expect(answers(main!.rows[0]!)).toEqual([null, null, null, null, null, null]);
    expect(answers(main!.rows[1]!)).toEqual([null, null, 3, null, null, 2]);
    expect(cables!.rows).toEqual([
      ['l2', 'MDF 1', 1, 'Cat6', null, null, null, null],
      ['l2', 'MDF 1', 2, null, null, null, null, null],
    ]);
    const [csv] = locationSheets('MDF', locations, 'summary');
    expect([...csvLines(csv!)].join('')).not.toMatch(/undefined|native code/);
    expect(answers(csv!.rows[1]!)).toEqual([null, null, 3, null, null, 'constructor: Cat6 | ']);
  });
});
