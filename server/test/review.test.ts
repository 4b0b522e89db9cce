import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, webhookDeliveries, webhooks } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildBuilding, buildProject, buildUser, completeDefaultForm } from './builders';
import { useTestApp } from './harness';
import { multipart, smallPng } from './image-fixtures';

// Review and handoff (DESIGN §16, issue 27), the review half: completing a location submits it,
// the office approves it or returns it with a comment, locations and buildings are assigned,
// comments mention colleagues, the activity shows who changed what, and notifications say so.
// Real: the app and the database.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

const addLocation = async (payload: object = {}) => {
  const made = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', ...payload });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: string; version: number };
};
const complete = (id: string, cookie = t.user.cookie) => call('PATCH', `/api/surveys/${id}`, cookie, { formData: completeDefaultForm('mdf'), isCompleted: true });
const review = (id: string, payload: object, cookie = t.admin.cookie, headers: Record<string, string> = {}) => call('POST', `/api/surveys/${id}/review`, cookie, payload, headers);
const subscribe = (events: string[]) =>
  ctx.database.db.insert(webhooks).values({ companyId: t.company.id, url: 'http://127.0.0.1:9/never', events, secret: 'whsec_review_test_secret' });
const sent = async (event: string) =>
  (await ctx.database.db.select({ payload: webhookDeliveries.payload }).from(webhookDeliveries).where(eq(webhookDeliveries.event, event))).map(
    (row) => (row.payload as { data: Record<string, unknown> }).data,
  );

