import { useParams } from 'react-router';
import { SiteMapPage } from '../../features/markup/components/markup-page';

/** '/projects/:projectId/site-map': the project's site-map markup, full screen. */
export function SiteMapRoute() {
  const { projectId = '' } = useParams();
  // Keyed by project: another project's site map is a new editor, not this one reloaded.
  return <SiteMapPage key={projectId} projectId={projectId} />;
}
