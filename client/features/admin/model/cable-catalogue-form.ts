import type { CheckSettings } from '../../../../common/schemas/checks';

// The cable catalogue as the company admin edits it (issue 28): one diameter box per run kind,
// empty for the common default. Pure: the form's texts in, the catalogue or each box's error out.

/** The largest outside diameter the schema takes, inches. */
export const MAX_CABLE_DIAMETER_INCHES = 6;

export type DiameterTexts = Record<string, string>;

export function diameterTexts(catalogue: CheckSettings['cableCatalogue']): DiameterTexts {
  return Object.fromEntries(catalogue.map((cable) => [cable.kind, String(cable.diameterInches)]));
}

/** The catalogue the texts say (kinds left empty use the default), or the boxes' errors. */
export function readCatalogue(kinds: readonly string[], texts: DiameterTexts): { catalogue: CheckSettings['cableCatalogue']; errors: Record<string, string> } {
  const catalogue: CheckSettings['cableCatalogue'] = [];
  const errors: Record<string, string> = {};
  for (const kind of kinds) {
    const text = (texts[kind] ?? '').trim();
    if (text === '') continue;
    const inches = Number(text);
    if (!Number.isFinite(inches) || inches <= 0) errors[kind] = 'Enter a diameter greater than 0, or leave it empty for the default.';
    else if (inches > MAX_CABLE_DIAMETER_INCHES) errors[kind] = `Enter at most ${MAX_CABLE_DIAMETER_INCHES} in.`;
    else catalogue.push({ kind, diameterInches: inches });
  }
  return { catalogue, errors };
}
