import { useParams } from 'react-router';
import { TypicalPlanPage } from '../../features/markup/components/markup-page';
import { planPinsSlot } from '../plan-pins';

/** '/projects/:projectId/unit-types/:unitTypeId/plan': a unit type's typical plan, full screen (DESIGN §15). */
export function TypicalPlanRoute() {
  const { projectId = '', unitTypeId = '' } = useParams();
  return <TypicalPlanPage key={`${projectId}/${unitTypeId}`} projectId={projectId} unitTypeId={unitTypeId} planPins={planPinsSlot} />;
}
