// Read keys are API paths (the default query function GETs the joined key), shared with the
// other features through the cache: the same key is the same data.
export const PROJECTS_KEY = ['/api/projects'] as const;
export const projectKey = (projectId: string) => ['/api/projects', projectId] as const;
export const projectSurveysKey = (projectId: string) => ['/api/projects', projectId, 'surveys'] as const;
export const surveyKey = (surveyId: string) => ['/api/surveys', surveyId] as const;
