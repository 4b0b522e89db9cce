import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// Markers that are records (issue 13, DESIGN §5): every point marker gets an identifier unique
// in its project (IDF-1, MC-1, AP-12), given by the server, editable, kept when a client that
// has not heard of it yet sends the marker again, and unique under concurrent saves.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface Marker {
  id: string;
  type: string;
  x: number;
  y: number;
  tag?: string;
  linkedSurveyId?: string;
}

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

const create = async (payload: object) => {
  const response = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, payload);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
};
const marker = (id: string, type: string, extra: Partial<Marker> = {}): Marker => ({ id, type, x: 100, y: 100, ...extra });
const draw = (surveyId: string, upsert: Marker[], remove: string[] = []) =>
  call('PATCH', `/api/surveys/${surveyId}`, t.user.cookie, { markupChanges: { upsert, remove } });
const tagsOf = async (surveyId: string) =>
  Object.fromEntries(((await call('GET', `/api/surveys/${surveyId}`, t.user.cookie)).json().markupElements as Marker[]).map((e) => [e.id, e.tag]));
const projectTags = async () =>
  ((await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json() as { markupElements: Marker[] }[]).flatMap((s) =>
    s.markupElements.flatMap((e) => (e.tag ? [e.tag] : [])),
  );

describe('marker identifiers', () => {
  it('numbers markers by their code in each drawing, unique across the project’s drawings; runs and custom labels get none', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    const saved = await draw(siteMap.id, [marker('i', 'idf'), marker('a1', 'ap'), marker('a2', 'ap'), { ...marker('r', 'conduit'), x2: 500, y2: 500 } as Marker, marker('c', 'custom', { text: 'Gate' } as Partial<Marker>)]);
    expect(saved.statusCode).toBe(200);
    expect(Object.fromEntries((saved.json().markupElements as Marker[]).map((e) => [e.id, e.tag]))).toEqual({ i: 'IDF-1', a1: 'AP-1', a2: 'AP-2', r: undefined, c: undefined });

    const unit = await create({ locationType: 'unit', formData: { unitNumber: '204' } });
    const plan = await create({ locationType: 'unit', unitSurveyId: unit.id });
    expect((await draw(plan.id, [marker('m', 'mdf'), marker('j', 'idf'), marker('w', 'ap')])).statusCode).toBe(200);
    expect(await tagsOf(plan.id)).toEqual({ m: 'MC-1', j: 'DJ-1', w: 'AP-3' });

    // The report lists them under each drawing's legend, for the crew to match plan and list.
    const report = (await call('GET', `/api/projects/${projectId}/report`, t.user.cookie)).body;
    expect(report).toContain('<span>AP — AP</span><b>2</b><small>AP-1, AP-2</small>');
    expect(report).toContain('<span>MC — Media Cabinet</span><b>1</b><small>MC-1</small>');
  });

  it('keeps a name a surveyor gives, replaces one already taken, and keeps names a client leaves out', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    await draw(siteMap.id, [marker('a1', 'ap'), marker('a2', 'ap'), marker('i', 'idf')]);
    expect((await draw(siteMap.id, [marker('a2', 'ap', { tag: 'Lobby AP' })])).statusCode).toBe(200);
    // Taken already (in any case): the next free number of its code instead (IDF-1 is free again).
    expect((await draw(siteMap.id, [marker('i', 'idf', { tag: 'lobby ap' })])).statusCode).toBe(200);
    // A phone that never heard of the identifiers moves a marker: its name stays.
    const moved = await call('PATCH', `/api/surveys/${siteMap.id}`, t.user.cookie, { markupChanges: { upsert: [marker('a1', 'ap', { x: 900 })], remove: [] } });
    expect(moved.statusCode).toBe(200);
    expect(await tagsOf(siteMap.id)).toEqual({ a1: 'AP-1', a2: 'Lobby AP', i: 'IDF-1' });

    // The whole list sent again without names (an older client): the names stay too.
    const whole = await call('PATCH', `/api/surveys/${siteMap.id}`, t.user.cookie, { markupElements: [marker('a1', 'ap'), marker('a2', 'ap'), marker('i', 'idf')] });
    expect(whole.statusCode).toBe(200);
    expect(await tagsOf(siteMap.id)).toEqual({ a1: 'AP-1', a2: 'Lobby AP', i: 'IDF-1' });
  });

  it('stays unique when several drawings of the project are saved at the same moment', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    const plans = [];
    for (const unitNumber of ['101', '102', '103']) {
      const unit = await create({ locationType: 'unit', formData: { unitNumber } });
      plans.push(await create({ locationType: 'unit', unitSurveyId: unit.id }));
    }
    const threeAps = (s: number, round: number) => [0, 1, 2].map((n) => marker(`ap-${s}-${round}-${n}`, 'ap', { x: 100 + 50 * n }));
    const saves = await Promise.all([siteMap, ...plans].flatMap((survey, s) => [0, 1, 2].map((round) => draw(survey.id, threeAps(s, round)))));
    expect(saves.map((r) => r.statusCode)).toEqual(saves.map(() => 200));
    const tags = await projectTags();
    expect(tags).toHaveLength(36);
    expect(new Set(tags.map((tag) => tag.toUpperCase())).size).toBe(36);
    expect([...tags].sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))).toEqual(Array.from({ length: 36 }, (_, i) => `AP-${i + 1}`));
  });

  it('keeps a link to the location a marker stands for and an edited name through a save and a reload', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    const idf = await create({ locationType: 'idf' });
    expect((await draw(siteMap.id, [marker('i', 'idf'), marker('m', 'mdf')])).statusCode).toBe(200);
    // The surveyor renames the IDF and links it, one element change, as the editor sends it.
    const linked = await draw(siteMap.id, [marker('i', 'idf', { tag: 'North IDF', linkedSurveyId: idf.id })]);
    expect(linked.statusCode).toBe(200);
    expect((linked.json().markupElements as Marker[]).find((e) => e.id === 'i')).toMatchObject({ tag: 'North IDF', linkedSurveyId: idf.id });

    // Read again (a reload, another device), whole and in the project's list.
    const reread = (await call('GET', `/api/surveys/${siteMap.id}`, t.user.cookie)).json().markupElements as Marker[];
    expect(reread.find((e) => e.id === 'i')).toMatchObject({ tag: 'North IDF', linkedSurveyId: idf.id });
    expect(reread.find((e) => e.id === 'm')).not.toHaveProperty('linkedSurveyId');
    const listed = ((await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json() as { id: string; markupElements: Marker[] }[]).find((s) => s.id === siteMap.id)!;
    expect(listed.markupElements.find((e) => e.id === 'i')).toMatchObject({ tag: 'North IDF', linkedSurveyId: idf.id });
    // The report's drawing writes the names beneath the markers, as the editor and the PNG do.
    const report = (await call('GET', `/api/projects/${projectId}/report`, t.user.cookie)).body;
    expect(report).toMatch(/<text[^>]*>North IDF<\/text>/);
    expect(report).toMatch(/<text[^>]*>MDF-1<\/text>/);

    // Moving it (a client that sends the whole marker) keeps both; unlinking sends it without the link.
    expect((await draw(siteMap.id, [marker('i', 'idf', { x: 600, tag: 'North IDF', linkedSurveyId: idf.id })])).statusCode).toBe(200);
    expect((await tagsOf(siteMap.id)).i).toBe('North IDF');
    expect((await draw(siteMap.id, [marker('i', 'idf', { x: 600, tag: 'North IDF' })])).statusCode).toBe(200);
    expect(((await call('GET', `/api/surveys/${siteMap.id}`, t.user.cookie)).json().markupElements as Marker[])[0]).not.toHaveProperty('linkedSurveyId');
  });

  it('keeps a link to a location not known to the server yet or deleted since; refuses one that is not an id, or on a marker that stands for no location', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    // Made offline on a phone whose create is still on its way, or deleted meanwhile: kept as it is.
    const later = '5f0c2b7e-1d2a-4b3c-8d4e-9f8a7b6c5d4e';
    expect((await draw(siteMap.id, [marker('c', 'common', { linkedSurveyId: later })])).statusCode).toBe(200);
    expect(((await call('GET', `/api/surveys/${siteMap.id}`, t.user.cookie)).json().markupElements as Marker[])[0]).toMatchObject({ linkedSurveyId: later, tag: 'CM-1' });

    const notAnId = await draw(siteMap.id, [marker('i', 'idf', { linkedSurveyId: 'IDF 1' })]);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().code).toBe('VALIDATION_FAILED');
    const ap = await draw(siteMap.id, [marker('a', 'ap', { linkedSurveyId: later })]);
    expect(ap.statusCode).toBe(400);
    expect(JSON.stringify(ap.json())).toContain('Only IDF, MDF and common-area markers stand for a location');
  });
});