describe('review', () => {
  it('answers 401 signed out on every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['POST', `/api/surveys/${id}/review`],
      ['PUT', `/api/surveys/${id}/assignee`],
      ['PUT', `/api/buildings/${id}/assignee`],
      ['GET', '/api/me/work'],
      ['GET', `/api/surveys/${id}/comments`],
      ['POST', `/api/surveys/${id}/comments`],
      ['GET', `/api/surveys/${id}/activity`],
      ['GET', '/api/me/notifications'],
      ['POST', '/api/me/notifications/read'],
    ] as const) {
      const answer = await call(method, url, undefined, method === 'GET' ? undefined : {});
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('submits a location when it is completed: pending, by whom, and location.submitted', async () => {
    await subscribe(['location.submitted', 'location.approved', 'location.returned']);
    const location = await addLocation();
    expect((await call('GET', `/api/surveys/${location.id}`, t.user.cookie)).json().review).toBeNull();
    const done = await complete(location.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().review).toMatchObject({ state: 'pending', by: t.user.id, submittedBy: t.user.id, comment: null });
    expect(await sent('location.submitted')).toEqual([expect.objectContaining({ locationId: location.id, projectId, submittedBy: t.user.id })]);
    // A location made completed is submitted too.
    const made = await addLocation({ formData: completeDefaultForm('mdf'), isCompleted: true });
    expect((await call('GET', `/api/surveys/${made.id}`, t.user.cookie)).json().review.state).toBe('pending');
  });

  it('is the office’s: a plain user gets 403, another company 404, a return without a comment 422, bad input 400', async () => {
    const location = await addLocation();
    await complete(location.id);
    expect((await review(location.id, { decision: 'approve' }, t.user.cookie)).statusCode).toBe(403);
    expect((await review(location.id, { decision: 'approve' }, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    const bare = await review(location.id, { decision: 'return', comment: '   ' });
    expect([bare.statusCode, bare.json().code]).toEqual([422, 'UNPROCESSABLE']);
    expect(bare.json().details.fields).toEqual([{ field: 'body.comment', message: 'Required to return' }]);
    for (const payload of [{}, { decision: 'maybe' }, { decision: 'approve', extra: 1 }, { decision: 'return', comment: 'x'.repeat(2001) }]) {
      const answer = await review(location.id, payload);
      expect([answer.statusCode, answer.json().code], JSON.stringify(payload)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await review('not-a-uuid', { decision: 'approve' })).statusCode).toBe(400);
    // Nothing changed on the way.
    expect((await call('GET', `/api/surveys/${location.id}`, t.user.cookie)).json().review.state).toBe('pending');
  });

  it('approves a submitted location with by and at; only a completed one (409), and approving again changes nothing', async () => {
    await subscribe(['location.approved']);
    const open = await addLocation();
    const refused = await review(open.id, { decision: 'approve' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'CONFLICT']);
    await complete(open.id);
    const approved = await review(open.id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const answer = approved.json();
    expect(answer.review).toMatchObject({ state: 'approved', by: t.admin.id, submittedBy: t.user.id });
    expect(Date.now() - Date.parse(answer.review.at)).toBeLessThan(60_000);
    expect(answer.isCompleted).toBe(true);
    const again = await review(open.id, { decision: 'approve' }, t.root.cookie);
    expect(again.json().review).toEqual(answer.review);
    expect(await sent('location.approved')).toHaveLength(1);
  });

  it('returns a location: reopened with the comment, in the surveyor’s work and notifications, until completed again (then pending)', async () => {
    await subscribe(['location.returned']);
    const location = await addLocation();
    await complete(location.id);
    const returned = await review(location.id, { decision: 'return', comment: 'Photo of the rack is blurry' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ isCompleted: false, review: { state: 'returned', by: t.admin.id, comment: 'Photo of the rack is blurry' } });
    expect(returned.json().version).toBeGreaterThan(location.version);
    expect(await sent('location.returned')).toEqual([expect.objectContaining({ locationId: location.id, comment: 'Photo of the rack is blurry', reviewedBy: t.admin.id })]);

    const work = (await call('GET', '/api/me/work', t.user.cookie)).json();
    expect(work.returned.map((item: { id: string }) => item.id)).toEqual([location.id]);
    expect(work.returned[0].review.comment).toBe('Photo of the rack is blurry');
    const notes = (await call('GET', '/api/me/notifications', t.user.cookie)).json();
    expect(notes.unread).toBe(1);
    expect(notes.items[0]).toMatchObject({ kind: 'returned', surveyId: location.id, actorId: t.admin.id, actorName: 'Ada Admin', text: 'Photo of the rack is blurry', projectName: 'Oak Towers', read: false });
    // The office sees nothing of its own doing.
    expect((await call('GET', '/api/me/notifications', t.admin.cookie)).json()).toEqual({ items: [], unread: 0 });

    // An edit keeps the comment on show; completing again submits it afresh.
    const fixed = await call('PATCH', `/api/surveys/${location.id}`, t.user.cookie, { formData: { notes: 'New photo taken' } });
    expect(fixed.json().review).toMatchObject({ state: 'returned', comment: 'Photo of the rack is blurry' });
    const resubmitted = await complete(location.id);
    expect(resubmitted.json().review).toMatchObject({ state: 'pending', comment: null, submittedBy: t.user.id });
    expect((await call('GET', '/api/me/work', t.user.cookie)).json().returned).toEqual([]);
  });

  it('puts an approved location back to pending when it is edited, not when a save changes nothing', async () => {
    const location = await addLocation();
    await complete(location.id);
    await review(location.id, { decision: 'approve' });
    const same = await call('PATCH', `/api/surveys/${location.id}`, t.user.cookie, { formData: completeDefaultForm('mdf') });
    expect(same.json().review.state).toBe('approved');
    const edited = await call('PATCH', `/api/surveys/${location.id}`, t.user.cookie, { formData: { notes: 'Added a patch panel' } });
    expect(edited.json().review).toMatchObject({ state: 'pending', by: t.user.id });
    expect(edited.json().isCompleted).toBe(true);
  });

  it('puts an approved location back to pending when a photo is added, or its unit’s floor plan is drawn on', async () => {
    const location = await addLocation();
    await complete(location.id);
    await review(location.id, { decision: 'approve' });
    const body = await multipart({ photo: { name: 'rack.png', type: 'image/png', bytes: await smallPng() }, fields: { elevationLevel: '1' } });
    const upload = await ctx.app.inject({ method: 'POST', url: `/api/surveys/${location.id}/photos`, headers: { cookie: t.user.cookie, 'content-type': body.contentType }, payload: body.payload });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await call('GET', `/api/surveys/${location.id}`, t.user.cookie)).json().review.state).toBe('pending');
    const activity = (await call('GET', `/api/surveys/${location.id}/activity`, t.admin.cookie)).json();
    expect(activity.items[0]).toMatchObject({ kind: 'photo', action: 'photo.upload', photoId: upload.json().id, actorId: t.user.id });

    const unit = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', formData: completeDefaultForm('unit'), isCompleted: true })).json();
    const plan = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', unitSurveyId: unit.id })).json();
    expect(plan.review).toBeNull();
    expect((await review(unit.id, { decision: 'approve' })).json().review.state).toBe('approved');
    await call('PATCH', `/api/surveys/${plan.id}`, t.user.cookie, { markupChanges: { upsert: [{ id: 'ap-1', type: 'ap', x: 10, y: 10 }], remove: [] } });
    expect((await call('GET', `/api/surveys/${unit.id}`, t.user.cookie)).json().review.state).toBe('pending');
    // A floor plan is reviewed with its unit, not on its own.
    expect((await review(plan.id, { decision: 'approve' })).json().code).toBe('UNPROCESSABLE');
  });

  it('runs a decision once under an Idempotency-Key: a replay answers the first answer', async () => {
    const location = await addLocation();
    await complete(location.id);
    const key = { 'idempotency-key': `review-${randomUUID()}` };
    const first = await review(location.id, { decision: 'return', comment: 'Missing label' }, t.admin.cookie, key);
    const replay = await review(location.id, { decision: 'return', comment: 'Missing label' }, t.admin.cookie, key);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const rows = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.subjectId, location.id), eq(auditEvents.action, 'review.return')));
    expect(rows).toHaveLength(1);
    // Without the key, returning a location that is not submitted any more is a conflict.
    expect((await review(location.id, { decision: 'return', comment: 'Missing label' })).statusCode).toBe(409);
  });
});

