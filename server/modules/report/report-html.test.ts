import { describe, expect, it } from 'vitest';
import type { MarkupElement } from '../../../common/markup/schema';
import {
  reportDisposition,
  elevationName,
  escapeHtml,
  formRows,
  groupSurveys,
  isoDate,
  markupKind,
  renderDocumentEnd,
  renderDocumentStart,
  renderMarkup,
  renderPhoto,
  renderSectionStart,
  renderSurveyStart,
  reportFileNames,
  surveyName,
  typeCounts,
  type ReportSurvey,
} from './report-html';

const clock = { generatedAt: new Date('2026-03-14T23:30:00Z'), timeZone: 'UTC' };
const survey = (values: Partial<ReportSurvey> = {}): ReportSurvey => ({
  id: '00000000-0000-4000-8000-000000000001',
  locationType: 'mdf',
  instanceName: null,
  instanceNumber: 1,
  formData: {},
  isCompleted: false,
  progress: 40,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-02T10:00:00Z'),
  ...values,
});
const project = {
  name: 'Oak Towers',
  description: null,
  status: 'in-progress' as const,
  createdAt: clock.generatedAt,
  updatedAt: clock.generatedAt,
  companyName: 'Acme Networks',
  surveyors: ['Ana Diaz', 'Ben Okafor'],
};

describe('report file name', () => {
  it('keeps letters, digits, dash and underscore; spaces become dashes', () => {
    expect(reportFileNames('Oak Towers / Phase_2 (east)', '2026-03-14').ascii).toBe('Oak-Towers-Phase_2-east-Survey-Report-2026-03-14.html');
  });

  it('drops accents for the ASCII name and keeps every letter in the UTF-8 one', () => {
    const names = reportFileNames('Café Zürich 東京', '2026-03-14');
    expect(names.ascii).toBe('Cafe-Zurich-Survey-Report-2026-03-14.html');
    expect(names.utf8).toBe('Café-Zürich-東京-Survey-Report-2026-03-14.html');
    expect(reportDisposition('Café', '2026-03-14')).toBe(
      `attachment; filename="Cafe-Survey-Report-2026-03-14.html"; filename*=UTF-8''${encodeURIComponent('Café-Survey-Report-2026-03-14.html')}`,
    );
  });

  it('falls back to Project when nothing usable is left, and never lets a quote through', () => {
    expect(reportFileNames('  "../"  ', '2026-03-14').ascii).toBe('Project-Survey-Report-2026-03-14.html');
    expect(reportDisposition('a"b;c', '2026-03-14')).toContain('filename="abc-Survey-Report-2026-03-14.html"');
  });

  it('dates the file in the reader’s time zone', () => {
    expect(isoDate(clock.generatedAt, 'UTC')).toBe('2026-03-14');
    expect(isoDate(clock.generatedAt, 'Asia/Tokyo')).toBe('2026-03-15');
  });
});

describe('names', () => {
  it('names a survey by its instanceName, else its type and number', () => {
    expect(surveyName({ locationType: 'common-area', instanceName: null, instanceNumber: 3 })).toBe('COMMON-AREA 3');
    expect(surveyName({ locationType: 'mdf', instanceName: '  Basement MDF ', instanceNumber: 1 })).toBe('Basement MDF');
  });

  it('names the spec’s elevations and any other level', () => {
    expect([0, 1, 2, 3, -1].map(elevationName)).toEqual(['Ground Level', 'First Floor', 'Second Floor', 'Third Floor', 'Basement']);
    expect(elevationName(7)).toBe('Floor 7');
    expect(elevationName(-2)).toBe('Basement 2');
  });

  it('draws unit markup as a floor plan and the rest as a site map', () => {
    expect(markupKind('unit')).toBe('floor-plan');
    expect(markupKind('site-map')).toBe('site-map');
  });
});

