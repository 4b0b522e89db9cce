import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { LayoutTemplate, Map as MapIcon } from 'lucide-react';
import type { Survey } from '../../../common/schemas/surveys';
import { Deferred, lazyPart, useOpenedOnce } from '../../components/deferred';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PhotoPanel } from '../../features/photos/components/photo-panel';
import { SurveyEditor } from '../../features/surveys/components/survey-editor';

// The drawing editor loads when a site-map or unit form is shown, not with every form.
const loadMarkupEditorDialog = () => import('../../features/markup/components/markup-editor-dialog');
const loadUnitMarkupDialog = () => import('../../features/markup/components/unit-markup-dialog');
const MarkupEditorDialog = lazyPart(async () => (await loadMarkupEditorDialog()).MarkupEditorDialog);
const UnitMarkupDialog = lazyPart(async () => (await loadUnitMarkupDialog()).UnitMarkupDialog);

/** Starts fetching an editor as soon as its button shows, so it opens as fast as before. */
function usePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    void load().catch(() => {
      // Met again when the editor is opened (no connection and no cached copy).
    });
  }, [load]);
}

/**
 * /projects/{projectId}/surveys/{surveyId}: the survey form. Site-map surveys carry their
 * markup (full screen, over the form); unit surveys open their floor plan full screen; every
 * other type shows the photo panel below the form.
 */
export function SurveyEditorRoute() {
  const { projectId = '', surveyId = '' } = useParams();
  return (
    <SurveyEditor
      key={surveyId}
      projectId={projectId}
      surveyId={surveyId}
      renderActions={(survey) =>
        survey.locationType === 'unit' ? <OpenUnitMarkupButton projectId={projectId} survey={survey} /> : null
      }
      renderAfter={(survey) =>
        survey.locationType === 'site-map' ? (
          <SiteMapMarkupCard projectId={projectId} surveyId={survey.id} />
        ) : (
          <PhotoPanel surveyId={survey.id} surveyName={survey.instanceName} />
        )
      }
    />
  );
}

function OpenUnitMarkupButton({ projectId, survey }: { projectId: string; survey: Survey }) {
  const [open, setOpen] = useState(false);
  usePreload(loadUnitMarkupDialog);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LayoutTemplate aria-hidden="true" />
        Open Unit Markup
      </Button>
      {/* The same drawing as the unit's floor-plan page (DESIGN §4). */}
      {open && (
        <Deferred>
          <UnitMarkupDialog open onOpenChange={setOpen} projectId={projectId} unit={survey} />
        </Deferred>
      )}
    </>
  );
}

function SiteMapMarkupCard({ projectId, surveyId }: { projectId: string; surveyId: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  usePreload(loadMarkupEditorDialog);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Site Map Markup</CardTitle>
        <CardDescription>Mark up the property map: conduit, closets, access points and power.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button className="bg-green-700 hover:bg-green-800" onClick={() => setOpen(true)}>
          <MapIcon aria-hidden="true" />
          Open Site Map Markup
        </Button>
      </CardContent>
      {opened && (
        <Deferred>
          <MarkupEditorDialog open={open} onOpenChange={setOpen} projectId={projectId} surveyId={surveyId} kind="site-map" />
        </Deferred>
      )}
    </Card>
  );
}
