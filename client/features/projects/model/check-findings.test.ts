import { describe, expect, it } from 'vitest';
import { drawingLink, findingsInOrder } from './check-findings';

const survey = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  locationType: 'unit' as const,
  locationId: id,
  instanceName: null,
  unitSurveyId: null,
  isTypicalPlan: false,
  formData: {},
  instanceNumber: 1,
  unitNumber: null,
  ...extra,
});

describe('the checks on the dashboard', () => {
  it('lists errors before warnings, keeping the order within each', () => {
    const findings = [
      { severity: 'warning' as const, message: 'w1' },
      { severity: 'error' as const, message: 'e1' },
      { severity: 'warning' as const, message: 'w2' },
      { severity: 'error' as const, message: 'e2' },
    ];
    expect(findingsInOrder(findings).map((finding) => finding.message)).toEqual(['e1', 'e2', 'w1', 'w2']);
  });

  it("opens a finding's drawing: the site map, the unit's floor plan, the typical plans", () => {
    const surveys = [
      survey('site', { locationType: 'site-map' }),
      survey('unit-204', { unitNumber: '204' }),
      survey('plan-204', { unitSurveyId: 'unit-204', instanceName: 'Unit 204 Floor Plan' }),
      survey('typical', { isTypicalPlan: true, instanceName: 'Typical plan · A' }),
    ];
    expect(drawingLink('p1', 'site', surveys)).toEqual({ to: '/projects/p1/site-map', name: 'Site map' });
    expect(drawingLink('p1', 'plan-204', surveys)).toEqual({ to: '/projects/p1/units/204/floor-plan', name: 'Unit 204 Floor Plan' });
    expect(drawingLink('p1', 'typical', surveys)).toEqual({ to: '/projects/p1/unit-types', name: 'Typical plan · A' });
    expect(drawingLink('p1', 'gone', surveys)).toBeNull();
  });
});