describe('summary and order', () => {
  const surveys = [
    survey({ id: 'c', locationType: 'unit', instanceNumber: 2, isCompleted: true }),
    survey({ id: 'b', locationType: 'unit', instanceNumber: 1 }),
    survey({ id: 'a', locationType: 'property', instanceNumber: 1, isCompleted: true }),
    survey({ id: 'd', locationType: 'site-map', instanceNumber: 1 }),
  ];

  it('counts entries and completed per type, all eight in the spec’s order', () => {
    const counts = typeCounts(surveys);
    expect(counts.map((c) => c.type)).toEqual(['property', 'mdf', 'idf', 'building', 'unit', 'common-area', 'pathways', 'site-map']);
    expect(counts.find((c) => c.type === 'unit')).toEqual({ type: 'unit', entries: 2, completed: 1 });
    expect(counts.find((c) => c.type === 'mdf')).toEqual({ type: 'mdf', entries: 0, completed: 0 });
  });

  it('groups by type in the spec’s order and by instance number, leaving out empty types', () => {
    expect(groupSurveys(surveys).map((g) => [g.type, g.surveys.map((s) => s.id)])).toEqual([
      ['property', ['a']],
      ['unit', ['b', 'c']],
      ['site-map', ['d']],
    ]);
  });

  it('shows the counts and the locations’ progress, the site map not counted as a location', () => {
    const html = renderDocumentStart(project, surveys, clock);
    expect(html).toContain('2 of 3 locations completed');
    expect(html).toContain('<td>Unit Survey</td><td class="num">2</td><td class="num">1</td>');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toMatch(/<script|<link|src="http/i);
  });

  it('names the company and the surveyors on the cover, and leaves out what is not known', () => {
    const html = renderDocumentStart(project, surveys, clock);
    expect(html).toContain('<dt>Company</dt><dd>Acme Networks</dd>');
    expect(html).toContain('<dt>Surveyors</dt><dd>Ana Diaz, Ben Okafor</dd>');
    expect(renderDocumentStart({ ...project, surveyors: ['Ana Diaz'] }, surveys, clock)).toContain('<dt>Surveyor</dt><dd>Ana Diaz</dd>');
    const bare = renderDocumentStart({ ...project, companyName: null, surveyors: [] }, surveys, clock);
    expect(bare).not.toContain('<dt>Company</dt>');
    expect(bare).not.toContain('<dt>Surveyor');
  });

  it('titles an unnamed project Project', () => {
    expect(renderDocumentStart({ ...project, name: '  ' }, [], clock)).toContain('<h1>Project</h1>');
  });

  it('starts each type on a new printed page', () => {
    expect(renderSectionStart('mdf', 2)).toContain('class="type-section"');
    expect(renderDocumentStart(project, [], clock)).toMatch(/\.type-section\{break-before:page/);
  });
});

describe('form data', () => {
  const fields = [
    { name: 'building', label: 'BUILDING', type: 'text' as const, required: true },
    { name: 'floor', label: 'FLOOR', type: 'number' as const, required: true },
    { name: 'power', label: '', type: 'text' as const, required: false },
  ];

  it('numbers the template’s fields like the form, empty ones as a dash, then values it does not name', () => {
    expect(formRows(fields, { building: 'A', power: true, legacy: 'kept', blank: '  ' })).toEqual([
      { number: 1, label: 'BUILDING', value: 'A' },
      { number: 2, label: 'FLOOR', value: null },
      { number: 3, label: 'power', value: 'Yes' },
      { number: null, label: 'legacy', value: 'kept' },
    ]);
  });

  it('reads fields named like what every object inherits as unanswered until answered (DESIGN §14)', () => {
    const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'];
    const inherited = [
      ...names.map((name) => ({ name, label: name.toUpperCase(), type: 'text' as const, required: false })),
      { name: 'cables', label: 'Cables', type: 'repeat' as const, required: false, fields: names.map((name) => ({ name, label: name, type: 'number' as const, required: false })) },
    ];
    expect(formRows(inherited, {})).toEqual([...names.map((name, i) => ({ number: i + 1, label: name.toUpperCase(), value: null })), { number: 7, label: 'Cables', value: null }]);
    const answers = JSON.parse('{"constructor":"Belden","__proto__":"rack","cables":[{"valueOf":24},{"__proto__":2}]}') as Record<string, unknown>;
    const rows = formRows(inherited, answers);
    expect(rows.map((row) => row.value)).toEqual(['Belden', null, null, null, null, 'rack', '2 items']);
    expect(rows[6]!.table!.rows).toEqual([
      [null, null, '24', null, null, null],
      [null, null, null, null, null, '2'],
    ]);
  });

  it('leaves out the fields whose condition fails, numbering the shown ones like the form', () => {
    const conditional = [
      { name: 'riser', label: 'Riser present', type: 'select' as const, required: true, options: ['Yes', 'No'] },
      { name: 'size', label: 'Riser size', type: 'text' as const, required: true, visibleWhen: { field: 'riser', equals: 'Yes' } },
      { name: 'notes', label: 'Notes', type: 'text' as const, required: false },
    ];
    expect(formRows(conditional, { riser: 'No', size: 'kept from before', notes: 'n' })).toEqual([
      { number: 1, label: 'Riser present', value: 'No' },
      { number: 2, label: 'Notes', value: 'n' },
    ]);
  });

  it('shows a checkbox as Yes/No, chosen options joined, a date as written, a photo field’s count and a repeat group as a table', () => {
    const rich = [
      { name: 'power', label: 'Power', type: 'checkbox' as const, required: false },
      { name: 'grounded', label: 'Grounded', type: 'checkbox' as const, required: false },
      { name: 'uses', label: 'Uses', type: 'multiselect' as const, required: false, options: ['Voice', 'Data', 'Video'] },
      { name: 'on', label: 'Surveyed on', type: 'date' as const, required: false },
      { name: 'rack', label: 'Rack photos', type: 'photo' as const, required: false, photoCount: 2 },
      {
        name: 'cables',
        label: 'Cables',
        type: 'repeat' as const,
        required: false,
        fields: [
          { name: 'type', label: 'Type', type: 'select' as const, required: true, options: ['Cat6', 'Fiber'] },
          { name: 'count', label: 'Count', type: 'number' as const, required: true },
          { name: 'strands', label: 'Strands', type: 'number' as const, required: false, visibleWhen: { field: 'type', equals: 'Fiber' } },
        ],
      },
      { name: 'none', label: 'No items', type: 'repeat' as const, required: false, fields: [{ name: 'a', label: 'A', type: 'text' as const, required: false }] },
    ];
    const formData = {
      power: true,
      grounded: false,
      uses: ['Voice', 'Video'],
      on: '2026-11-26',
      rack: 2,
      cables: [{ type: 'Cat6', count: 4, strands: 12 }, { type: 'Fiber', count: 1, strands: 24 }],
    };
    expect(formRows(rich, formData)).toEqual([
      { number: 1, label: 'Power', value: 'Yes' },
      { number: 2, label: 'Grounded', value: 'No' },
      { number: 3, label: 'Uses', value: 'Voice, Video' },
      { number: 4, label: 'Surveyed on', value: '2026-11-26' },
      { number: 5, label: 'Rack photos', value: '2' },
      {
        number: 6,
        label: 'Cables',
        value: '2 items',
        // The Cat6 item's strands do not show in the form, nor here.
        table: { columns: ['Type', 'Count', 'Strands'], rows: [['Cat6', '4', null], ['Fiber', '1', '24']] },
      },
      { number: 7, label: 'No items', value: null },
    ]);
    const html = renderSurveyStart(survey({ formData: { cables: [{ type: '<b>Cat6</b>', count: 2 }] } }), rich);
    expect(html).toContain('<table class="repeat-table"><thead><tr><th class="num">#</th><th>Type</th><th>Count</th><th>Strands</th></tr></thead>');
    expect(html).toContain('<tr><td class="num">1</td><td>&lt;b&gt;Cat6&lt;/b&gt;</td><td>2</td><td>—</td></tr>');
  });

  it('lists the stored values by name when the template version is unknown', () => {
    expect(formRows(undefined, { floor: 0, notes: null })).toEqual([{ number: null, label: 'floor', value: '0' }]);
  });

  it('escapes every user-entered string', () => {
    const hostile = '<script>alert(1)</script>';
    const html =
      renderDocumentStart({ ...project, name: hostile, description: `"${hostile}` }, [], clock) +
      renderSurveyStart(survey({ instanceName: hostile, formData: { building: hostile, [hostile]: hostile } }), [{ ...fields[0]!, label: hostile }]) +
      renderPhoto({ originalName: hostile, label: `"><img src=x onerror=alert(1)>`, elevationLevel: 0, takenAt: null, createdAt: clock.generatedAt }, clock).after;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(escapeHtml(hostile));
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
  });

  it('shows the completion badge with the percent', () => {
    expect(renderSurveyStart(survey({ isCompleted: true, progress: 100 }), fields)).toContain('<span class="badge done">Completed · 100%</span>');
    expect(renderSurveyStart(survey({ progress: 42 }), fields)).toContain('<span class="badge open">In progress · 42%</span>');
  });
});

describe('markup and photos', () => {
  const elements: MarkupElement[] = [
    { id: 'e1', type: 'mdf', x: 100, y: 100 },
    { id: 'e2', type: 'custom', x: 300, y: 300, text: '<b>Gate</b>' },
  ];

  it('draws the shared renderer’s SVG, its labels escaped, with no background slot when there is none', () => {
    const figure = renderMarkup(elements, 'site-map', null);
    expect(figure.after).toBe('');
    expect(figure.before).toContain('<svg');
    expect(figure.before).toContain('viewBox="0 0 2000 1500"');
    expect(figure.before).toContain('&lt;b&gt;Gate&lt;/b&gt;');
    expect(figure.before).not.toContain('<b>Gate');
    expect(figure.before).not.toContain('<image');
  });

  it('leaves the background’s data URI between before and after, under the elements', () => {
    const figure = renderMarkup(elements, 'floor-plan', 'image/png');
    expect(figure.before).toMatch(/<image href="data:image\/png;base64,$/);
    expect(figure.after).toMatch(/^" x="0" y="0" width="2000" height="1500"/);
    expect(figure.after.indexOf('data-element-id="e1"')).toBeGreaterThan(0);
  });

  it('explains the drawing’s codes and colours under it, with how many of each', () => {
    const plan = renderMarkup(
      [
        { id: 'a', type: 'mdf', x: 1, y: 1 },
        { id: 'b', type: 'idf', x: 2, y: 2, tag: 'DJ-2' },
        { id: 'c', type: 'idf', x: 3, y: 3, tag: 'DJ-1' },
      ],
      'floor-plan',
      null,
    ).before;
    expect(plan).toContain('<ul class="legend" aria-label="Legend">');
    expect(plan).toMatch(/<li><span class="key" style="background:#06b6d4;color:#0f172a" aria-hidden="true">MC<\/span><span>MC — Media Cabinet<\/span><b>1<\/b><\/li>/);
    expect(plan).toContain('<span>DJ — Data Jack</span><b>2</b><small>DJ-1, DJ-2</small>');
    const site = renderMarkup([{ id: 'r', type: 'conduit', x: 1, y: 1, x2: 50, y2: 50 }], 'site-map', null).before;
    expect(site).toContain('<span class="key line" style="background:#f97316" aria-hidden="true"></span><span>Conduit</span><b>1</b>');
    expect(renderMarkup([], 'site-map', null).before).not.toContain('class="legend"');
  });

  it('draws a scaled drawing’s scale bar and run lengths, and says when a drawing with runs has no scale', () => {
    // 0.05 ft a unit: the 3-segment run is 300 + 400 + 300 = 1000 units, 50 ft.
    const run: MarkupElement = {
      id: 'r',
      type: 'conduit',
      x: 100,
      y: 100,
      x2: 700,
      y2: 500,
      points: [
        { x: 100, y: 100 },
        { x: 400, y: 100 },
        { x: 400, y: 500 },
        { x: 700, y: 500 },
      ],
    };
    const scaled = renderMarkup([run], 'floor-plan', null, [], 0.05).before;
    expect(scaled).toContain('<polyline points="100,100 400,100 400,500 700,500"');
    expect(scaled).toContain('>50.0 ft</text>');
    expect(scaled).toContain('<g data-scale-bar="true">');
    expect(scaled).toContain('· Scale bar 20 ft</figcaption>');
    const unscaled = renderMarkup([run], 'floor-plan', null).before;
    expect(unscaled).not.toContain('data-scale-bar');
    expect(unscaled).toContain('<strong>Not scaled:</strong> its runs are counted but not measured</figcaption>');
    expect(renderMarkup(elements, 'site-map', null).before).not.toContain('Not scaled');
  });

  it('captions a photo with its label or file name, floor and time', () => {
    const taken = renderPhoto({ originalName: 'rack.jpg', label: null, elevationLevel: -1, takenAt: new Date('2026-03-14T09:26:00Z'), createdAt: clock.generatedAt }, clock);
    expect(taken.before).toMatch(/src="data:image\/jpeg;base64,$/);
    expect(taken.after).toContain('<strong>rack.jpg</strong>Basement · Taken Mar 14, 2026, 9:26 AM (UTC)');
    const added = renderPhoto({ originalName: 'rack.jpg', label: 'Main rack', elevationLevel: 2, takenAt: null, createdAt: clock.generatedAt }, clock);
    expect(added.after).toContain('<strong>Main rack</strong>Second Floor · Added Mar 14, 2026, 11:30 PM (UTC)');
  });

  it('ends with the spec’s footer and the generation time', () => {
    expect(renderDocumentEnd(clock)).toContain('Generated by Survey Management System · Mar 14, 2026, 11:30 PM (UTC)');
  });
});
