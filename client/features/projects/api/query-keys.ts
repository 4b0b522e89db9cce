// Read keys are API paths (the default query function GETs the joined key); other features
// use the same keys, so the cache is shared.
export const COMPANIES_KEY = ['/api/companies'] as const;
