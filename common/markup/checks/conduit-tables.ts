// NEC Chapter 9 (DESIGN §17): the numbers conduit fill is checked against. Data, not logic.

/** EMT trade sizes a run may be given, in inches as the trade writes them. */
export const TRADE_SIZES = ['1/2', '3/4', '1', '1-1/4', '1-1/2', '2', '2-1/2', '3', '3-1/2', '4'] as const;
export type TradeSize = (typeof TRADE_SIZES)[number];

/**
 * NEC Chapter 9 Table 4, Article 358 (EMT): internal diameter (in) and total area, 100 % (in²),
 * per trade size.
 */
export const EMT_INTERNAL: Readonly<Record<TradeSize, { diameter: number; area: number }>> = {
  '1/2': { diameter: 0.622, area: 0.304 },
  '3/4': { diameter: 0.824, area: 0.533 },
  '1': { diameter: 1.049, area: 0.864 },
  '1-1/4': { diameter: 1.38, area: 1.496 },
  '1-1/2': { diameter: 1.61, area: 2.036 },
  '2': { diameter: 2.067, area: 3.356 },
  '2-1/2': { diameter: 2.731, area: 5.858 },
  '3': { diameter: 3.356, area: 8.846 },
  '3-1/2': { diameter: 3.834, area: 11.545 },
  '4': { diameter: 4.334, area: 14.753 },
};

/** NEC Chapter 9 Table 1: the percent of a conduit's area cables may fill, by how many there are. */
export function maxFillPercent(cableCount: number): number {
  if (cableCount <= 1) return 53;
  if (cableCount === 2) return 31;
  return 40;
}

/**
 * Three cables may jam in a bend when the conduit's inside diameter is 2.8 to 3.2 times a
 * cable's (NEC Chapter 9, Informative Annex C note on jamming).
 */
export const JAM_RATIO = { min: 2.8, max: 3.2 } as const;

/**
 * Outside diameters (in) of common cables, used when the company's catalogue names none for a
 * kind: typical published values (Cat6 UTP 0.25 in, RG6 coax 0.27 in…).
 */
export const DEFAULT_CABLE_DIAMETERS: Readonly<Record<string, number>> = {
  cat5e: 0.21,
  cat6: 0.25,
  cat6a: 0.3,
  'home-run': 0.25,
  coax: 0.27,
  fiber: 0.25,
  innerduct: 1.0,
};

/** A cable kind's diameter when neither the catalogue nor the defaults know it: as a Cat6. */
export const FALLBACK_CABLE_DIAMETER = 0.25;

/** The conduit the tables above are for: trade sizes are read as EMT. */
export const CONDUIT_TRADE = 'EMT';
