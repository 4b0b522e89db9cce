import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SiteMapPage } from '../../features/markup/components/markup-page';
import { planPinsSlot } from '../plan-pins';
import { createLocationRenderer } from '../marker-locations';

/** '/projects/:projectId/site-map': the project's site-map markup, full screen. */
export function SiteMapRoute() {
  const { projectId = '' } = useParams();
  // A site-map marker may stand for a new location, made as the surveys feature makes one.
  const renderCreateLocation = useMemo(() => createLocationRenderer(projectId), [projectId]);
  // Keyed by project: another project's site map is a new editor, not this one reloaded.
  return <SiteMapPage key={projectId} projectId={projectId} planPins={planPinsSlot} renderCreateLocation={renderCreateLocation} />;
}
