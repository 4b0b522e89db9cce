import { useMemo } from 'react';
import type { Survey } from '../../../../common/schemas/surveys';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useMarkupSurveyChoice } from '../hooks/use-markup-survey-choice';
import { unitIdOf } from '../../../../common/survey/unit-plans';
import { findFloorPlanSurvey, floorPlanInstanceName } from '../model/survey-selection';
import { MarkupEditor, type MarkupEditorProps } from './markup-editor';
import { FullScreenMarkupDialog } from './markup-editor-dialog';
import { ErrorState, floorPlanToMake, WaitingForSurveys, type PlanPinsSlot } from './markup-page';

export interface UnitMarkupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** The unit survey whose floor plan this is. */
  unit: Pick<Survey, 'id' | 'formData' | 'instanceNumber'>;
  /** The photos pinned on the floor plan (composed by the app). */
  planPins?: PlanPinsSlot | undefined;
}

/**
 * 'Open Unit Markup' in a unit's survey form: the unit's floor plan full screen, the same drawing
 * as its floor-plan page ('Unit {unitId} Floor Plan', linked to the unit, created on first open).
 */
export function UnitMarkupDialog({ open, onOpenChange, projectId, unit, planPins }: UnitMarkupDialogProps) {
  const unitId = unitIdOf(unit);
  return (
    <FullScreenMarkupDialog open={open} onOpenChange={onOpenChange} title={floorPlanInstanceName(unitId)}>
      {/* Mounted only while open, so a closed dialog never creates the floor-plan survey. */}
      <UnitFloorPlanEditor
        projectId={projectId}
        unitId={unitId}
        unitSurveyId={unit.id}
        unitNumber={unit.instanceNumber}
        onClose={() => onOpenChange(false)}
        planPins={planPins}
      />
    </FullScreenMarkupDialog>
  );
}

function UnitFloorPlanEditor(props: {
  projectId: string;
  unitId: string;
  unitSurveyId: string;
  unitNumber: number;
  onClose: () => void;
  planPins: PlanPinsSlot | undefined;
}) {
  const { projectId, unitId, unitSurveyId, unitNumber, onClose, planPins } = props;
  const newSurvey = useMemo(() => floorPlanToMake(unitSurveyId, unitNumber, unitId), [unitSurveyId, unitNumber, unitId]);
  const find = useMemo(() => (surveys: readonly Survey[]) => findFloorPlanSurvey(surveys, unitSurveyId), [unitSurveyId]);
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
  const surveyId = choice.surveyId;
  const editor = (pins: Pick<MarkupEditorProps, 'pins' | 'renderPinPhoto'>) => (
    <MarkupEditor {...pins} projectId={projectId} surveyId={surveyId} kind="floor-plan" unitId={unitId} onClose={onClose} className="min-h-0 flex-1" />
  );
  return planPins ? planPins({ projectId, surveyId }, editor) : editor({});
}
