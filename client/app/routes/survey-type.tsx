import { useParams } from 'react-router';
import { SurveyTypePage } from '../../features/surveys/components/survey-type-page';
import { useAssignablePeople } from '../assignable-people';

/** /projects/{projectId}/survey-types/{surveyType}; the office assigns its locations from here. */
export function SurveyTypeRoute() {
  const { projectId = '', surveyType = '' } = useParams();
  const people = useAssignablePeople(projectId);
  // Keyed by type so switching types starts fresh (no leftover create state).
  return <SurveyTypePage key={`${projectId}/${surveyType}`} projectId={projectId} surveyType={surveyType} people={people} />;
}
