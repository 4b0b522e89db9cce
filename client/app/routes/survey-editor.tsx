import { Link, useParams } from 'react-router';
import { LayoutTemplate, Map as MapIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PhotoPanel } from '../../features/photos/components/photo-panel';
import { SurveyEditor } from '../../features/surveys/components/survey-editor';
import { floorPlanPath } from '../../features/surveys/model/location-entries';

/**
 * /projects/{projectId}/surveys/{surveyId}: the survey form, with the photo panel below it for
 * every type but the site map, whose markup has a page of its own.
 */
export function SurveyEditorRoute() {
  const { projectId = '', surveyId = '' } = useParams();
  return (
    <SurveyEditor
      key={surveyId}
      projectId={projectId}
      surveyId={surveyId}
      renderActions={(survey) =>
        survey.locationType === 'unit' ? (
          <Button asChild variant="outline">
            <Link to={floorPlanPath(projectId, survey)}>
              <LayoutTemplate aria-hidden="true" />
              Open Unit Markup
            </Link>
          </Button>
        ) : null
      }
      renderAfter={(survey) =>
        survey.locationType === 'site-map' ? <SiteMapMarkupCard projectId={projectId} /> : <PhotoPanel surveyId={survey.id} />
      }
    />
  );
}

// Stands in until the site-map markup is composed here.
function SiteMapMarkupCard({ projectId }: { projectId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Site Map Markup</CardTitle>
        <CardDescription>Mark up the property map on its own page.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="bg-green-700 hover:bg-green-800">
          <Link to={`/projects/${projectId}/site-map`}>
            <MapIcon aria-hidden="true" />
            Open Site Map
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
