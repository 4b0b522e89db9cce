import { describe, expect, it } from 'vitest';
import { initialPlanId, planChoices, planName, unitOfSurvey, type PlanFinders, type PlanSurvey } from './plan-choices';

const PROJECT = 'a0000000-0000-4000-8000-000000000001';

function survey(id: string, overrides: Partial<PlanSurvey> = {}): PlanSurvey {
  return {
    id,
    projectId: PROJECT,
    locationType: 'mdf',
    locationId: id,
    instanceName: null,
    instanceNumber: 1,
    formData: {},
    markupElements: [],
    uploadedImage: null,
    unitSurveyId: null,
    createdAt: '2026-03-14T09:00:00.000Z',
    ...overrides,
  };
}

// The app hands in the markup editor's own choice; here, the first of each (which to prefer
// among several is the editor's rule, tested beside it).
const finders: PlanFinders<PlanSurvey> = {
  siteMap: (surveys) => surveys.find((s) => s.locationType === 'site-map'),
  floorPlan: (surveys, unitSurveyId) => surveys.find((s) => s.unitSurveyId === unitSurveyId),
};

const mdf = survey('mdf');
const unit = survey('unit', { locationType: 'unit', formData: { unitNumber: '204' }, instanceName: 'Unit 204' });
const floorPlan = survey('plan', { locationType: 'unit', unitSurveyId: 'unit', instanceName: 'Unit 204 Floor Plan' });
const siteMap = survey('site', { locationType: 'site-map', instanceName: 'Site Map' });

const ids = (choices: ReturnType<typeof planChoices>) => choices.plans.map((plan) => `${plan.kind}:${plan.survey.id}:${plan.name}`);

describe('planChoices: which plans a photo may go on', () => {
  it('a unit’s photo: its floor plan first, then the site map', () => {
    const choices = planChoices(unit, [mdf, unit, floorPlan, siteMap], finders);
    expect(ids(choices)).toEqual(['floor-plan:plan:Unit 204 Floor Plan', 'site-map:site:Site Map']);
    expect(choices.missing).toEqual([]);
  });

  it('never another unit’s floor plan', () => {
    const other = survey('unit-2', { locationType: 'unit', formData: { unitNumber: '305' } });
    const otherPlan = survey('plan-2', { locationType: 'unit', unitSurveyId: 'unit-2' });
    expect(ids(planChoices(other, [unit, floorPlan, other, otherPlan], finders))).toEqual(['floor-plan:plan-2:Unit 305 Floor Plan']);
  });

  it('a photo taken on a floor plan’s own page belongs to its unit', () => {
    expect(unitOfSurvey(floorPlan, [unit, floorPlan])).toBe(unit);
    expect(ids(planChoices(floorPlan, [unit, floorPlan, siteMap], finders))).toEqual(['floor-plan:plan:Unit 204 Floor Plan', 'site-map:site:Site Map']);
  });

  it('any other location’s photo: the site map only', () => {
    expect(ids(planChoices(mdf, [mdf, unit, floorPlan, siteMap], finders))).toEqual(['site-map:site:Site Map']);
    expect(unitOfSurvey(mdf, [mdf])).toBeUndefined();
  });

  it('says plainly when the project has no site map yet, with the way to start one', () => {
    expect(planChoices(mdf, [mdf], finders)).toEqual({
      plans: [],
      missing: [
        {
          kind: 'site-map',
          message: 'This project has no site map yet. Open Site Map to start one.',
          linkText: 'Open Site Map',
          href: `/projects/${PROJECT}/site-map`,
        },
      ],
    });
  });

  it('for a unit without a floor plan, names its floor plan and links to it', () => {
    const choices = planChoices(unit, [unit, siteMap], finders);
    expect(ids(choices)).toEqual(['site-map:site:Site Map']);
    expect(choices.missing).toEqual([
      {
        kind: 'floor-plan',
        message: 'Unit 204 has no floor plan yet. Open Unit 204 Floor Plan to start one.',
        linkText: 'Open Unit 204 Floor Plan',
        href: `/projects/${PROJECT}/units/204/floor-plan`,
      },
    ]);
    expect(planChoices(unit, [unit], finders).missing.map((plan) => plan.kind)).toEqual(['floor-plan', 'site-map']);
  });

  it('names a plan by its instance name, else as the editor does', () => {
    expect(planName(siteMap)).toBe('Site Map');
    expect(planName({ locationType: 'site-map', instanceName: '  ' })).toBe('Site Map');
    expect(planName({ locationType: 'unit', instanceName: null })).toBe('Floor Plan');
    const unnamed = survey('plan-3', { locationType: 'unit', unitSurveyId: 'unit' });
    expect(ids(planChoices(unit, [unit, unnamed], finders))).toEqual(['floor-plan:plan-3:Unit 204 Floor Plan']);
  });
});

describe('initialPlanId', () => {
  const choices = planChoices(unit, [unit, floorPlan, siteMap], finders);

  it('opens on the plan the photo is pinned on, else on the first choice', () => {
    expect(initialPlanId(choices, 'site')).toBe('site');
    expect(initialPlanId(choices, null)).toBe('plan');
    // Pinned on a plan that is no longer a choice (another site map was chosen since).
    expect(initialPlanId(choices, 'gone')).toBe('plan');
    expect(initialPlanId({ plans: [], missing: [] }, null)).toBeNull();
  });
});
