import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import type { BlobStore } from '../blobs/blob-store';
import type { Db } from '../db/database';
import { apiTokens, surveys, users, webhookDeliveries, webhooks } from '../db/schema';
import { catalogueProblem, errorCode } from './api-contract';
import {
  buildBuilding,
  buildCompany,
  buildInvitation,
  buildPhoto,
  buildProject,
  buildSession,
  buildSurvey,
  buildTemplate,
  buildUnitType,
  buildUser,
  DEFAULT_PASSWORD,
} from './builders';
import { useTestApp } from './harness';
import { multipart, smallPng } from './image-fixtures';

// The route table as the server builds it: every Fastify instance made while the app is built
// reports its routes. (useTestApp's `extra` runs after buildApp has registered them all.)
const registered: RouteOptions[] = [];
const onFastify = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    registered.push(route);
  });
};
beforeAll(() => diagnostics.subscribe('fastify.initialization', onFastify));
const ctx = useTestApp();
beforeAll(() => diagnostics.unsubscribe('fastify.initialization', onFastify));

const CALLERS = ['signedOut', 'user', 'admin', 'otherAdmin', 'frozen', 'mustChange', 'root'] as const;
type Caller = (typeof CALLERS)[number];
type Role = 'user' | 'admin' | 'otherAdmin' | 'root';

interface World {
  db: Db;
  blobs: BlobStore;
  /** The company of user, admin, frozen and mustChange: owner of every target. */
  a: { id: string };
  /** otherAdmin's company. */
  b: { id: string };
  people: Record<Exclude<Caller, 'signedOut'>, { id: string; email: string; cookie: string }>;
}

interface Built {
  request: InjectOptions;
  /** Ids of company A's records in this request; otherAdmin's successes must not echo them. */
  ids?: string[];
}

interface Case {
  /** 'METHOD /url' exactly as the route is registered. */
  route: string;
  /** Tells apart two cases of one route. */
  variant?: string;
  /**
   * public: anyone, signed in or not; password-change: also a user who must change it first;
   * default: a signed-in user with no pending password change (DESIGN §3).
   */
  access?: 'public' | 'password-change';
  /** Builds a fresh target in company A and a valid request for one caller. */
  build(w: World, caller: Caller): Promise<Built>;
  /** Per signed-in role; signed out, frozen and must-change follow from `access`. */
  expect: Record<Role, number> | { everyone: number };
}

// Fresh targets, owned by company A -------------------------------------------------------

const png = smallPng();

async function webhookOf(w: World) {
  const [hook] = await w.db.insert(webhooks).values({ companyId: w.a.id, createdBy: w.people.admin.id, url: 'http://127.0.0.1:9/never', events: ['photo.added'], secret: 'whsec_matrix_test_secret' }).returning();
  return hook!;
}

async function project(w: World) {
  return buildProject(w.db, { companyId: w.a.id });
}
async function survey(w: World) {
  const p = await project(w);
  return buildSurvey(w.db, { companyId: w.a.id, projectId: p.id });
}
async function photo(w: World) {
  const s = await survey(w);
  const row = await buildPhoto(w.db, { companyId: w.a.id, surveyId: s.id });
  // Real files, so that an allowed read answers 200 rather than "the file is missing".
  for (const key of [row.originalKey, row.displayKey, row.thumbKey]) await w.blobs.put(key, await png, 'image/png');
  return row;
}
async function building(w: World) {
  return buildBuilding(w.db, { companyId: w.a.id, projectId: (await project(w)).id });
}
async function unitType(w: World) {
  return buildUnitType(w.db, { companyId: w.a.id, projectId: (await project(w)).id });
}
async function member(w: World) {
  return buildUser(w.db, { companyId: w.a.id });
}
const freshEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;
const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({ method, url, ...(payload ? { payload } : {}) });

const surveyWork = { user: 200, admin: 200, otherAdmin: 404, root: 200 } as const;
const surveyCreate = { user: 201, admin: 201, otherAdmin: 404, root: 201 } as const;
// A child created under another company's parent: the parent is "not there (yet)", retryable (DESIGN §6).
const childCreate = { user: 201, admin: 201, otherAdmin: 424, root: 201 } as const;
const surveyDelete = { user: 204, admin: 204, otherAdmin: 404, root: 204 } as const;
const companyAdmin = { user: 403, admin: 200, otherAdmin: 404, root: 200 } as const;
const ownList = { user: 200, admin: 200, otherAdmin: 200, root: 200 } as const;

