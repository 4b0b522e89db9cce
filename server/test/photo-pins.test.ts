import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { multipart, orientedJpeg } from './image-fixtures';
import { useTestApp } from './harness';

// Photos pinned on the plan (issue 13, DESIGN §5): a photo of a project is pinned on its site
// map or a unit's floor plan with the way the camera looked; pins are numbered per plan (also
// when pinned at the same moment), shown with the photo wherever it is answered, and drawn with
// their numbers on the plan in the report.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

const create = async (payload: object, project = projectId) => {
  const response = await call('POST', `/api/projects/${project}/surveys`, t.user.cookie, payload);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
};

async function upload(surveyId: string, name = 'rack.jpg') {
  const body = await multipart({ photo: { name, type: 'image/jpeg', bytes: await orientedJpeg() }, fields: { elevationLevel: '2' } });
  const response = await ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { 'content-type': body.contentType, cookie: t.user.cookie }, payload: body.payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

const pin = (photoId: string, body: object) => call('PUT', `/api/photos/${photoId}/pin`, t.user.cookie, body);

async function unitWithPlan(unitNumber = '204') {
  const unit = await create({ locationType: 'unit', formData: { unitNumber } });
  const plan = await create({ locationType: 'unit', unitSurveyId: unit.id });
  return { unit, plan };
}

describe('photos pinned on a plan', () => {
  it('pins a photo where it was taken, numbered per plan; moved on its plan it keeps its number; unpinned it has none', async () => {
    const { unit, plan } = await unitWithPlan();
    const siteMap = await create({ locationType: 'site-map' });
    const first = await upload(unit.id, 'kitchen.jpg');
    const second = await upload(unit.id, 'closet.jpg');

    const pinned = await pin(first.id, { surveyId: plan.id, x: 400, y: 300, direction: 90 });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().pin).toEqual({ surveyId: plan.id, x: 400, y: 300, direction: 90, number: 1 });
    expect((await pin(second.id, { surveyId: plan.id, x: 900, y: 700 })).json().pin).toEqual({ surveyId: plan.id, x: 900, y: 700, direction: null, number: 2 });
    expect((await pin(first.id, { surveyId: plan.id, x: 450, y: 320, direction: 180 })).json().pin).toMatchObject({ x: 450, direction: 180, number: 1 });
    // Another plan numbers its own pins.
    expect((await pin(second.id, { surveyId: siteMap.id, x: 10, y: 10 })).json().pin).toMatchObject({ surveyId: siteMap.id, number: 1 });

    // Wherever the photo is answered, the pin comes with it.
    const listed = (await call('GET', `/api/surveys/${unit.id}/photos`, t.user.cookie)).json() as { id: string; pin: unknown }[];
    expect(listed.find((p) => p.id === first.id)?.pin).toMatchObject({ surveyId: plan.id, number: 1 });
    const inSurveys = (await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json() as { id: string; photos: { id: string; pin: unknown }[] }[];
    expect(inSurveys.find((s) => s.id === unit.id)!.photos.find((p) => p.id === second.id)?.pin).toMatchObject({ surveyId: siteMap.id, number: 1 });

    const unpinned = await call('DELETE', `/api/photos/${first.id}/pin`, t.user.cookie);
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json().pin).toBeNull();
    expect((await call('DELETE', `/api/photos/${first.id}/pin`, t.user.cookie)).json().pin).toBeNull();
  });

  it('refuses a plan of another project, a location that is not a plan, a point off the canvas, and another company’s photo', async () => {
    const { unit, plan } = await unitWithPlan();
    const mdf = await create({ locationType: 'mdf' });
    const elsewhere = await create({ locationType: 'site-map' }, (await buildProject(ctx.database.db, { companyId: t.company.id })).id);
    const photo = await upload(unit.id);
    const refused = [
      [await pin(photo.id, { surveyId: elsewhere.id, x: 1, y: 1 }), 424, 'PARENT_NOT_FOUND'],
      [await pin(photo.id, { surveyId: mdf.id, x: 1, y: 1 }), 400, 'VALIDATION_FAILED'],
      [await pin(photo.id, { surveyId: unit.id, x: 1, y: 1 }), 400, 'VALIDATION_FAILED'],
      [await pin(photo.id, { surveyId: plan.id, x: 2001, y: 1 }), 400, 'VALIDATION_FAILED'],
      [await pin(photo.id, { surveyId: plan.id, x: 1, y: 1, direction: 400 }), 400, 'VALIDATION_FAILED'],
      [await call('PUT', `/api/photos/${photo.id}/pin`, t.outsider.cookie, { surveyId: plan.id, x: 1, y: 1 }), 404, 'NOT_FOUND'],
    ] as const;
    for (const [response, status, code] of refused) {
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect((await call('GET', `/api/surveys/${unit.id}/photos`, t.user.cookie)).json()[0].pin).toBeNull();
  });

  it('numbers pins placed at the same moment once each', async () => {
    const { unit, plan } = await unitWithPlan();
    const photos = [];
    for (let n = 0; n < 6; n++) photos.push(await upload(unit.id, `p${n}.jpg`));
    const answers = await Promise.all(photos.map((photo, n) => pin(photo.id, { surveyId: plan.id, x: 100 * (n + 1), y: 100 })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.map((a) => a.json().pin.number as number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws the pins with their numbers on the plan in the report, and names the pin under the photo', async () => {
    const { unit, plan } = await unitWithPlan();
    const photo = await upload(unit.id, 'panel.jpg');
    await pin(photo.id, { surveyId: plan.id, x: 400, y: 300, direction: 45 });
    const html = (await call('GET', `/api/projects/${projectId}/report`, t.user.cookie)).body;
    expect(html).toContain('<g data-pin="1">');
    expect(html).toContain('Floor plan markup · 0 elements · 1 photo pinned');
    expect(html).toContain('<span class="pin-ref">Pin 1 on Unit 204 Floor Plan</span>');
  });

  it('loses its pin when its plan is deleted', async () => {
    const { unit, plan } = await unitWithPlan();
    const photo = await upload(unit.id);
    await pin(photo.id, { surveyId: plan.id, x: 400, y: 300 });
    expect((await call('DELETE', `/api/surveys/${plan.id}`, t.user.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/surveys/${unit.id}/photos`, t.user.cookie)).json()[0].pin).toBeNull();
  });
});
