import { memo } from 'react';
import type { CheckSeverity } from '../../../../common/markup/checks/types';
import type { EditorKind } from '../../../../common/markup/constants';
import { describeCheckMark } from '../../../../common/markup/render-svg';
import type { MarkupElement } from '../../../../common/markup/schema';
import { SvgShapes } from '../../../components/markup-shapes';

/**
 * The standards checks' marks on the canvas (issue 28), beneath the elements: a red or amber
 * halo along a run, a ring around a marker. Memoised as a whole: a pointer move or a drag (the
 * elements as before it) draws nothing again; the dragged element's mark waits for its drop.
 */
export const CheckMarks = memo(function CheckMarks({
  marks,
  elements,
  kind,
  unitsPerPixel,
  hiddenId,
}: {
  marks: ReadonlyMap<string, CheckSeverity>;
  elements: readonly MarkupElement[];
  kind: EditorKind;
  unitsPerPixel: number | undefined;
  hiddenId: string | null;
}) {
  if (marks.size === 0) return null;
  return (
    <g data-layer="check-marks">
      {elements.map((element) => {
        const severity = marks.get(element.id);
        if (!severity || element.id === hiddenId) return null;
        return (
          <g key={element.id} data-check-mark={element.id} data-severity={severity}>
            <SvgShapes shapes={describeCheckMark(element, kind, severity, unitsPerPixel)} />
          </g>
        );
      })}
    </g>
  );
});
