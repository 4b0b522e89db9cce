import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { photos, usageSnapshots } from '../db/schema';
import { buildTenantsWithSurvey, type Tenants } from './actors';
import { multipart, orientedJpeg } from './image-fixtures';
import { useTestApp } from './harness';

// What a page on http://evil.localhost:4000 makes the victim's browser send to the app on
// http://localhost:3000 (same site, other origin): the cookie goes along with SameSite=Lax.
const APP_HOST = 'localhost:3000';
const EVIL_ORIGIN = 'http://evil.localhost:4000';
const sameSite = { host: APP_HOST, origin: EVIL_ORIGIN, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' };

const ctx = useTestApp();

let t: Tenants;
let surveyId: string;
beforeEach(async () => {
  ({ tenants: t, surveyId } = await buildTenantsWithSurvey(ctx.app, ctx.database.db));
});

async function uploadPhoto(headers: Record<string, string>) {
  const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await orientedJpeg() }, fields: { elevationLevel: '1' } });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/surveys/${surveyId}/photos`,
    headers: { 'content-type': body.contentType, cookie: t.user.cookie, ...headers },
    payload: body.payload,
  });
}

const storedPhotos = () => ctx.database.db.select().from(photos).where(eq(photos.surveyId, surveyId));
const snapshots = () => ctx.database.db.select().from(usageSnapshots).where(eq(usageSnapshots.companyId, t.company.id));

describe('state-changing requests from another origin', () => {
  it('refuses a no-cors multipart photo upload from a same-site page, and stores nothing', async () => {
    const response = await uploadPhoto(sameSite);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REQUEST');
    expect(await storedPhotos()).toEqual([]);
  });

  it('refuses a text/plain POST that would store a usage snapshot', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/usage/${t.company.id}/calculate`,
      headers: { cookie: t.admin.cookie, 'content-type': 'text/plain', ...sameSite },
      payload: 'x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REQUEST');
    expect(await snapshots()).toEqual([]);
  });

  it('refuses a foreign Origin when the browser sends no Sec-Fetch-Site (older browsers)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/usage/${t.company.id}/calculate`,
      headers: { cookie: t.admin.cookie, 'content-type': 'text/plain', host: APP_HOST, origin: EVIL_ORIGIN },
      payload: 'x',
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshots()).toEqual([]);
  });

  it('refuses cross-site sign-in and writes that no page of the app started (Sec-Fetch-Site: none, cross-site)', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: APP_HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: t.user.email, password: t.user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
    const typedIn = await uploadPhoto({ host: APP_HOST, 'sec-fetch-site': 'none' });
    expect(typedIn.statusCode).toBe(403);
    expect(await storedPhotos()).toEqual([]);
  });

  it('lets the app’s own pages write, and callers that are not browsers', async () => {
    const ownPage = await uploadPhoto({ host: APP_HOST, origin: `http://${APP_HOST}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    expect(ownPage.statusCode).toBe(201);
    const olderBrowser = await uploadPhoto({ host: APP_HOST, origin: `http://${APP_HOST}` });
    expect(olderBrowser.statusCode).toBe(201);
    const script = await uploadPhoto({});
    expect(script.statusCode).toBe(201);
    expect(await storedPhotos()).toHaveLength(3);
  });

  it('still answers cross-origin reads', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: t.user.cookie, ...sameSite } });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/logout', () => {
  const userAfter = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('a cross-site or same-site navigation goes to / and leaves the session alone', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie: t.user.cookie, host: APP_HOST, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.cookies).toEqual([]);
      expect((await userAfter(t.user.cookie)).statusCode).toBe(200);
    }
  });

  it('the app’s own link, a typed address or a plain client signs out', async () => {
    for (const [actor, headers] of [
      [t.user, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }],
      [t.admin, { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }],
      [t.root, {}],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: actor.cookie, host: APP_HOST, ...headers } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect((await userAfter(actor.cookie)).statusCode).toBe(401);
    }
  });
});
