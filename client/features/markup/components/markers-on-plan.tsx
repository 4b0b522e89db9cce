import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useMarkersStandingFor } from '../hooks/use-markers-standing-for';
import { markerPath } from '../model/marker-links';

/**
 * On a location's page (an IDF, MDF or common area): the site-map markers that stand for it,
 * each a way to the site map opened at that marker. Nothing when none does.
 */
export function MarkersOnPlan({ projectId, surveyId }: { projectId: string; surveyId: string }) {
  const markers = useMarkersStandingFor(projectId, surveyId);
  if (!markers || markers.length === 0) return null;
  return markers.map((marker) => {
    const name = marker.tag ?? 'a marker';
    return (
      <Button key={`${marker.drawingId}/${marker.markerId}`} asChild variant="outline" className="max-w-full" data-marker-on-plan={marker.markerId}>
        <Link to={markerPath(projectId, marker.drawingId, marker.markerId)} title={`Open the site map at ${name}`}>
          <MapPin aria-hidden="true" />
          <span className="truncate">On the site map as {name}</span>
        </Link>
      </Button>
    );
  });
}
