import { describe, expect, it } from 'vitest';
import {
  clampConduitWidth,
  clampIconSize,
  FLOOR_PLAN_CONFIG,
  labelFor,
  radiusFor,
  SITE_MAP_CONFIG,
} from './constants';

describe('editor configs (spec §9)', () => {
  it('site map: thresholds, default radius and tools', () => {
    expect(SITE_MAP_CONFIG).toMatchObject({ hitConduit: 3.75, pointFactor: 0.375, defaultRadius: 24 });
    expect(SITE_MAP_CONFIG.tools.map((t) => t.name)).toEqual(['Select', 'Conduit', 'IDF', 'MDF', 'Common', 'AP', 'Handhold', 'Power', 'Custom']);
  });

  it('floor plan: thresholds, default radius and tools', () => {
    expect(FLOOR_PLAN_CONFIG).toMatchObject({ hitConduit: 5, pointFactor: 0.5, defaultRadius: 32 });
    expect(FLOOR_PLAN_CONFIG.tools.map((t) => t.name)).toEqual(['Select', 'Run', 'Media Cabinet', 'Data Jack', 'Coax', 'AP', 'HomeRun', 'Power', 'Custom']);
  });

  it('labels per editor', () => {
    expect(['idf', 'mdf', 'common', 'ap', 'power', 'handheld', 'homerun'].map((t) => labelFor('site-map', t as never, undefined))).toEqual(['IDF', 'MDF', 'CM', 'AP', 'P', 'HH', 'HR']);
    expect(['mdf', 'idf', 'coax', 'ap', 'power', 'homerun', 'handheld'].map((t) => labelFor('floor-plan', t as never, undefined))).toEqual(['MC', 'DJ', 'C', 'AP', 'P', 'HR', 'HM']);
    expect(labelFor('site-map', 'custom', 'Gate')).toBe('Gate');
    expect(labelFor('site-map', 'conduit', 'x')).toBe('');
  });

  it('clamps the conduit width to 1-10 and the icon size to 16-64 in steps of 4', () => {
    expect([0, 1, 5.4, 10, 99, Number.NaN].map(clampConduitWidth)).toEqual([1, 1, 5, 10, 10, 3]);
    expect([0, 16, 17, 18, 63, 64, 100].map(clampIconSize)).toEqual([16, 16, 16, 20, 64, 64, 64]);
  });

  it('custom radius is 0.67 x the icon size; the others use the size itself', () => {
    expect(radiusFor('custom', 32)).toBe(21.44);
    expect(radiusFor('ap', 32)).toBe(32);
  });
});
