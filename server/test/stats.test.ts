import { describe, expect, it } from 'vitest';
import { photos } from '../db/schema';
import { buildTenants } from './actors';
import { completeDefaultForm } from './builders';
import { useTestApp } from './harness';

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('GET /api/stats', () => {
  it('answers 401 signed out', async () => {
    expect((await call('GET', '/api/stats')).statusCode).toBe(401);
  });

  it('counts the caller’s company only, with recent activity in words', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const empty = (await call('GET', '/api/stats', t.user.cookie)).json();
    expect(empty).toEqual({ activeProjects: 0, completedSurveys: 0, totalLocations: 0, photosCaptured: 0, overallProgress: 0, recentActivity: [] });

    const oak = (await call('POST', '/api/projects', t.user.cookie, { name: 'Oak Towers' })).json();
    const done = (await call('POST', '/api/projects', t.user.cookie, { name: 'Done Place', status: 'completed' })).json();
    await call('POST', '/api/projects', t.outsider.cookie, { name: 'Elsewhere' });
    const mdf = (await call('POST', `/api/projects/${oak.id}/surveys`, t.user.cookie, { locationType: 'mdf' })).json();
    await call('POST', `/api/projects/${oak.id}/surveys`, t.user.cookie, { locationType: 'unit' });
    await call('POST', `/api/projects/${done.id}/surveys`, t.user.cookie, { locationType: 'site-map' });
    await call('PATCH', `/api/surveys/${mdf.id}`, t.user.cookie, { formData: completeDefaultForm('mdf'), isCompleted: true });
    await ctx.database.db.insert(photos).values({
      companyId: t.company.id,
      surveyId: mdf.id,
      originalName: 'rack.jpg',
      mimeType: 'image/jpeg',
      size: 10,
      originalKey: 'a',
      displayKey: 'b',
      thumbKey: 'c',
    });

    const stats = (await call('GET', '/api/stats', t.admin.cookie)).json();
    expect(stats).toMatchObject({ activeProjects: 1, completedSurveys: 1, totalLocations: 2, photosCaptured: 1, overallProgress: 50 });
    expect(stats.recentActivity[0]).toMatchObject({ action: 'survey.complete', summary: 'Ana Diaz completed MDF 1 in Oak Towers', projectId: oak.id });
    expect(stats.recentActivity.map((a: { summary: string }) => a.summary)).toContain('Ana Diaz created project Oak Towers');
    expect(JSON.stringify(stats)).not.toContain('Elsewhere');

    const rootStats = (await call('GET', '/api/stats', t.root.cookie)).json();
    expect(rootStats.activeProjects).toBe(2);
  });

  it('shows a run of autosaves of one survey by one person once', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const oak = (await call('POST', '/api/projects', t.user.cookie, { name: 'Oak Towers' })).json();
    const mdf = (await call('POST', `/api/projects/${oak.id}/surveys`, t.user.cookie, { locationType: 'mdf' })).json();
    for (const building of ['A', 'B', 'C', 'D']) {
      expect((await call('PATCH', `/api/surveys/${mdf.id}`, t.user.cookie, { formData: { building } })).statusCode).toBe(200);
    }
    const { recentActivity } = (await call('GET', '/api/stats', t.user.cookie)).json();
    expect(recentActivity.map((a: { action: string }) => a.action)).toEqual(['survey.update', 'survey.create', 'project.create']);
  });
});
