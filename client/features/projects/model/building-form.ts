import { HIGHEST_FLOOR } from '../../../../common/schemas/buildings';
import { LOWEST_FLOOR } from '../../../../common/survey/default-templates';
import { parseFloor } from './unit-setup';

export interface BuildingDraft {
  name: string;
  lowestFloor: string;
  highestFloor: string;
}

export type BuildingFormErrors = Partial<Record<keyof BuildingDraft, string>>;

export type BuildingFormResult = { ok: true; value: { name: string; lowestFloor: number; highestFloor: number } } | { ok: false; errors: BuildingFormErrors };

/** A building's form checked as the server checks it (common/schemas/buildings.ts), each field with its sentence. */
export function readBuildingForm(draft: BuildingDraft): BuildingFormResult {
  const errors: BuildingFormErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Give the building a name.';
  const floor = (text: string, key: 'lowestFloor' | 'highestFloor') => {
    const value = parseFloor(text);
    if (value === null) errors[key] = 'Enter a whole number (basements are negative: -1).';
    else if (value < LOWEST_FLOOR || value > HIGHEST_FLOOR) errors[key] = `Floors go from ${LOWEST_FLOOR} to ${HIGHEST_FLOOR}.`;
    return value;
  };
  const lowestFloor = floor(draft.lowestFloor, 'lowestFloor');
  const highestFloor = floor(draft.highestFloor, 'highestFloor');
  if (lowestFloor !== null && highestFloor !== null && !errors.lowestFloor && !errors.highestFloor && highestFloor < lowestFloor) {
    errors.highestFloor = 'The highest floor must not be below the lowest floor.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, lowestFloor: lowestFloor!, highestFloor: highestFloor! } };
}
