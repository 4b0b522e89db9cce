import { createRequire } from 'node:module';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// DESIGN §14: answers are read by own property. A template's fields may be named like the
// properties every JavaScript object inherits; each output shows their answers, and shows an
// unanswered one as unanswered, never as the inherited function.
const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie: string, payload?: object) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const FIELDS = [
  { name: 'constructor', label: 'Cable vendor', type: 'text', required: true },
  { name: 'toString', label: 'Port count', type: 'number', required: true },
  { name: 'valueOf', label: 'Grounded', type: 'checkbox', required: false },
  { name: 'hasOwnProperty', label: 'Labelled', type: 'select', options: ['Yes', 'No'], required: false },
  { name: 'isPrototypeOf', label: 'Rack notes', type: 'textarea', required: false },
  {
    name: 'cables',
    label: 'Cables',
    type: 'repeat',
    required: false,
    fields: [
      { name: 'constructor', label: 'Kind', type: 'text' },
      { name: 'valueOf', label: 'Count', type: 'number' },
    ],
  },
];
const ANSWERS: Record<string, unknown> = { constructor: 'Belden', toString: 48, valueOf: true, hasOwnProperty: 'Yes', isPrototypeOf: 'Left rack', cables: [{ constructor: 'Cat6', valueOf: 24 }, { valueOf: 2 }] };
// What an inherited property would look like in an output.
const INHERITED = /native code|function |\[object |undefined/;

let t: Tenants;
let projectId: string;
let answeredId: string;
let emptyId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  const template = await call('POST', '/api/survey-templates', t.admin.cookie, { name: 'MDF', locationType: 'mdf', fields: FIELDS, isDefault: true });
  expect(template.statusCode, template.body).toBe(200);
  const answered = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', instanceName: 'MDF Answered' });
  const empty = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', instanceName: 'MDF Empty' });
  answeredId = answered.json().id;
  emptyId = empty.json().id;
  const patched = await call('PATCH', `/api/surveys/${answeredId}`, t.user.cookie, { baseVersion: 1, formData: ANSWERS });
  expect(patched.statusCode, patched.body).toBe(200);
});

// pdfjs reads the standard fonts' metrics from its own package.
const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

