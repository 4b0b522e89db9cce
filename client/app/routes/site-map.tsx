import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SiteMapPage, type PlanPinsSlot } from '../../features/markup/components/markup-page';
import { SiteMapNameAsk } from '../../features/surveys/components/site-map-name-ask';
import { planPinsSlot } from '../plan-pins';
import { createLocationRenderer } from '../marker-locations';

/** The site map's photo pins, under the question of its Site Name on first open (issue 25). */
const siteMapSlot: PlanPinsSlot = (plan, editor) => <SiteMapNameAsk projectId={plan.projectId} surveyId={plan.surveyId}>{planPinsSlot(plan, editor)}</SiteMapNameAsk>;

/** '/projects/:projectId/site-map': the project's site-map markup, full screen. */
export function SiteMapRoute() {
  const { projectId = '' } = useParams();
  // A site-map marker may stand for a new location, made as the surveys feature makes one.
  const renderCreateLocation = useMemo(() => createLocationRenderer(projectId), [projectId]);
  // Keyed by project: another project's site map is a new editor, not this one reloaded.
  return <SiteMapPage key={projectId} projectId={projectId} planPins={siteMapSlot} renderCreateLocation={renderCreateLocation} />;
}
