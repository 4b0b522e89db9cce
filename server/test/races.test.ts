import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCompany, buildProject, buildSession, buildSurvey, buildUser } from './builders';
import { useTestApp } from './harness';
import { multipart, noisyJpeg, orientedJpeg } from './image-fixtures';

// DESIGN §4: a repeated create with the same id is answered with the existing record, not a
// duplicate, also when the repeats arrive at the same moment (an offline outbox replayed from
// two tabs, or a retry racing its original).
const ctx = useTestApp();

let companyId: string;
let cookie: string;
beforeEach(async () => {
  companyId = (await buildCompany(ctx.database.db)).id;
  const user = await buildUser(ctx.database.db, { companyId });
  cookie = (await buildSession(ctx.database.db, user.id)).cookie;
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newSurvey() {
  const project = await buildProject(ctx.database.db, { companyId });
  return buildSurvey(ctx.database.db, { companyId, projectId: project.id });
}

async function upload(surveyId: string, id: string, bytes: Buffer) {
  const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes }, fields: { elevationLevel: '1', id } });
  return ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { cookie, 'content-type': body.contentType }, payload: body.payload });
}

/** 'ok' for a 200/201 answer naming the id, else what came back. */
function outcome(response: LightMyRequestResponse, id: string): string {
  const ok = (response.statusCode === 200 || response.statusCode === 201) && (response.json() as { id?: string }).id === id;
  return ok ? 'ok' : `${response.statusCode} ${response.body.slice(0, 160)}`;
}

/** Status of each size of a photo, and whether the original is the bytes sent. */
async function images(id: string, original: Buffer) {
  const sizes: Record<string, number> = {};
  let originalIntact = false;
  for (const size of ['thumb', 'display', 'original']) {
    const response = await call('GET', `/api/photos/${id}?size=${size}`);
    sizes[size] = response.statusCode;
    if (size === 'original') originalIntact = response.statusCode === 200 && Buffer.compare(response.rawPayload, original) === 0;
  }
  return { sizes, originalIntact };
}

const intactImages = { sizes: { thumb: 200, display: 200, original: 200 }, originalIntact: true };

async function photoIds(surveyId: string): Promise<string[]> {
  const response = await call('GET', `/api/surveys/${surveyId}/photos`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }[]).map((p) => p.id);
}

