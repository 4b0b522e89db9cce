import { CONDUIT_TRADE, DEFAULT_CABLE_DIAMETERS, EMT_INTERNAL, FALLBACK_CABLE_DIAMETER, JAM_RATIO, maxFillPercent, type TradeSize } from './conduit-tables';
import type { CableDiameter, CheckFinding } from './types';

// NEC Chapter 9 Table 1 (DESIGN §17): the cables in a conduit may fill 53 % of its inside area
// when there is one, 31 % for two, 40 % for more; three of a size that nearly fits across the
// conduit may jam at a bend.

export interface CabledRun {
  id: string;
  tradeSize?: TradeSize | undefined;
  cables?: readonly { kind: string; count: number }[] | undefined;
}

export interface ConduitFill {
  cableCount: number;
  /** The cables' cross-section over the conduit's inside area, in percent, to 0.1. */
  percent: number;
  maxPercent: number;
}

const diameterOf = (kind: string, catalogue: readonly CableDiameter[]) =>
  catalogue.find((cable) => cable.kind === kind)?.diameterInches ?? DEFAULT_CABLE_DIAMETERS[kind] ?? FALLBACK_CABLE_DIAMETER;

/** How full a run's conduit is; null when it has no trade size or no cables. */
export function conduitFill(run: CabledRun, catalogue: readonly CableDiameter[] = []): ConduitFill | null {
  if (!run.tradeSize || !run.cables || run.cables.length === 0) return null;
  let area = 0;
  let cableCount = 0;
  for (const cable of run.cables) {
    const diameter = diameterOf(cable.kind, catalogue);
    area += cable.count * Math.PI * (diameter / 2) ** 2;
    cableCount += cable.count;
  }
  const percent = Math.round((area / EMT_INTERNAL[run.tradeSize].area) * 1000) / 10;
  return { cableCount, percent, maxPercent: maxFillPercent(cableCount) };
}

/** The findings for one conduit run: over its fill, and three cables that may jam. */
export function checkConduitFill(run: CabledRun, surveyId: string, catalogue: readonly CableDiameter[] = []): CheckFinding[] {
  const fill = conduitFill(run, catalogue);
  if (!fill || !run.tradeSize || !run.cables) return [];
  const findings: CheckFinding[] = [];
  const size = `${run.tradeSize}" ${CONDUIT_TRADE}`;
  if (fill.percent > fill.maxPercent) {
    findings.push({
      severity: 'error',
      rule: 'conduit-fill',
      surveyId,
      elementId: run.id,
      message: `${fill.cableCount} cables fill ${fill.percent} % of ${size}; NEC Chapter 9 allows ${fill.maxPercent} %.`,
    });
  }
  if (fill.cableCount === 3) {
    const inside = EMT_INTERNAL[run.tradeSize].diameter;
    const jamming = run.cables.find((cable) => {
      const ratio = inside / diameterOf(cable.kind, catalogue);
      return ratio >= JAM_RATIO.min && ratio <= JAM_RATIO.max;
    });
    if (jamming) {
      const ratio = (inside / diameterOf(jamming.kind, catalogue)).toFixed(2);
      findings.push({
        severity: 'warning',
        rule: 'jam-ratio',
        surveyId,
        elementId: run.id,
        message: `Three cables in ${size} at a diameter ratio of ${ratio} (2.8–3.2) may jam at a bend.`,
      });
    }
  }
  return findings;
}
