import { useParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { ProjectDashboard } from '../../features/projects/components/project-dashboard';
import { MakeAvailableOfflineButton } from '../make-available-offline-button';

/** '/projects/:projectId': the project dashboard under the shared header. */
export function ProjectDashboardRoute() {
  const { projectId = '' } = useParams();
  return (
    <>
      <AppHeader />
      {/* A fresh dashboard per project, so no picker state carries over between projects. */}
      <ProjectDashboard key={projectId} projectId={projectId} renderActions={() => <MakeAvailableOfflineButton projectId={projectId} />} />
    </>
  );
}
