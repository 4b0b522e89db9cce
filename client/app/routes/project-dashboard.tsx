import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { AppHeader } from '../../components/app-header';
import { Button } from '../../components/ui/button';
import { ProjectDashboard } from '../../features/projects/components/project-dashboard';
import { useNewLocation } from '../../features/surveys/hooks/use-new-location';
import { useViewAs } from '../../lib/session';
import { useAssignablePeople } from '../assignable-people';
import { MakeAvailableOfflineButton } from '../make-available-offline-button';

/** '/projects/:projectId': the project dashboard under the shared header; '?pick=1' opens the New Location picker. */
export function ProjectDashboardRoute() {
  const { projectId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: Back from the new location's form returns to the dashboard without the picker.
  const [startPicking] = useState(() => searchParams.get('pick') === '1');
  useEffect(() => {
    if (startPicking) setSearchParams({}, { replace: true });
  }, [startPicking, setSearchParams]);
  const newLocation = useNewLocation(projectId);
  const { abilities } = useViewAs();
  // The office's review queue (issue 27): for those who decide.
  const reviews = abilities.administerOwnCompany || abilities.administerAllCompanies;
  const people = useAssignablePeople(projectId);
  return (
    <>
      <AppHeader />
      {/* A fresh dashboard per project, so no picker state carries over between projects. */}
      <ProjectDashboard
        key={projectId}
        projectId={projectId}
        renderActions={() => <MakeAvailableOfflineButton projectId={projectId} />}
        renderWorkLinks={() =>
          reviews && (
            <Button asChild variant="outline">
              <Link to={`/projects/${projectId}/review`}>
                <ClipboardCheck aria-hidden="true" />
                Review locations
              </Link>
            </Button>
          )
        }
        onCreateLocation={(type) => void newLocation.create({ type })}
        creatingLocation={newLocation.isPending}
        startPicking={startPicking}
        people={people}
      />
    </>
  );
}
