import { useParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { UnitTypesPage } from '../../features/projects/components/unit-types-page';

/** '/projects/:projectId/unit-types': the project's unit types and their typical plans. */
export function UnitTypesRoute() {
  const { projectId = '' } = useParams();
  return (
    <>
      <AppHeader />
      <UnitTypesPage key={projectId} projectId={projectId} />
    </>
  );
}