describe('parallel creates with one client id', () => {
  it('three uploads of one photo at once: each answers the photo, one is stored, all its sizes are served', async () => {
    const bytes = await noisyJpeg(400, 300);
    const observed = [];
    for (let round = 0; round < 10; round++) {
      const survey = await newSurvey();
      const id = randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => upload(survey.id, id, bytes)));
      const listed = await photoIds(survey.id);
      observed.push({ round, answers: answers.map((r) => outcome(r, id)), listed: listed.length === 1 && listed[0] === id ? 'that photo' : listed, ...(await images(id, bytes)) });
    }
    expect(observed).toEqual(observed.map(({ round }) => ({ round, answers: ['ok', 'ok', 'ok'], listed: 'that photo', ...intactImages })));
  }, 120_000);

  it('ten creates of one project at once: each answers the project, one is listed', async () => {
    for (let round = 0; round < 5; round++) {
      const id = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/projects', { id, name: `Oak Towers ${round}` })));
      expect(answers.map((r) => outcome(r, id))).toEqual(Array(10).fill('ok'));
      const listed = (await call('GET', '/api/projects')).json() as { id: string }[];
      expect(listed.filter((p) => p.id === id)).toHaveLength(1);
      expect(listed).toHaveLength(round + 1);
    }
  }, 60_000);

  it('ten creates of one survey at once: each answers the survey, one is listed', async () => {
    for (let round = 0; round < 5; round++) {
      const project = await buildProject(ctx.database.db, { companyId });
      const id = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/api/projects/${project.id}/surveys`, { id, locationType: 'unit' })));
      expect(answers.map((r) => outcome(r, id))).toEqual(Array(10).fill('ok'));
      const listed = (await call('GET', `/api/projects/${project.id}/surveys`)).json() as { id: string }[];
      expect(listed.map((s) => s.id)).toEqual([id]);
    }
  }, 60_000);

  it('one photo id sent to two surveys at once: one upload wins, the other is a 409, the winner’s images are intact', async () => {
    const first = await orientedJpeg(400, 200);
    const second = await orientedJpeg(300, 150);
    for (let round = 0; round < 5; round++) {
      const surveys = [await newSurvey(), await newSurvey()];
      const id = randomUUID();
      const answers = await Promise.all([upload(surveys[0]!.id, id, first), upload(surveys[1]!.id, id, second)]);
      const statuses = answers.map((r) => r.statusCode);
      const winner = statuses.findIndex((s) => s === 201);
      expect([...statuses].sort(), answers.map((r) => r.body.slice(0, 160)).join(' | ')).toEqual([201, 409]);
      expect(answers[1 - winner]!.json().code).toBe('CONFLICT');
      expect(await photoIds(surveys[winner]!.id)).toEqual([id]);
      expect(await photoIds(surveys[1 - winner]!.id)).toEqual([]);
      expect(await images(id, winner === 0 ? first : second)).toEqual(intactImages);
    }
  }, 60_000);
});

describe('a crew creating locations in one project at once', () => {
  // DESIGN §14: phones replaying their outboxes together never race on the instance number.
  it('ten creates of one type with distinct ids, three rounds: every one answers 201 and the numbers are 1 to 30', async () => {
    const project = await buildProject(ctx.database.db, { companyId });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call('POST', '/api/surveys', { id: randomUUID(), projectId: project.id, locationType: 'unit' })),
      );
      expect(answers.map((r) => r.statusCode), answers.map((r) => r.body.slice(0, 160)).join(' | ')).toEqual(Array(10).fill(201));
    }
    const listed = (await call('GET', `/api/projects/${project.id}/surveys`)).json() as { instanceNumber: number }[];
    expect(listed.map((s) => s.instanceNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  }, 60_000);
});

describe('a parent deleted while its child is created', () => {
  // An outbox replays a create while a colleague deletes its parent: a retryable 424, never a 500.
  it('a survey created as its project is deleted answers 201 or 424 PARENT_NOT_FOUND', async () => {
    for (let round = 0; round < 8; round++) {
      const project = await buildProject(ctx.database.db, { companyId });
      const [created, deleted] = await Promise.all([
        call('POST', `/api/projects/${project.id}/surveys`, { id: randomUUID(), locationType: 'unit' }),
        ctx.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: { cookie } }),
      ]);
      expect(deleted.statusCode).toBe(204);
      const outcome = created.statusCode === 201 ? '201' : `${created.statusCode} ${created.json().code}`;
      expect(['201', '424 PARENT_NOT_FOUND'], created.body.slice(0, 160)).toContain(outcome);
    }
  }, 60_000);

  it('a photo uploaded as its survey is deleted answers 201 or 424 PARENT_NOT_FOUND', async () => {
    const bytes = await noisyJpeg(400, 300);
    for (let round = 0; round < 5; round++) {
      const survey = await newSurvey();
      const [uploaded, deleted] = await Promise.all([
        upload(survey.id, randomUUID(), bytes),
        ctx.app.inject({ method: 'DELETE', url: `/api/surveys/${survey.id}`, headers: { cookie } }),
      ]);
      expect(deleted.statusCode).toBe(204);
      const outcome = uploaded.statusCode === 201 ? '201' : `${uploaded.statusCode} ${uploaded.json().code}`;
      expect(['201', '424 PARENT_NOT_FOUND'], uploaded.body.slice(0, 160)).toContain(outcome);
    }
  }, 60_000);
});

describe('parallel element changes to one drawing', () => {
  it('five surveyors adding an element each from one base version: every element lands, none is lost', async () => {
    const survey = await newSurvey();
    const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${survey.id}`, headers: { cookie }, payload });
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const answers = await Promise.all(ids.map((id, i) => patch({ baseVersion: 1, markupChanges: { upsert: [{ id, type: 'ap', x: i * 10, y: 5 }], remove: [] } })));
    expect(answers.map((r) => r.statusCode), answers.map((r) => r.body.slice(0, 160)).join(' | ')).toEqual([200, 200, 200, 200, 200]);
    const stored = (await call('GET', `/api/surveys/${survey.id}`)).json() as { version: number; markupElements: { id: string }[] };
    expect(stored.markupElements.map((e) => e.id).sort()).toEqual(ids);
    expect(stored.version).toBe(6);
  });
});

describe('parallel saves of one template', () => {
  it('five admins saving one template at once each get their own version, none a 500', async () => {
    const admin = await buildUser(ctx.database.db, { companyId, role: 'admin' });
    const adminCookie = (await buildSession(ctx.database.db, admin.id)).cookie;
    const save = (label: string, payload: object, url = '/api/survey-templates', method: 'POST' | 'PATCH' = 'POST') =>
      ctx.app.inject({ method, url, headers: { cookie: adminCookie }, payload: { ...payload, fields: [{ name: 'note', label, type: 'text', required: false }] } });
    const created = await save('First', { name: 'Acme MDF', locationType: 'mdf', isDefault: true });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const answers = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((label) => save(label, {}, `/api/survey-templates/${id}`, 'PATCH')));
    expect(answers.map((r) => r.statusCode), answers.map((r) => r.body.slice(0, 160)).join(' | ')).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.json().version).sort()).toEqual([2, 3, 4, 5, 6]);
    // Every save is kept as a version of its own, readable later.
    for (let version = 2; version <= 6; version++) {
      const read = await ctx.app.inject({ method: 'GET', url: `/api/survey-templates/${id}?version=${version}`, headers: { cookie: adminCookie } });
      expect(read.statusCode).toBe(200);
    }
  });
});

describe('a crowd autosaving one survey', () => {
  it('twenty changes of different fields at once, with no base version: all land, none is refused', async () => {
    const survey = await newSurvey();
    const fields = Array.from({ length: 20 }, (_, i) => `field${i}`);
    const answers = await Promise.all(
      fields.map((field) => ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${survey.id}`, headers: { cookie }, payload: { formData: { [field]: field } } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(fields.map(() => 200));
    const stored = (await call('GET', `/api/surveys/${survey.id}`)).json() as { formData: Record<string, unknown>; version: number };
    for (const field of fields) expect(stored.formData[field]).toBe(field);
    expect(stored.version).toBe(1 + fields.length);
  });
});