const CASES: Case[] = [
  // Session ----------------------------------------------------------------------------------
  {
    route: 'POST /api/login',
    access: 'public',
    async build(w) {
      const someone = await member(w);
      return { request: json('POST', '/api/login', { email: someone.email, password: DEFAULT_PASSWORD }) };
    },
    expect: { everyone: 200 },
  },
  {
    route: 'POST /api/register',
    access: 'public',
    async build(w) {
      const invitation = await buildInvitation(w.db, { companyId: w.a.id, email: freshEmail() });
      return {
        request: json('POST', '/api/register', { email: invitation.email, password: 'a-long-password', firstName: 'New', lastName: 'Person', inviteToken: invitation.token }),
      };
    },
    expect: { everyone: 201 },
  },
  { route: 'GET /api/user', access: 'password-change', build: async () => ({ request: json('GET', '/api/user') }), expect: ownList },
  { route: 'POST /api/logout', access: 'public', build: async () => ({ request: json('POST', '/api/logout') }), expect: { everyone: 200 } },
  { route: 'GET /api/logout', access: 'public', build: async () => ({ request: json('GET', '/api/logout') }), expect: { everyone: 302 } },
  {
    route: 'POST /api/change-password',
    access: 'password-change',
    build: async () => ({ request: json('POST', '/api/change-password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'another-good-password' }) }),
    expect: ownList,
  },
  { route: 'GET /api/openapi.json', access: 'public', build: async () => ({ request: json('GET', '/api/openapi.json') }), expect: { everyone: 200 } },
  // The API reference (issue 16): public like the document it shows; it holds no data.
  { route: 'GET /api/docs/', access: 'public', build: async () => ({ request: json('GET', '/api/docs/') }), expect: { everyone: 200 } },
  { route: 'GET /api/docs/json', access: 'public', build: async () => ({ request: json('GET', '/api/docs/json') }), expect: { everyone: 200 } },
  { route: 'GET /api/docs/yaml', access: 'public', build: async () => ({ request: json('GET', '/api/docs/yaml') }), expect: { everyone: 200 } },
  { route: 'GET /api/docs/static/*', access: 'public', build: async () => ({ request: json('GET', '/api/docs/static/swagger-ui.css') }), expect: { everyone: 200 } },
  // Swagger UI sends its old address on to the page.
  { route: 'GET /api/docs/static/index.html', access: 'public', build: async () => ({ request: json('GET', '/api/docs/static/index.html') }), expect: { everyone: 302 } },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    access: 'public',
    build: async () => ({ request: json('GET', '/api/docs/static/swagger-initializer.js') }),
    expect: { everyone: 200 },
  },

  // Projects ---------------------------------------------------------------------------------
  { route: 'GET /api/projects', build: async (w) => ({ request: json('GET', '/api/projects'), ids: [(await project(w)).id] }), expect: ownList },
  {
    route: 'POST /api/projects',
    // Naming company A: its members and root create there, another company's admin gets 404 (DESIGN §10).
    build: async (w) => ({ request: json('POST', '/api/projects', { name: 'Oak Towers', companyId: w.a.id }) }),
    expect: surveyCreate,
  },
  {
    route: 'GET /api/projects/:id',
    build: async (w) => {
      const p = await project(w);
      return { request: json('GET', `/api/projects/${p.id}`), ids: [p.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'PATCH /api/projects/:id',
    build: async (w) => {
      const p = await project(w);
      return { request: json('PATCH', `/api/projects/${p.id}`, { name: 'Renamed' }), ids: [p.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'DELETE /api/projects/:id',
    build: async (w) => ({ request: json('DELETE', `/api/projects/${(await project(w)).id}`) }),
    // survey-work §6: regular users create, rename and delete projects.
    expect: surveyDelete,
  },
  {
    route: 'GET /api/projects/:id/surveys',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/surveys`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'POST /api/projects/:id/surveys',
    build: async (w) => ({ request: json('POST', `/api/projects/${(await project(w)).id}/surveys`, { locationType: 'mdf' }) }),
    expect: childCreate,
  },
  {
    route: 'GET /api/projects/:id/photos.zip',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/photos.zip`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/projects/:id/exports/:file',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/exports/mdf.csv`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/projects/:id/quantities',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/quantities`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/projects/:id/report',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/report`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/projects/:id/report.pdf',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/report.pdf`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },

  // The property (issue 25) ----------------------------------------------------------------
  {
    route: 'GET /api/projects/:id/buildings',
    build: async (w) => {
      const b = await building(w);
      return { request: json('GET', `/api/projects/${b.projectId}/buildings`), ids: [b.id, b.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'POST /api/projects/:id/buildings',
    build: async (w) => ({ request: json('POST', `/api/projects/${(await project(w)).id}/buildings`, { name: 'North', lowestFloor: -1, highestFloor: 12 }) }),
    expect: childCreate,
  },
  {
    route: 'PATCH /api/buildings/:id',
    build: async (w) => {
      const b = await building(w);
      return { request: json('PATCH', `/api/buildings/${b.id}`, { name: 'South', highestFloor: 14 }), ids: [b.id, b.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'DELETE /api/buildings/:id',
    build: async (w) => ({ request: json('DELETE', `/api/buildings/${(await building(w)).id}`) }),
    expect: surveyDelete,
  },
  {
    route: 'GET /api/projects/:id/unit-types',
    build: async (w) => {
      const t = await unitType(w);
      return { request: json('GET', `/api/projects/${t.projectId}/unit-types`), ids: [t.id, t.plan.id, t.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'POST /api/projects/:id/unit-types',
    build: async (w) => ({ request: json('POST', `/api/projects/${(await project(w)).id}/unit-types`, { name: 'A1 · 1 bed', planSurveyId: randomUUID() }) }),
    expect: childCreate,
  },
  {
    route: 'PATCH /api/unit-types/:id',
    build: async (w) => {
      const t = await unitType(w);
      return { request: json('PATCH', `/api/unit-types/${t.id}`, { name: 'B2 · 2 bed' }), ids: [t.id, t.plan.id, t.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'DELETE /api/unit-types/:id',
    build: async (w) => ({ request: json('DELETE', `/api/unit-types/${(await unitType(w)).id}`) }),
    expect: surveyDelete,
  },
  {
    route: 'POST /api/projects/:id/units/bulk',
    build: async (w) => {
      const b = await building(w);
      return { request: json('POST', `/api/projects/${b.projectId}/units/bulk`, { buildingId: b.id, floors: { from: 1, to: 2 }, unitsPerFloor: 3, numbering: '{floor}{index:02}' }), ids: [b.id, b.projectId] };
    },
    // Another company's project is "not there (yet)" for a create under it, retryable (DESIGN §6), as for every create.
    expect: childCreate,
  },

  // Surveys ----------------------------------------------------------------------------------
  {
    route: 'POST /api/surveys',
    build: async (w) => ({ request: json('POST', '/api/surveys', { projectId: (await project(w)).id, locationType: 'idf' }) }),
    expect: childCreate,
  },
  {
    route: 'GET /api/surveys/:id',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/surveys/${s.id}`), ids: [s.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/surveys/:id/report.pdf',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/surveys/${s.id}/report.pdf`), ids: [s.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'PATCH /api/surveys/:id',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('PATCH', `/api/surveys/${s.id}`, { instanceName: 'MDF North', formData: { notes: 'Checked' } }), ids: [s.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'DELETE /api/surveys/:id',
    build: async (w) => ({ request: json('DELETE', `/api/surveys/${(await survey(w)).id}`) }),
    expect: surveyDelete,
  },
  {
    route: 'GET /api/surveys/:id/image',
    build: async (w) => {
      const s = await survey(w);
      const key = `bg-${randomUUID()}.png`;
      await w.blobs.put(key, await png, 'image/png');
      await w.db.update(surveys).set({ uploadedImageKey: key }).where(eq(surveys.id, s.id));
      return { request: json('GET', `/api/surveys/${s.id}/image`), ids: [s.id] };
    },
    expect: surveyWork,
  },

  // Review and handoff (issue 27) ------------------------------------------------------------
  {
    route: 'POST /api/surveys/:id/review',
    build: async (w) => {
      const p = await project(w);
      const s = await buildSurvey(w.db, { companyId: w.a.id, projectId: p.id, isCompleted: true, reviewState: 'pending' });
      return { request: json('POST', `/api/surveys/${s.id}/review`, { decision: 'approve' }), ids: [s.id] };
    },
    // The office's: a plain user may not.
    expect: companyAdmin,
  },
  {
    route: 'PUT /api/surveys/:id/assignee',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('PUT', `/api/surveys/${s.id}/assignee`, { userId: w.people.user.id }), ids: [s.id] };
    },
    expect: companyAdmin,
  },
  {
    route: 'PUT /api/buildings/:id/assignee',
    build: async (w) => {
      const b = await building(w);
      return { request: json('PUT', `/api/buildings/${b.id}/assignee`, { userId: w.people.user.id }), ids: [b.id] };
    },
    expect: companyAdmin,
  },
  { route: 'GET /api/me/work', build: async (w) => ({ request: json('GET', '/api/me/work'), ids: [(await survey(w)).id] }), expect: ownList },
  {
    route: 'GET /api/surveys/:id/comments',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/surveys/${s.id}/comments`), ids: [s.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'POST /api/surveys/:id/comments',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('POST', `/api/surveys/${s.id}/comments`, { text: 'Checked the rack' }), ids: [s.id] };
    },
    expect: surveyCreate,
  },
  {
    route: 'GET /api/surveys/:id/activity',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/surveys/${s.id}/activity`), ids: [s.id] };
    },
    expect: surveyWork,
  },
  { route: 'GET /api/me/notifications', build: async () => ({ request: json('GET', '/api/me/notifications') }), expect: ownList },
  { route: 'POST /api/me/notifications/read', build: async () => ({ request: json('POST', '/api/me/notifications/read', {}) }), expect: ownList },
  {
    route: 'PUT /api/me/devices/:deviceId',
    build: async () => ({ request: json('PUT', '/api/me/devices/phone-1', { label: 'Phone', pending: 0, oldestPendingAt: null }) }),
    expect: ownList,
  },
  {
    route: 'POST /api/projects/:id/complete',
    // An empty project is ready to hand over: every member may; another company's is not found.
    build: async (w) => {
      const p = await project(w);
      return { request: json('POST', `/api/projects/${p.id}/complete`, {}), ids: [p.id] };
    },
    expect: surveyWork,
  },

  // Photos -----------------------------------------------------------------------------------
  {
    route: 'GET /api/surveys/:id/photos',
    build: async (w) => {
      const p = await photo(w);
      return { request: json('GET', `/api/surveys/${p.surveyId}/photos`), ids: [p.id, p.surveyId] };
    },
    expect: surveyWork,
  },
  {
    route: 'POST /api/surveys/:id/photos',
    build: async (w) => {
      const s = await survey(w);
      const body = await multipart({ photo: { name: 'plan.png', type: 'image/png', bytes: await png }, fields: { elevationLevel: '1' } });
      return {
        request: { method: 'POST', url: `/api/surveys/${s.id}/photos`, headers: { 'content-type': body.contentType }, payload: body.payload },
        ids: [s.id],
      };
    },
    expect: childCreate,
  },
  {
    route: 'PUT /api/photos/:id',
    build: async (w) => {
      const p = await photo(w);
      return { request: json('PUT', `/api/photos/${p.id}`, { label: 'Rack 1' }), ids: [p.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'PUT /api/photos/:id/pin',
    build: async (w) => {
      const p = await photo(w);
      const own = (await w.db.select().from(surveys).where(eq(surveys.id, p.surveyId)))[0]!;
      const plan = await buildSurvey(w.db, { companyId: w.a.id, projectId: own.projectId, locationType: 'site-map' });
      return { request: json('PUT', `/api/photos/${p.id}/pin`, { surveyId: plan.id, x: 500, y: 400, direction: 90 }), ids: [p.id, plan.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'DELETE /api/photos/:id/pin',
    build: async (w) => {
      const p = await photo(w);
      return { request: json('DELETE', `/api/photos/${p.id}/pin`), ids: [p.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'DELETE /api/photos/:id',
    build: async (w) => ({ request: json('DELETE', `/api/photos/${(await photo(w)).id}`) }),
    expect: surveyDelete,
  },
  {
    route: 'GET /api/photos/:id',
    build: async (w) => {
      const p = await photo(w);
      return { request: json('GET', `/api/photos/${p.id}?size=thumb`), ids: [p.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/photos/:id/data',
    build: async (w) => {
      const p = await photo(w);
      return { request: json('GET', `/api/photos/${p.id}/data`), ids: [p.id] };
    },
    expect: surveyWork,
  },

  // Survey templates -------------------------------------------------------------------------
  {
    route: 'GET /api/survey-templates',
    build: async (w) => {
      const t = await buildTemplate(w.db, { companyId: w.a.id });
      return { request: json('GET', `/api/survey-templates?locationType=mdf&companyId=${w.a.id}`), ids: [t.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/survey-templates/:type/default',
    build: async (w) => {
      const t = await buildTemplate(w.db, { companyId: w.a.id, isDefault: true });
      return { request: json('GET', `/api/survey-templates/mdf/default?companyId=${w.a.id}`), ids: [t.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/survey-templates/:id',
    build: async (w) => {
      const t = await buildTemplate(w.db, { companyId: w.a.id });
      return { request: json('GET', `/api/survey-templates/${t.id}`), ids: [t.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'POST /api/survey-templates',
    build: async (w) => ({
      request: json('POST', '/api/survey-templates', {
        name: 'Acme MDF',
        locationType: 'mdf',
        fields: [{ name: 'rack', label: 'Rack', type: 'text', required: true }],
        isDefault: true,
        companyId: w.a.id,
      }),
    }),
    expect: companyAdmin,
  },
  {
    route: 'PATCH /api/survey-templates/:id',
    build: async (w) => {
      const t = await buildTemplate(w.db, { companyId: w.a.id });
      return { request: json('PATCH', `/api/survey-templates/${t.id}`, { name: 'Renamed' }), ids: [t.id] };
    },
    // A user may read the template but not change it: 403.
    expect: companyAdmin,
  },
  {
    route: 'PATCH /api/survey-templates/:id',
    variant: 'a global template',
    build: async (w) => {
      const t = await buildTemplate(w.db, { companyId: null });
      return { request: json('PATCH', `/api/survey-templates/${t.id}`, { name: 'Our own MDF' }) };
    },
    // DESIGN §10: an admin's save of a global template versions their own company's copy.
    expect: { user: 403, admin: 200, otherAdmin: 200, root: 200 },
  },

  // Dashboard --------------------------------------------------------------------------------
  { route: 'GET /api/stats', build: async (w) => ({ request: json('GET', '/api/stats'), ids: [(await project(w)).id] }), expect: ownList },

  // Companies --------------------------------------------------------------------------------
  { route: 'GET /api/companies', build: async () => ({ request: json('GET', '/api/companies') }), expect: ownList },
  {
    route: 'POST /api/companies',
    build: async () => ({ request: json('POST', '/api/companies', { name: 'Fresh Fiber', description: 'New' }) }),
    expect: { user: 403, admin: 403, otherAdmin: 403, root: 201 },
  },
  {
    route: 'PUT /api/companies/:id',
    build: async (w) => ({ request: json('PUT', `/api/companies/${w.a.id}`, { name: 'Acme Renamed' }) }),
    // Members see their company but only root changes it; another company's admin does not see it.
    expect: { user: 403, admin: 403, otherAdmin: 404, root: 200 },
  },
  {
    route: 'GET /api/companies/:id/quantity-settings',
    build: async (w) => ({ request: json('GET', `/api/companies/${w.a.id}/quantity-settings`) }),
    // Every member reads them (the editor offers the run kinds); another company's admin does not see it.
    expect: surveyWork,
  },
  {
    route: 'PUT /api/companies/:id/quantity-settings',
    build: async (w) => ({ request: json('PUT', `/api/companies/${w.a.id}/quantity-settings`, { allowances: { wastePercent: 5 } }) }),
    expect: companyAdmin,
  },
  // From survey to deal (issue 28) ---------------------------------------------------------
  {
    route: 'GET /api/projects/:id/checks',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/checks`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/companies/:id/check-settings',
    build: async (w) => ({ request: json('GET', `/api/companies/${w.a.id}/check-settings`) }),
    expect: surveyWork,
  },
  {
    route: 'PUT /api/companies/:id/check-settings',
    build: async (w) => ({ request: json('PUT', `/api/companies/${w.a.id}/check-settings`, { telecomRoomNaming: 'floor-letter' }) }),
    expect: companyAdmin,
  },
  {
    route: 'GET /api/companies/:id/price-list',
    build: async (w) => ({ request: json('GET', `/api/companies/${w.a.id}/price-list`) }),
    // Every member reads the prices its estimates are made from; another company never sees them.
    expect: surveyWork,
  },
  {
    route: 'PUT /api/companies/:id/price-list',
    build: async (w) => ({ request: json('PUT', `/api/companies/${w.a.id}/price-list`, { markupPercent: 10, items: [{ item: 'cat6', unit: 'ft', material: 0.5, labour: 0.75 }] }) }),
    expect: companyAdmin,
  },
  {
    route: 'GET /api/projects/:id/price-list',
    build: async (w) => {
      const p = await project(w);
      return { request: json('GET', `/api/projects/${p.id}/price-list`), ids: [p.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'PUT /api/projects/:id/price-list',
    build: async (w) => {
      const p = await project(w);
      return { request: json('PUT', `/api/projects/${p.id}/price-list`, { markupPercent: null, items: [{ item: 'DJ', unit: 'each', material: 4, labour: 10 }] }), ids: [p.id] };
    },
    expect: companyAdmin,
  },
  ...['', '.csv', '.xlsx'].map(
    (suffix): Case => ({
      route: `GET /api/projects/:id/estimate${suffix}`,
      build: async (w) => {
        const s = await survey(w);
        return { request: json('GET', `/api/projects/${s.projectId}/estimate${suffix}`), ids: [s.id, s.projectId] };
      },
      expect: surveyWork,
    }),
  ),
  {
    route: 'GET /api/projects/:id/labels.csv',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/labels.csv`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/surveys/:id/drawing.dxf',
    build: async (w) => {
      const p = await project(w);
      // A scaled drawing, so that an allowed read answers 200 rather than 422.
      const s = await buildSurvey(w.db, { companyId: w.a.id, projectId: p.id, locationType: 'site-map', markupScale: 0.1, markupElements: [{ id: 'r', type: 'conduit', x: 0, y: 0, x2: 100, y2: 0 }] });
      return { request: json('GET', `/api/surveys/${s.id}/drawing.dxf`), ids: [s.id] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/projects/:id/proposal.pdf',
    build: async (w) => {
      const s = await survey(w);
      return { request: json('GET', `/api/projects/${s.projectId}/proposal.pdf`), ids: [s.id, s.projectId] };
    },
    expect: surveyWork,
  },
  {
    route: 'GET /api/companies/:id/proposal-settings',
    build: async (w) => ({ request: json('GET', `/api/companies/${w.a.id}/proposal-settings`) }),
    expect: surveyWork,
  },
  {
    route: 'PUT /api/companies/:id/proposal-settings',
    build: async (w) => ({ request: json('PUT', `/api/companies/${w.a.id}/proposal-settings`, { terms: 'Valid for 30 days.' }) }),
    expect: companyAdmin,
  },
  {
    route: 'PUT /api/photos/:id',
    variant: 'starred for the proposal',
    build: async (w) => {
      const p = await photo(w);
      return { request: json('PUT', `/api/photos/${p.id}`, { starred: true }), ids: [p.id] };
    },
    expect: surveyWork,
  },
  // DEAL-CASES-END
  {
    route: 'DELETE /api/companies/:id',
    build: async (w, caller) => {
      // Root may only delete an empty company (409 otherwise), so root gets an empty one.
      const id = caller === 'root' ? (await buildCompany(w.db)).id : w.a.id;
      return { request: json('DELETE', `/api/companies/${id}`) };
    },
    expect: { user: 403, admin: 403, otherAdmin: 404, root: 204 },
  },

  // API tokens (issue 16) ---------------------------------------------------------------------
  {
    route: 'POST /api/admin/tokens',
    build: async (w) => ({ request: json('POST', '/api/admin/tokens', { name: 'Office sync', role: 'read-only', companyId: w.a.id }) }),
    expect: { user: 403, admin: 201, otherAdmin: 404, root: 201 },
  },
  {
    route: 'GET /api/admin/tokens',
    build: async (w) => {
      const [token] = await w.db.insert(apiTokens).values({ companyId: w.a.id, createdBy: w.people.admin.id, name: 'Listed', role: 'read-only', tokenHash: randomUUID(), prefix: 'rsr_listed' }).returning();
      return { request: json('GET', `/api/admin/tokens?companyId=${w.a.id}`), ids: [token!.id] };
    },
    expect: companyAdmin,
  },
  {
    route: 'DELETE /api/admin/tokens/:id',
    build: async (w) => {
      const [token] = await w.db.insert(apiTokens).values({ companyId: w.a.id, createdBy: w.people.admin.id, name: 'Revoked', role: 'read-only', tokenHash: randomUUID(), prefix: 'rsr_revoke' }).returning();
      return { request: json('DELETE', `/api/admin/tokens/${token!.id}`), ids: [token!.id] };
    },
    expect: { user: 403, admin: 204, otherAdmin: 404, root: 204 },
  },

  // Webhooks (issue 16) ----------------------------------------------------------------------
  {
    route: 'POST /api/admin/webhooks',
    build: async (w) => ({ request: json('POST', '/api/admin/webhooks', { url: 'https://example.com/hooks', events: ['photo.added'], companyId: w.a.id }) }),
    expect: { user: 403, admin: 201, otherAdmin: 404, root: 201 },
  },
  {
    route: 'GET /api/admin/webhooks',
    build: async (w) => {
      const hook = await webhookOf(w);
      return { request: json('GET', `/api/admin/webhooks?companyId=${w.a.id}`), ids: [hook.id] };
    },
    expect: companyAdmin,
  },
  {
    route: 'DELETE /api/admin/webhooks/:id',
    build: async (w) => {
      const hook = await webhookOf(w);
      return { request: json('DELETE', `/api/admin/webhooks/${hook.id}`), ids: [hook.id] };
    },
    expect: { user: 403, admin: 204, otherAdmin: 404, root: 204 },
  },
  {
    route: 'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
    build: async (w) => {
      const hook = await webhookOf(w);
      const [delivery] = await w.db
        .insert(webhookDeliveries)
        .values({ webhookId: hook.id, event: 'photo.added', payload: { id: randomUUID(), event: 'photo.added', createdAt: new Date().toISOString(), data: {} }, status: 'failed', attempts: 6 })
        .returning();
      return { request: json('POST', `/api/admin/webhooks/${hook.id}/deliveries/${delivery!.id}/redeliver`), ids: [hook.id, delivery!.id] };
    },
    expect: { user: 403, admin: 202, otherAdmin: 404, root: 202 },
  },

  // Users ------------------------------------------------------------------------------------
  {
    route: 'GET /api/admin/users',
    build: async (w) => ({ request: json('GET', `/api/admin/users?companyId=${w.a.id}`), ids: [(await member(w)).id] }),
    expect: companyAdmin,
  },
  {
    route: 'POST /api/admin/users',
    build: async (w) => ({ request: json('POST', '/api/admin/users', { email: freshEmail(), firstName: 'New', lastName: 'Member', role: 'user', companyId: w.a.id }) }),
    expect: { user: 403, admin: 201, otherAdmin: 404, root: 201 },
  },
  {
    route: 'PATCH /api/admin/users/:id/role',
    build: async (w) => {
      const m = await member(w);
      return { request: json('PATCH', `/api/admin/users/${m.id}/role`, { role: 'admin' }), ids: [m.id] };
    },
    expect: companyAdmin,
  },
  {
    route: 'PATCH /api/admin/users/:id/status',
    build: async (w) => {
      const m = await member(w);
      return { request: json('PATCH', `/api/admin/users/${m.id}/status`, { status: 'frozen' }), ids: [m.id] };
    },
    expect: companyAdmin,
  },
  {
    route: 'DELETE /api/admin/users/:id',
    build: async (w) => ({ request: json('DELETE', `/api/admin/users/${(await member(w)).id}`) }),
    expect: { user: 403, admin: 204, otherAdmin: 404, root: 204 },
  },

  // Invitations ------------------------------------------------------------------------------
  {
    route: 'GET /api/admin/invitations',
    build: async (w) => {
      const i = await buildInvitation(w.db, { companyId: w.a.id, email: freshEmail() });
      return { request: json('GET', `/api/admin/invitations?companyId=${w.a.id}`), ids: [i.id] };
    },
    expect: companyAdmin,
  },
  {
    route: 'POST /api/admin/invitations',
    build: async (w) => ({ request: json('POST', '/api/admin/invitations', { email: freshEmail(), role: 'user', companyId: w.a.id }) }),
    expect: { user: 403, admin: 201, otherAdmin: 404, root: 201 },
  },
  {
    route: 'DELETE /api/admin/invitations/:id',
    build: async (w) => ({ request: json('DELETE', `/api/admin/invitations/${(await buildInvitation(w.db, { companyId: w.a.id, email: freshEmail() })).id}`) }),
    expect: { user: 403, admin: 204, otherAdmin: 404, root: 204 },
  },
  {
    route: 'GET /api/invitations/:token',
    access: 'public',
    build: async (w) => ({ request: json('GET', `/api/invitations/${(await buildInvitation(w.db, { companyId: w.a.id, email: freshEmail() })).token}`) }),
    expect: { everyone: 200 },
  },
  {
    route: 'POST /api/invitations/:token/accept',
    build: async (w, caller) => {
      // Addressed to the caller, who already has a company (or is root): 409 (DESIGN §10).
      const email = caller === 'signedOut' ? freshEmail() : w.people[caller].email;
      const invitation = await buildInvitation(w.db, { companyId: w.a.id, email });
      return { request: json('POST', `/api/invitations/${invitation.token}/accept`) };
    },
    expect: { user: 409, admin: 409, otherAdmin: 409, root: 409 },
  },

  // Usage ------------------------------------------------------------------------------------
  { route: 'GET /api/admin/usage', build: async () => ({ request: json('GET', '/api/admin/usage') }), expect: { user: 403, admin: 200, otherAdmin: 200, root: 200 } },
  { route: 'GET /api/admin/usage/:companyId', build: async (w) => ({ request: json('GET', `/api/admin/usage/${w.a.id}`) }), expect: companyAdmin },
  {
    route: 'POST /api/admin/usage/:companyId/calculate',
    build: async (w) => ({ request: json('POST', `/api/admin/usage/${w.a.id}/calculate`) }),
    expect: companyAdmin,
  },
];

/** The status each caller must get (DESIGN §3, §10). */
function expectedStatus(c: Case, caller: Caller): number {
  const success = (role: Role) => ('everyone' in c.expect ? c.expect.everyone : c.expect[role]);
  if (c.access === 'public') return success('user');
  if (caller === 'signedOut' || caller === 'frozen') return 401;
  if (caller === 'mustChange') return c.access === 'password-change' ? success('user') : 403;
  return success(caller);
}

/** The catalogue code an authorization refusal must carry. */
function expectedCode(status: number, caller: Caller): string | undefined {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return caller === 'mustChange' ? 'PASSWORD_CHANGE_REQUIRED' : 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 424) return 'PARENT_NOT_FOUND';
  return undefined;
}

async function buildWorld(db: Db, blobs: BlobStore): Promise<World> {
  const a = await buildCompany(db, { name: 'Acme Networks' });
  const b = await buildCompany(db, { name: 'Rival Telecom' });
  const person = async (values: Parameters<typeof buildUser>[1]) => {
    const row = await buildUser(db, values);
    return { id: row.id, email: row.email, cookie: (await buildSession(db, row.id)).cookie };
  };
  const people = {
    user: await person({ companyId: a.id }),
    admin: await person({ companyId: a.id, role: 'admin' }),
    otherAdmin: await person({ companyId: b.id, role: 'admin' }),
    frozen: await person({ companyId: a.id }),
    mustChange: await person({ companyId: a.id, mustChangePassword: true }),
    root: await person({ role: 'root' }),
  };
  // Frozen after signing in: the session row stays, but no longer counts (DESIGN §3).
  await db.update(users).set({ status: 'frozen' }).where(eq(users.id, people.frozen.id));
  return { db, blobs, a, b, people };
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

function registeredApiRoutes(): string[] {
  const keys = new Set<string>();
  for (const route of registered) {
    for (const method of [route.method].flat()) {
      // HEAD mirrors GET; non-/api paths are health checks and the client's files.
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      keys.add(routeKey(method, route.url));
    }
  }
  return [...keys].sort();
}

let world: World;
beforeEach(async () => {
  world = await buildWorld(ctx.database.db, createFsBlobStore(path.join(ctx.config.dataDir, 'blobs')));
});

describe('authorization matrix', () => {
  it('has an expectation for every route the server registers, and none for a route it does not', () => {
    const routes = registeredApiRoutes();
    const covered = new Set(CASES.map((c) => c.route));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !covered.has(r)), 'routes without an expectation').toEqual([]);
    expect([...covered].filter((r) => !routes.includes(r)), 'expectations for routes the server does not have').toEqual([]);
    console.log(`authorization matrix: ${routes.length} routes × ${CALLERS.length} callers = ${routes.length * CALLERS.length} (${CASES.length} cases, ${CASES.length * CALLERS.length} requests)`);
  });

  for (const c of CASES) {
    it(`${c.route}${c.variant ? ` (${c.variant})` : ''}`, async () => {
      const failures: string[] = [];
      for (const caller of CALLERS) {
        const { request, ids = [] } = await c.build(world, caller);
        const cookie = caller === 'signedOut' ? undefined : world.people[caller].cookie;
        const response = await ctx.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
        const expected = expectedStatus(c, caller);
        const seen = `${request.method} ${request.url} as ${caller} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode !== expected) failures.push(`expected ${expected}: ${seen}`);
        if (response.statusCode >= 400) {
          const problem = catalogueProblem(response.statusCode, response.body);
          if (problem) failures.push(`${problem}: ${seen}`);
          const code = expectedCode(response.statusCode, caller);
          if (response.statusCode === expected && code && errorCode(response.body) !== code) failures.push(`expected code ${code}: ${seen}`);
        }
        // Another company's admin never learns of company A's records, even on an allowed call.
        if (caller === 'otherAdmin' && c.access !== 'public' && response.statusCode < 300) {
          const leaked = [world.a.id, ...ids].filter((id) => response.body.includes(id));
          if (leaked.length > 0) failures.push(`answer names company A's ${leaked.join(', ')}: ${seen}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

// Also when building the app failed before the unsubscribing hook above could run.
afterAll(() => {
  diagnostics.unsubscribe('fastify.initialization', onFastify);
});
