import type { EditorKind } from '../../../../common/markup/constants';
import { projectChecks, type CheckOptions } from '../../../../common/markup/checks/project-checks';
import type { CheckFinding, CheckSeverity } from '../../../../common/markup/checks/types';
import type { MarkupElement } from '../../../../common/markup/schema';

// The standards checks of the drawing being edited (issue 28), with the same pure functions as
// GET /api/projects/{id}/checks, on the device: offline too, and as the surveyor draws. Only this
// drawing is known here, so identifiers are checked within it; the dashboard checks the project.

export interface EditedDrawing {
  surveyId: string;
  name: string;
  kind: EditorKind;
  /** Feet per canvas unit (a unit's typical plan's, for a unit of a type); null: not scaled. */
  scale: number | null;
  /** The drawing's own elements, and the typical plan's beneath them (a unit of a type). */
  elements: readonly MarkupElement[];
  typicalElements: readonly MarkupElement[];
}

export function drawingChecks(drawing: EditedDrawing, options: CheckOptions): CheckFinding[] {
  return projectChecks(
    [
      {
        surveyId: drawing.surveyId,
        name: drawing.name,
        editor: drawing.kind,
        scale: drawing.scale,
        building: null,
        floor: null,
        elements: [...drawing.typicalElements, ...drawing.elements],
      },
    ],
    options,
  );
}

export interface CheckCounts {
  errors: number;
  warnings: number;
}

export function checkCounts(findings: readonly CheckFinding[]): CheckCounts {
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  return { errors, warnings: findings.length - errors };
}

/** "2 errors, 1 warning"; null when there is nothing to say. */
export function checkCountText({ errors, warnings }: CheckCounts): string | null {
  const parts = [
    errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : null,
    warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Each marked element's worst finding: what its mark on the canvas shows. */
export function worstByElement(findings: readonly CheckFinding[]): ReadonlyMap<string, CheckSeverity> {
  const marks = new Map<string, CheckSeverity>();
  for (const finding of findings) {
    if (finding.elementId === null) continue;
    if (marks.get(finding.elementId) !== 'error') marks.set(finding.elementId, finding.severity);
  }
  return marks;
}

/** One element's findings, errors first (as the list has them). */
export function findingsOf(findings: readonly CheckFinding[], elementId: string): CheckFinding[] {
  return findings.filter((finding) => finding.elementId === elementId);
}
