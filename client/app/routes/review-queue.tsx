import { useParams } from 'react-router';
import { ReviewQueuePage } from '../../features/surveys/components/review-queue-page';

/** /projects/{projectId}/review. */
export function ReviewQueueRoute() {
  const { projectId = '' } = useParams();
  return <ReviewQueuePage key={projectId} projectId={projectId} />;
}