describe('template fields named constructor, toString, valueOf, hasOwnProperty, isPrototypeOf', () => {
  it('are saved and read back as they were sent, and a stale change of one of them is a 409', async () => {
    const answered = await call('GET', `/api/surveys/${answeredId}`, t.user.cookie);
    expect(answered.json()).toMatchObject({ formData: ANSWERS, progress: 100 });
    expect(Object.keys(answered.json().fieldVersions).sort()).toEqual(Object.keys(ANSWERS).sort());
    const empty = await call('GET', `/api/surveys/${emptyId}`, t.user.cookie);
    expect(empty.json()).toMatchObject({ formData: {}, fieldVersions: {}, progress: 0 });

    // Someone else's change of 'constructor' since version 1 is not overwritten silently.
    const stale = await call('PATCH', `/api/surveys/${answeredId}`, t.user.cookie, { baseVersion: 1, formData: { constructor: 'CommScope' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.fields).toEqual(['constructor']);
    // An unanswered field is not taken for a changed one, and its first answer counts.
    const first = await call('PATCH', `/api/surveys/${emptyId}`, t.user.cookie, { baseVersion: 1, formData: { toString: 12, valueOf: null } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ formData: { toString: 12 }, fieldVersions: { toString: 2 }, progress: 50 });
  });

  it('count for progress and completion: an empty required one is named, an answered one lets the location complete', async () => {
    const refused = await call('PATCH', `/api/surveys/${emptyId}`, t.user.cookie, { isCompleted: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.fields).toEqual([
      { field: 'formData.constructor', message: 'Cable vendor is required' },
      { field: 'formData.toString', message: 'Port count is required' },
    ]);
    const completed = await call('PATCH', `/api/surveys/${answeredId}`, t.user.cookie, { isCompleted: true });
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it('show their answers in the HTML report, and nothing where there is none', async () => {
    const report = await call('GET', `/api/projects/${projectId}/report`, t.user.cookie);
    expect(report.statusCode, report.body.slice(0, 300)).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/html/);
    for (const text of ['Belden', '48', 'Left rack', 'Cat6', '24']) expect(report.body).toContain(text);
    expect(report.body).not.toMatch(INHERITED);
  });

  it('show their answers in the PDF reports of the project and of a location', async () => {
    for (const url of [`/api/projects/${projectId}/report.pdf`, `/api/surveys/${emptyId}/report.pdf`, `/api/surveys/${answeredId}/report.pdf`]) {
      const answer = await call('GET', url, t.user.cookie);
      expect(answer.statusCode, `${url} ${answer.body.slice(0, 200)}`).toBe(200);
      const text = await pdfText(answer.rawPayload);
      expect(text, url).toContain('Cable vendor');
      expect(text, url).not.toMatch(INHERITED);
      if (url !== `/api/surveys/${emptyId}/report.pdf`) for (const value of ['Belden', '48', 'Left rack', 'Cat6']) expect(text, url).toContain(value);
    }
  });

  it('show their answers in the CSV, and empty cells where there is none', async () => {
    const answer = await call('GET', `/api/projects/${projectId}/exports/mdf.csv`, t.user.cookie);
    expect(answer.statusCode).toBe(200);
    const [header, ...rows] = answer.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const columns = header!.split(',');
    const cells = (name: string) => {
      const row = rows.find((line) => line.includes(name))!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return FIELDS.map((field) => row[columns.indexOf(`${field.label} (${field.name})`)]);
    };
    expect(cells('MDF Answered')).toEqual(['Belden', '48', 'Yes', 'Yes', 'Left rack', '"Kind: Cat6, Count: 24 | Count: 2"']);
    expect(cells('MDF Empty')).toEqual(['', '', '', '', '', '']);
  });

  it('show their answers in the workbook, the repeat group’s items in its own sheet', async () => {
    const answer = await call('GET', `/api/projects/${projectId}/exports/mdf.xlsx`, t.user.cookie);
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const main = workbook.getWorksheet('MDF')!;
    const columns = (main.getRow(1).values as unknown[]).slice(1);
    const rows = [2, 3].map((n) => (main.getRow(n).values as unknown[]).slice(1));
    const cells = (name: string) => FIELDS.map((field) => rows.find((row) => row[1] === name)![columns.indexOf(`${field.label} (${field.name})`)] ?? null);
    expect(cells('MDF Answered')).toEqual(['Belden', 48, 'Yes', 'Yes', 'Left rack', 2]);
    expect(cells('MDF Empty')).toEqual([null, null, null, null, null, null]);
    const cables = workbook.getWorksheet('MDF Cables')!;
    expect([2, 3].map((n) => (cables.getRow(n).values as unknown[]).slice(1))).toEqual([
      [answeredId, 'MDF Answered', 1, 'Cat6', 24],
      [answeredId, 'MDF Answered', 2, undefined, 2],
    ]);
  });
});

describe('a PATCH naming __proto__', () => {
  it('is refused with 400 and changes nothing, neither the survey nor any other object', async () => {
    const before = (await call('GET', `/api/surveys/${answeredId}`, t.user.cookie)).json();
    const bodies = [
      '{"formData":{"__proto__":{"polluted":"yes"}}}',
      '{"formData":{"__proto__":["yes"]}}',
      '{"formData":{"cables":[{"__proto__":{"polluted":"yes"}}]}}',
      '{"__proto__":{"polluted":"yes"},"formData":{"constructor":"x"}}',
      '{"formData":{"constructor":{"prototype":{"polluted":"yes"}}}}',
    ];
    for (const payload of bodies) {
      const answer = await ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${answeredId}`, headers: { cookie: t.user.cookie, 'content-type': 'application/json' }, payload });
      expect(answer.statusCode, payload).toBe(400);
      expect(['VALIDATION_FAILED', 'MALFORMED_JSON']).toContain(answer.json().code);
    }
    expect((await call('GET', `/api/surveys/${answeredId}`, t.user.cookie)).json()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });
});
