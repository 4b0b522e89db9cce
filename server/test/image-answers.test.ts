import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenantsWithSurvey, type Tenants } from './actors';
import { multipart, noisyJpeg, orientedJpeg, smallPng } from './image-fixtures';
import { useTestApp } from './harness';

const ctx = useTestApp();

let t: Tenants;
let surveyId: string;
beforeEach(async () => {
  ({ tenants: t, surveyId } = await buildTenantsWithSurvey(ctx.app, ctx.database.db));
});

async function upload(bytes: Buffer, name: string, type = 'image/jpeg') {
  const body = await multipart({ photo: { name, type, bytes }, fields: { elevationLevel: '0' } });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/surveys/${surveyId}/photos`,
    headers: { 'content-type': body.contentType, cookie: t.user.cookie },
    payload: body.payload,
  });
}

const getImage = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: t.user.cookie } });

// A file that is a valid JPEG and, read as HTML, a page that runs a script.
const polyglot = async () => Buffer.concat([await orientedJpeg(), Buffer.from('<html><script>alert(1)</script></html>')]);

describe('image answers', () => {
  it('a JPEG/HTML polyglot named x.html comes back as a download named x.jpg that a browser will not run', async () => {
    const uploaded = await upload(await polyglot(), 'x.html');
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json();

    const original = await getImage(photo.urls.original);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['content-disposition']).toBe(`attachment; filename="x.jpg"; filename*=UTF-8''x.jpg`);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // The original is kept byte for byte.
    expect(original.rawPayload.equals(await polyglot())).toBe(true);

    for (const url of [photo.urls.display, photo.urls.thumb]) {
      const derived = await getImage(url);
      expect(derived.headers['content-type']).toBe('image/jpeg');
      expect(derived.headers['content-disposition']).toBe('inline');
      expect(derived.headers['x-content-type-options']).toBe('nosniff');
      expect(derived.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });

  it('names a download by the stored type, keeping a name in any script', async () => {
    const png = (await upload(await smallPng(), 'Plan d’étage «B».jpeg', 'image/png')).json();
    const original = await getImage(png.urls.original);
    expect(original.headers['content-disposition']).toBe(
      `attachment; filename="Plan d_etage _B_.png"; filename*=UTF-8''${encodeURIComponent('Plan d’étage «B»')}.png`,
    );
    const unnamed = (await upload(await orientedJpeg(), '.html')).json();
    expect((await getImage(unnamed.urls.original)).headers['content-disposition']).toBe(`attachment; filename="photo.jpg"; filename*=UTF-8''photo.jpg`);
  });

  it('a survey background is served so that no browser runs it', async () => {
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/surveys/${surveyId}`,
      headers: { cookie: t.user.cookie },
      payload: { uploadedImage: `data:image/jpeg;base64,${(await polyglot()).toString('base64')}` },
    });
    expect(patched.statusCode).toBe(200);
    const image = await getImage(patched.json().uploadedImage);
    expect(image.statusCode).toBe(200);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('images that cannot be decoded', () => {
  const truncated = async () => {
    const jpeg = await noisyJpeg();
    return jpeg.subarray(0, Math.floor(jpeg.length / 2));
  };

  it('a truncated photo answers 422 with a message for people and nothing of the image library', async () => {
    const response = await upload(await truncated(), 'rack.jpg');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.message).toMatch(/damaged|incomplete|could not/i);
    expect(body.details?.reason).toBeUndefined();
    expect(response.body).not.toMatch(/vips|sharp/i);
  });

  it('a truncated background answers 422 the same way', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/surveys/${surveyId}`,
      headers: { cookie: t.user.cookie },
      payload: { uploadedImage: `data:image/jpeg;base64,${(await truncated()).toString('base64')}` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details?.reason).toBeUndefined();
    expect(response.body).not.toMatch(/vips|sharp/i);
  });
});
