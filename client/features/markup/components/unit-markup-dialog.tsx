import { useMemo } from 'react';
import type { Survey } from '../../../../common/schemas/surveys';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useMarkupSurveyChoice } from '../hooks/use-markup-survey-choice';
import { findFloorPlanSurvey, floorPlanInstanceName } from '../model/survey-selection';
import { MarkupEditor } from './markup-editor';
import { FullScreenMarkupDialog } from './markup-editor-dialog';
import { ErrorState, WaitingForSurveys } from './markup-page';

export interface UnitMarkupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  unitId: string;
}

/**
 * 'Open Unit Markup' in a unit's survey form: the unit's floor plan full screen, the same drawing
 * as its floor-plan page ('Unit {unitId} Floor Plan', created on first open).
 */
export function UnitMarkupDialog({ open, onOpenChange, projectId, unitId }: UnitMarkupDialogProps) {
  return (
    <FullScreenMarkupDialog open={open} onOpenChange={onOpenChange} title={floorPlanInstanceName(unitId)}>
      {/* Mounted only while open, so a closed dialog never creates the floor-plan survey. */}
      <UnitFloorPlanEditor projectId={projectId} unitId={unitId} onClose={() => onOpenChange(false)} />
    </FullScreenMarkupDialog>
  );
}

function UnitFloorPlanEditor({ projectId, unitId, onClose }: { projectId: string; unitId: string; onClose: () => void }) {
  const newSurvey = useMemo(
    () => ({ locationType: 'unit' as const, locationId: unitId, instanceName: floorPlanInstanceName(unitId) }),
    [unitId],
  );
  const find = useMemo(() => (surveys: readonly Survey[]) => findFloorPlanSurvey(surveys, unitId), [unitId]);
  const choice = useMarkupSurveyChoice(projectId, find, newSurvey);

  if (choice.error) return <ErrorState message="The floor plan could not be opened." onRetry={choice.retry} />;
  if (choice.waiting || choice.surveyId === null) {
    return (
      <WaitingForSurveys
        label={choice.isCreating || !choice.waiting ? 'Initializing floor plan...' : 'Loading...'}
        offline={choice.offline}
        back={
          <Button variant="outline" onClick={onClose}>
            <ArrowLeft aria-hidden="true" />
            Back to the survey
          </Button>
        }
      />
    );
  }
  return (
    <MarkupEditor projectId={projectId} surveyId={choice.surveyId} kind="floor-plan" unitId={unitId} onClose={onClose} className="min-h-0 flex-1" />
  );
}
