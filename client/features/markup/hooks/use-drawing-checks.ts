import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CheckFinding } from '../../../../common/markup/checks/types';
import { effectiveAllowances } from '../../../../common/markup/quantities';
import { useCheckSettings } from '../../../lib/check-settings';
import { projectQueries } from '../../../lib/project-queries';
import { useQuantitySettings } from '../../../lib/quantity-settings';
import { drawingChecks } from '../model/drawing-checks';
import { measuringScale, typicalBeneath, type EditorStore } from '../model/editor-state';
import { useEditorState } from './use-editor-store';

/**
 * The drawing's standards checks as it is drawn (issue 28), with the project's allowances and
 * its company's cable catalogue once read (offline too). Computed when the elements change,
 * never on a pointer move: a drag keeps the elements from before it until it ends.
 */
export function useDrawingChecks(store: EditorStore, drawing: { projectId: string | null; surveyId: string | null; name: string }): CheckFinding[] {
  // An editor without a project (nothing to save to) checks with no allowances.
  const project = useQuery({ ...projectQueries.detail(drawing.projectId ?? ''), enabled: drawing.projectId !== null });
  const companyId = project.data?.companyId;
  const quantitySettings = useQuantitySettings(companyId);
  const checkSettings = useCheckSettings(companyId);
  const elements = useEditorState(store, (state) => state.history.transactionBase ?? state.history.present);
  const typical = useEditorState(store, (state) => state.typical);
  const scale = useEditorState(store, measuringScale);
  const kind = useEditorState(store, (state) => state.kind);
  const projectAllowances = project.data?.quantityAllowances;
  const companyAllowances = quantitySettings.data?.allowances;
  const settings = checkSettings.data;
  return useMemo(
    () =>
      drawingChecks(
        { surveyId: drawing.surveyId ?? '', name: drawing.name, kind, scale, elements, typicalElements: typicalBeneath(typical, elements) },
        {
          allowances: effectiveAllowances(projectAllowances, companyAllowances),
          cableCatalogue: settings?.cableCatalogue,
          telecomRoomNaming: settings?.telecomRoomNaming,
        },
      ),
    [drawing.surveyId, drawing.name, kind, scale, elements, typical, projectAllowances, companyAllowances, settings],
  );
}
