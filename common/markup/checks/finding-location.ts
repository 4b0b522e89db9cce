import { elementTypeName } from '../constants';
import { DEFAULT_RUN_KIND, isRun, runKindsOf, type QuantityDrawing, type RunKind } from '../quantities';
import type { CheckFinding } from './types';

// Where a standards finding is, in words (DESIGN §17): the crew report lists each with its
// drawing and element, as a reader finds them on the plans.

export interface LocatedFinding extends CheckFinding {
  /** "Unit 204 Floor Plan · Data Jack DJ3", "… · Cat6 run"; the drawing alone for a finding about the whole drawing. */
  where: string;
}

export function locateFindings(findings: readonly CheckFinding[], drawings: readonly QuantityDrawing[], runKinds: readonly RunKind[] = runKindsOf()): LocatedFinding[] {
  const kindNames = new Map(runKinds.map((kind) => [kind.id, kind.name]));
  const bySurvey = new Map(drawings.map((drawing) => [drawing.surveyId, drawing]));
  return findings.map((finding) => {
    const drawing = bySurvey.get(finding.surveyId);
    if (!drawing) return { ...finding, where: 'A drawing' };
    const element = finding.elementId ? drawing.elements.find((candidate) => candidate.id === finding.elementId) : undefined;
    if (!element) return { ...finding, where: drawing.name };
    const tag = (element as { tag?: string }).tag;
    const kind = element.kind || DEFAULT_RUN_KIND;
    const name = isRun(element) ? `${kindNames.get(kind) ?? kind} run` : elementTypeName(drawing.editor, element.type);
    return { ...finding, where: `${drawing.name} · ${tag ? `${name} ${tag}` : name}` };
  });
}
