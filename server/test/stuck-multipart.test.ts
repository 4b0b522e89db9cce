import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTenantsWithSurvey } from './actors';
import { useTestApp } from './harness';
import { noisyJpeg } from './image-fixtures';

// A one-second window, so that a parser that stops is noticed within two.
const ctx = useTestApp({ UPLOAD_STALL_SECONDS: '1' });

describe('a multipart body the parser chokes on', () => {
  it('answers 400 instead of never: a part with no headers, bigger than the parser’s buffer', async () => {
    const { tenants, surveyId } = await buildTenantsWithSurvey(ctx.app, ctx.database.db);
    const jpeg = await noisyJpeg(400, 300);
    expect(jpeg.length).toBeGreaterThan(17_000);
    const boundary = 'RiserBoundary';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\n\r\n`), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    // On the parser alone this request was never answered: any signed-in user could hold connections with it.
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/surveys/${surveyId}/photos`,
      headers: { cookie: tenants.user.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The upload is not valid multipart/form-data.' });
    expect(await readdir(path.join(ctx.config.dataDir, 'tmp')).catch(() => [])).toEqual([]);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: tenants.user.cookie } });
    expect(listed.json()).toEqual([]);
  });
});
