import { isRun, NO_ALLOWANCES, type QuantityAllowances, type QuantityDrawing } from '../quantities';
import { checkChannelLength } from './channel-length';
import { checkConduitFill, type CabledRun } from './conduit-fill';
import { checkLooseEnds, checkUnscaled } from './drawing-checks';
import { checkDuplicateIdentifiers, checkTelecomRoomNames } from './identifier-checks';
import type { CableDiameter, CheckFinding, TelecomRoomNaming } from './types';

// The project's standards checks (DESIGN §17), from the same drawings as its quantities
// (common/markup/project-drawings: typed units composed from their typical plans), on the
// server and on a device offline alike.

export interface CheckOptions {
  allowances?: QuantityAllowances;
  cableCatalogue?: readonly CableDiameter[];
  telecomRoomNaming?: TelecomRoomNaming;
}

/** Every finding once, errors first: a typical plan's run is drawn in each unit of its type but found once. */
export function projectChecks(drawings: readonly QuantityDrawing[], options: CheckOptions = {}): CheckFinding[] {
  const allowances = options.allowances ?? NO_ALLOWANCES;
  const found: CheckFinding[] = [];
  for (const drawing of drawings) {
    const unscaled = checkUnscaled(drawing);
    if (unscaled) found.push(unscaled);
    for (const element of drawing.elements) {
      if (!isRun(element)) continue;
      const length = checkChannelLength(element, drawing, allowances);
      if (length) found.push(length);
      found.push(...checkConduitFill(element as CabledRun, drawing.surveyId, options.cableCatalogue));
    }
    found.push(...checkLooseEnds(drawing));
  }
  found.push(...checkDuplicateIdentifiers(drawings), ...checkTelecomRoomNames(drawings, options.telecomRoomNaming ?? 'any'));
  const seen = new Set<string>();
  const once = found.filter((finding) => {
    const key = `${finding.rule}\u0000${finding.surveyId}\u0000${finding.elementId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...once.filter((f) => f.severity === 'error'), ...once.filter((f) => f.severity === 'warning')];
}
