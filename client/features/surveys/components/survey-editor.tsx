import type { ReactNode } from 'react';
import type { Survey } from '../../../../common/schemas/surveys';
import { AppHeader } from '../../../components/app-header';
import { LoadingScreen } from '../../../components/loading-screen';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import type { NamedPerson } from '../../../lib/person-name';
import { useProject } from '../../../lib/project-reads';
import { useSurvey } from '../api/get-survey';
import { PageMessage } from './survey-page-states';
import { SurveyForm } from './survey-form';

export interface SurveyEditorProps {
  projectId: string;
  surveyId: string;
  /** Extra navigation beside Back to Locations (the unit's markup), composed in by the app. */
  renderActions?: (survey: Survey) => ReactNode;
  /** What follows the form (photos), composed in by the app. */
  renderAfter?: (survey: Survey) => ReactNode;
  /** A button at the start of the form's sticky action bar (take photos), composed in by the app. */
  barAction?: ReactNode;
  /** A page the app shows instead of the form for this survey (the site map's markup), or null for the form. */
  renderInstead?: (survey: Survey, serverSurvey: Survey, projectName: string | undefined) => ReactNode;
  /** The labels of the survey's photos (for its photo fields), composed in by the app; undefined while not known. */
  photoLabels?: readonly (string | null)[] | undefined;
  /** The company's people, for the office, so the assignee shows by name; undefined for surveyors. */
  people?: readonly NamedPerson[] | undefined;
}

/** /projects/{projectId}/surveys/{surveyId}: loads the survey, then shows its form. */
export function SurveyEditor({ projectId, surveyId, renderActions, renderAfter, barAction, renderInstead, photoLabels, people }: SurveyEditorProps) {
  const survey = useSurvey(surveyId);
  const project = useProject(projectId);

  if (survey.data && survey.base) {
    const instead = renderInstead?.(survey.data, survey.base, project.data?.name);
    if (instead) return instead;
    return (
      <SurveyForm
        key={survey.data.id}
        survey={survey.data}
        serverSurvey={survey.base}
        projectId={projectId}
        projectName={project.data?.name}
        renderActions={renderActions}
        renderAfter={renderAfter}
        barAction={barAction}
        photoLabels={photoLabels}
        people={people}
      />
    );
  }
  if (survey.isError) {
    const missing = isApiError(survey.error) && survey.error.status === 404;
    return (
      <>
        <AppHeader />
        <PageMessage
          title={missing ? 'Survey not found' : 'The survey could not be loaded'}
          description={missing ? 'This location may have been deleted.' : 'Check your connection and try again.'}
          backTo={`/projects/${projectId}`}
          backLabel="Back to Dashboard"
          action={missing ? undefined : <Button onClick={() => void survey.refetch()}>Try again</Button>}
        />
      </>
    );
  }
  if (survey.fetchStatus === 'paused') {
    // No connection and never opened on this device.
    return (
      <>
        <AppHeader />
        <PageMessage
          title="Not on this device"
          description="This location was not opened here before the connection was lost. It opens as soon as the connection is back; use “Make available offline” on a project to keep all of it on this device."
          backTo={`/projects/${projectId}`}
          backLabel="Back to Dashboard"
        />
      </>
    );
  }
  return (
    <>
      <AppHeader />
      <LoadingScreen label="Loading survey..." />
    </>
  );
}
