import { useParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { BuildingPage } from '../../features/projects/components/building-page';

/** '/projects/:projectId/buildings/new': a new building, then its units. */
export function NewBuildingRoute() {
  const { projectId = '' } = useParams();
  return (
    <>
      <AppHeader />
      <BuildingPage key="new" projectId={projectId} buildingId={null} />
    </>
  );
}

/** '/projects/:projectId/buildings/:buildingId': a building's name and floors, and its Units step. */
export function BuildingRoute() {
  const { projectId = '', buildingId = '' } = useParams();
  return (
    <>
      <AppHeader />
      <BuildingPage key={buildingId} projectId={projectId} buildingId={buildingId} />
    </>
  );
}
