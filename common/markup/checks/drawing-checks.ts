import { EDITOR_CONFIGS, HIT_POINT_PADDING } from '../constants';
import { isCountedPoint, isRun, runVertices, type QuantityDrawing, type QuantityElement, type QuantityPoint } from '../quantities';
import type { CheckFinding } from './types';

// What makes the other checks blind (DESIGN §17): a drawing without scale has no lengths, and a
// run whose end is on no marker has no `from` or `to` for its label.

export function checkUnscaled(drawing: QuantityDrawing): CheckFinding | null {
  if (drawing.scale !== null && drawing.scale > 0) return null;
  const runs = drawing.elements.filter(isRun).length;
  if (runs === 0) return null;
  return {
    severity: 'warning',
    rule: 'unscaled-drawing',
    surveyId: drawing.surveyId,
    elementId: null,
    message: `${drawing.name} has ${runs} run(s) and no scale: their lengths are not checked or counted. Set its scale.`,
  };
}

/** The marker an end point is on (within its circle and the editor's hit padding), if any. */
export function markerAt(point: QuantityPoint, drawing: QuantityDrawing): QuantityElement | undefined {
  const config = EDITOR_CONFIGS[drawing.editor];
  return drawing.elements.find((element) => {
    if (!isCountedPoint(element)) return false;
    const radius = (element as { radius?: number }).radius ?? config.defaultRadius;
    return Math.hypot(element.x - point.x, element.y - point.y) <= radius + HIT_POINT_PADDING;
  });
}

/** A run's two ends' markers (undefined where an end is on none). */
export function runEnds(run: QuantityElement, drawing: QuantityDrawing): { from: QuantityElement | undefined; to: QuantityElement | undefined } {
  const vertices = runVertices(run);
  return { from: markerAt(vertices[0]!, drawing), to: markerAt(vertices[vertices.length - 1]!, drawing) };
}

export function checkLooseEnds(drawing: QuantityDrawing): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const element of drawing.elements) {
    if (!isRun(element)) continue;
    const { from, to } = runEnds(element, drawing);
    if (from && to) continue;
    const which = !from && !to ? 'Neither end of this run is on a marker' : !from ? 'The start of this run is on no marker' : 'The end of this run is on no marker';
    findings.push({
      severity: 'warning',
      rule: 'loose-run-end',
      surveyId: drawing.surveyId,
      elementId: element.id,
      message: `${which}: where it starts and ends is not known.`,
    });
  }
  return findings;
}