describe('assignment', () => {
  it('assigns locations and buildings to the company’s people; a building’s assignee is its locations’ default', async () => {
    const building = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'North' });
    const inBuilding = await addLocation({ buildingId: building.id, floor: 2 });
    const elsewhere = await addLocation();

    const byBuilding = await call('PUT', `/api/buildings/${building.id}/assignee`, t.admin.cookie, { userId: t.user.id });
    expect(byBuilding.statusCode, byBuilding.body).toBe(200);
    expect(byBuilding.json()).toMatchObject({ id: building.id, assigneeId: t.user.id });
    expect((await call('GET', `/api/surveys/${inBuilding.id}`, t.user.cookie)).json()).toMatchObject({ assigneeId: t.user.id, ownAssigneeId: null });

    const colleague = await buildUser(ctx.database.db, { companyId: t.company.id, firstName: 'Ben', lastName: 'Okafor' });
    const own = await call('PUT', `/api/surveys/${inBuilding.id}/assignee`, t.admin.cookie, { userId: colleague.id });
    expect(own.json()).toMatchObject({ assigneeId: colleague.id, ownAssigneeId: colleague.id });
    await call('PUT', `/api/surveys/${elsewhere.id}/assignee`, t.root.cookie, { userId: t.user.id });

    const work = (await call('GET', '/api/me/work', t.user.cookie)).json();
    expect(work.assigned.map((item: { id: string }) => item.id)).toEqual([elsewhere.id]);
    // Back to the building's default.
    expect((await call('PUT', `/api/surveys/${inBuilding.id}/assignee`, t.admin.cookie, { userId: null })).json()).toMatchObject({ assigneeId: t.user.id, ownAssigneeId: null });
    const assigned = (await call('GET', '/api/me/work', t.user.cookie)).json().assigned.map((item: { id: string }) => item.id);
    expect(assigned.sort()).toEqual([elsewhere.id, inBuilding.id].sort());

    const notes = (await call('GET', '/api/me/notifications', t.user.cookie)).json();
    expect(notes.items.map((n: { kind: string; buildingId: string | null; surveyId: string | null }) => [n.kind, n.buildingId ?? n.surveyId])).toEqual([
      ['assigned', elsewhere.id],
      ['assigned', building.id],
    ]);
  });

  it('is the office’s, to people of the company only (else 404)', async () => {
    const location = await addLocation();
    const building = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId });
    expect((await call('PUT', `/api/surveys/${location.id}/assignee`, t.user.cookie, { userId: t.user.id })).statusCode).toBe(403);
    expect((await call('PUT', `/api/buildings/${building.id}/assignee`, t.user.cookie, { userId: t.user.id })).statusCode).toBe(403);
    expect((await call('PUT', `/api/surveys/${location.id}/assignee`, t.outsiderAdmin.cookie, { userId: null })).statusCode).toBe(404);
    expect((await call('PUT', `/api/buildings/${building.id}/assignee`, t.outsiderAdmin.cookie, { userId: null })).statusCode).toBe(404);
    for (const userId of [t.outsider.id, t.root.id, randomUUID()]) {
      const answer = await call('PUT', `/api/surveys/${location.id}/assignee`, t.admin.cookie, { userId });
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    for (const payload of [{}, { userId: 'someone' }, { userId: null, extra: true }]) {
      expect((await call('PUT', `/api/buildings/${building.id}/assignee`, t.admin.cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', `/api/surveys/${location.id}`, t.user.cookie)).json().assigneeId).toBeNull();
  });

  it('lists the caller’s work in progress (nobody’s assigned, last changed by them), newest first, and not another company’s', async () => {
    const first = await addLocation();
    const second = await addLocation();
    await call('PATCH', `/api/surveys/${first.id}`, t.user.cookie, { formData: { notes: 'later' } });
    const work = (await call('GET', '/api/me/work', t.user.cookie)).json();
    expect(work.inProgress.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
    expect(work.inProgress[0]).toMatchObject({ projectId, projectName: 'Oak Towers', locationType: 'mdf', isCompleted: false, review: null });
    expect((await call('GET', '/api/me/work', t.outsider.cookie)).json()).toEqual({ assigned: [], returned: [], inProgress: [] });
  });
});

describe('comments, activity and notifications', () => {
  it('adds comments that mention colleagues, who are notified; another company gets 404, bad input 400', async () => {
    await subscribe(['comment.added']);
    const location = await addLocation();
    const made = await call('POST', `/api/surveys/${location.id}/comments`, t.admin.cookie, { text: '@ana can you recheck the rack? cc @nobody' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ surveyId: location.id, authorId: t.admin.id, authorName: 'Ada Admin', mentions: [{ userId: t.user.id, name: 'Ana Diaz' }] });
    expect(await sent('comment.added')).toEqual([expect.objectContaining({ locationId: location.id, commentId: made.json().id, mentions: [t.user.id] })]);

    const id = randomUUID();
    const mine = await call('POST', `/api/surveys/${location.id}/comments`, t.user.cookie, { id, text: 'Done, @AdaAdmin.' });
    const repeat = await call('POST', `/api/surveys/${location.id}/comments`, t.user.cookie, { id, text: 'Done, @AdaAdmin.' });
    expect([mine.statusCode, repeat.statusCode]).toEqual([201, 200]);
    const listed = (await call('GET', `/api/surveys/${location.id}/comments`, t.user.cookie)).json();
    expect(listed.map((c: { text: string }) => c.text)).toEqual(['@ana can you recheck the rack? cc @nobody', 'Done, @AdaAdmin.']);

    const notes = (await call('GET', '/api/me/notifications', t.user.cookie)).json();
    expect(notes.items).toEqual([expect.objectContaining({ kind: 'mentioned', surveyId: location.id, actorName: 'Ada Admin', text: '@ana can you recheck the rack? cc @nobody' })]);
    expect((await call('GET', '/api/me/notifications', t.admin.cookie)).json().items.map((n: { kind: string }) => n.kind)).toEqual(['mentioned']);

    expect((await call('GET', `/api/surveys/${location.id}/comments`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/surveys/${location.id}/comments`, t.outsider.cookie, { text: 'hi' })).statusCode).toBe(404);
    for (const payload of [{}, { text: '   ' }, { text: 'x'.repeat(4001) }, { text: 'a\u0000b' }, { text: 'ok', colour: 'red' }]) {
      const answer = await call('POST', `/api/surveys/${location.id}/comments`, t.user.cookie, payload);
      expect([answer.statusCode, answer.json().code], JSON.stringify(payload).slice(0, 40)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('marks notifications read, some or all, and only the caller’s', async () => {
    const location = await addLocation();
    for (const text of ['@ana one', '@ana two', '@ana three']) await call('POST', `/api/surveys/${location.id}/comments`, t.admin.cookie, { text });
    const items = (await call('GET', '/api/me/notifications', t.user.cookie)).json().items as { id: string; text: string }[];
    expect(items.map((n) => n.text)).toEqual(['@ana three', '@ana two', '@ana one']);
    // Someone else's ids change nothing.
    expect((await call('POST', '/api/me/notifications/read', t.admin.cookie, { ids: [items[0]!.id] })).json()).toEqual({ unread: 0 });
    expect((await call('POST', '/api/me/notifications/read', t.user.cookie, { ids: [items[0]!.id] })).json()).toEqual({ unread: 2 });
    expect((await call('GET', '/api/me/notifications', t.user.cookie)).json().items.map((n: { read: boolean }) => n.read)).toEqual([true, false, false]);
    expect((await call('POST', '/api/me/notifications/read', t.user.cookie, {})).json()).toEqual({ unread: 0 });
    expect((await call('POST', '/api/me/notifications/read', t.user.cookie, { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('shows a location’s activity: fields before → after, drawing elements, review, comments, paged newest first', async () => {
    const location = await addLocation();
    await call('PATCH', `/api/surveys/${location.id}`, t.user.cookie, { formData: { notes: 'Rack 1' } });
    await call('PATCH', `/api/surveys/${location.id}`, t.user.cookie, { formData: { notes: 'Rack 2' }, instanceName: 'MDF North' });
    const line = { id: 'line-1', type: 'ap', x: 100, y: 100 };
    const drawn = await call('PATCH', `/api/surveys/${location.id}`, t.user.cookie, { markupChanges: { upsert: [line], remove: [] } });
    expect(drawn.statusCode, drawn.body).toBe(200);
    await complete(location.id);
    await review(location.id, { decision: 'return', comment: 'Label the rack' });
    await call('POST', `/api/surveys/${location.id}/comments`, t.user.cookie, { text: 'On it' });

    const page = (await call('GET', `/api/surveys/${location.id}/activity?limit=3`, t.admin.cookie)).json();
    expect(page.items.map((e: { kind: string }) => e.kind)).toEqual(['comment', 'review', 'completed']);
    expect(page.items[0]).toMatchObject({ action: 'comment.create', actorId: t.user.id, actorName: 'Ana Diaz', text: 'On it' });
    expect(page.items[1]).toMatchObject({ action: 'review.return', decision: 'return', text: 'Label the rack', actorName: 'Ada Admin' });
    expect(page.items[2].fields).toContainEqual({ field: 'isCompleted', before: false, after: true });
    expect(page.nextCursor).toBe(page.items[2].id);

    const rest = (await call('GET', `/api/surveys/${location.id}/activity?cursor=${page.nextCursor}`, t.user.cookie)).json();
    expect(rest.items.map((e: { kind: string }) => e.kind)).toEqual(['changed', 'changed', 'changed', 'created']);
    expect(rest.nextCursor).toBeNull();
    expect(rest.items[0].elements).toEqual({ added: ['line-1'], changed: [], removed: [] });
    expect(rest.items[1].fields).toEqual([
      { field: 'notes', before: 'Rack 1', after: 'Rack 2' },
      { field: 'instanceName', before: 'MDF 1', after: 'MDF North' },
    ]);
    expect(rest.items[2].fields).toEqual([{ field: 'notes', before: null, after: 'Rack 1' }]);

    expect((await call('GET', `/api/surveys/${location.id}/activity`, t.outsider.cookie)).statusCode).toBe(404);
    for (const query of ['limit=0', 'limit=201', 'cursor=abc', 'colour=red']) {
      expect((await call('GET', `/api/surveys/${location.id}/activity?${query}`, t.user.cookie)).statusCode, query).toBe(400);
    }
  });
});
