// Read keys are API paths (the default query function GETs the joined key); other features
// use the same keys, so the cache is shared.
export const PROJECTS_KEY = ['/api/projects'] as const;
export const STATS_KEY = ['/api/stats'] as const;
export const COMPANIES_KEY = ['/api/companies'] as const;
export const projectKey = (projectId: string) => ['/api/projects', projectId] as const;
export const projectSurveysKey = (projectId: string) => ['/api/projects', projectId, 'surveys'] as const;
