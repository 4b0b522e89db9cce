import { useParams } from 'react-router';
import { SurveyTypePage } from '../../features/surveys/components/survey-type-page';

/** /projects/{projectId}/survey-types/{surveyType}. */
export function SurveyTypeRoute() {
  const { projectId = '', surveyType = '' } = useParams();
  // Keyed by type so switching types starts fresh (no leftover create state).
  return <SurveyTypePage key={`${projectId}/${surveyType}`} projectId={projectId} surveyType={surveyType} />;
}
