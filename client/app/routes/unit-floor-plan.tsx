import { useParams } from 'react-router';
import { UnitFloorPlanPage } from '../../features/markup/components/markup-page';
import { planPinsSlot } from '../plan-pins';

/** '/projects/:projectId/units/:unitId/floor-plan': a unit's floor-plan markup, full screen. */
export function UnitFloorPlanRoute() {
  const { projectId = '', unitId = '' } = useParams();
  return <UnitFloorPlanPage key={`${projectId}/${unitId}`} projectId={projectId} unitId={unitId} planPins={planPinsSlot} />;
}
