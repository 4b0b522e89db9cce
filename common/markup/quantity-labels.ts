import type { Place, QuantityAllowances } from './quantities';

// How quantities read, wherever they are shown (DESIGN §11: the dashboard, the drawing, the HTML
// and PDF reports show one table): one spelling of a place, a length and the allowances.

const feetNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A length in feet as a table cell shows it: '42.5', '1,204.0'. */
export function formatFeetNumber(feet: number): string {
  return feetNumber.format(feet);
}

/** A length as the drawing and the tables write it: '42.5 ft', '1,204.0 ft'. */
export function formatFeet(feet: number): string {
  return `${formatFeetNumber(feet)} ft`;
}

/** 'Building A, Floor 2', 'Floor -1', 'Building A', 'Site' (the site map's, placed nowhere in particular). */
export function placeName(place: Place): string {
  const parts = [place.building, place.floor === null ? null : `Floor ${place.floor}`].filter((part): part is string => part !== null && part !== '');
  return parts.length === 0 ? 'Site' : parts.join(', ');
}

/** 'Slack 3.0 ft per run end · floor to floor 10.0 ft · waste 10%'. */
export function allowancesText(allowances: QuantityAllowances): string {
  return `Slack ${formatFeet(allowances.slackFeetPerEnd)} per run end · floor to floor ${formatFeet(allowances.floorHeightFeet)} · waste ${allowances.wastePercent}%`;
}
