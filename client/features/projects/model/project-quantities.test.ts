import { describe, expect, it } from 'vitest';
import { quantitiesFileName, quantitiesOfProject } from './project-quantities';

describe('the dashboard’s quantities', () => {
  it('are the drawings’ runs and markers as the device holds them', () => {
    const quantities = quantitiesOfProject({ slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 }, [
      {
        id: 'site',
        locationType: 'site-map',
        instanceName: 'Site Map',
        instanceNumber: 1,
        unitSurveyId: null,
        formData: {},
        markupScale: 0.05,
        markupElements: [
          { id: 'c', type: 'conduit', x: 100, y: 100, x2: 700, y2: 900 },
          { id: 'a', type: 'ap', x: 1, y: 1 },
        ],
      },
    ]);
    expect(quantities.runs).toMatchObject([{ kind: 'conduit', feet: 50, count: 1 }]);
    expect(quantities.points).toMatchObject([{ code: 'AP', count: 1 }]);
  });

  it('names the CSV file for a reader', () => {
    expect(quantitiesFileName('Oak Towers / Phase 2', new Date('2026-11-26T10:00:00Z'))).toBe('Oak-Towers-Phase-2-quantities-2026-11-26.csv');
  });
});
