import { DEFAULT_RUN_KIND, runFeet, type QuantityAllowances, type QuantityElement } from '../quantities';
import type { CheckFinding } from './types';

// TIA-568 (DESIGN §17): a copper channel carries its rated speed up to 90 m, patch cords
// included. A run is measured as the quantities measure it, allowances included: slack and
// risers are cable too.

/** The run kinds that are copper channels. */
export const COPPER_RUN_KINDS: ReadonlySet<string> = new Set(['cat5e', 'cat6', 'cat6a', 'home-run']);

export const CHANNEL_LIMIT_METRES = 90;
export const CHANNEL_WARNING_METRES = 85;
const METRES_PER_FOOT = 0.3048;

/** The finding for one run, if its channel is too long or close to it. */
export function checkChannelLength(
  element: QuantityElement,
  drawing: { surveyId: string; scale: number | null },
  allowances: QuantityAllowances,
): CheckFinding | null {
  const kind = element.kind || DEFAULT_RUN_KIND;
  if (!COPPER_RUN_KINDS.has(kind)) return null;
  const feet = runFeet(element, drawing.scale, allowances);
  if (feet === null) return null;
  const metres = feet * METRES_PER_FOOT;
  const length = `${feet.toFixed(1)} ft (${metres.toFixed(1)} m)`;
  if (metres > CHANNEL_LIMIT_METRES) {
    return {
      severity: 'error',
      rule: 'channel-length',
      surveyId: drawing.surveyId,
      elementId: element.id,
      message: `${length} with allowances: longer than the 90 m (295 ft) a copper channel may be (TIA-568).`,
    };
  }
  if (metres > CHANNEL_WARNING_METRES) {
    return {
      severity: 'warning',
      rule: 'channel-length',
      surveyId: drawing.surveyId,
      elementId: element.id,
      message: `${length} with allowances: close to the 90 m (295 ft) a copper channel may be (TIA-568).`,
    };
  }
  return null;
}
