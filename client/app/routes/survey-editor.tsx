import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Camera, LayoutTemplate } from 'lucide-react';
import type { Survey } from '../../../common/schemas/surveys';
import { Deferred, lazyPart } from '../../components/deferred';
import { Button } from '../../components/ui/button';
import { useSurveyPhotos } from '../../features/photos/api/get-photos';
import { PhotoPanel } from '../../features/photos/components/photo-panel';
import { DownloadPdfButton } from '../../features/projects/components/download-pdf-button';
import { SurveyEditor } from '../../features/surveys/components/survey-editor';
import { useAssignablePeople } from '../assignable-people';
import { photoPinRenderer } from '../photo-pins';
import { SiteMapSurveyPage } from './site-map-survey-page';
import type { UnitMarkupDialogProps } from '../../features/markup/components/unit-markup-dialog';
import { LINKED_LOCATION_TYPES } from '../../features/markup/model/marker-links';

// The drawing editor, with the photos pinned on the plan, loads when a unit form is shown, not with every form.
const loadUnitMarkupDialog = () => Promise.all([import('../../features/markup/components/unit-markup-dialog'), import('../plan-pins')]);
const UnitMarkupDialog = lazyPart(async () => {
  const [{ UnitMarkupDialog: Dialog }, { planPinsSlot }] = await loadUnitMarkupDialog();
  return function UnitMarkupDialogWithPins(props: UnitMarkupDialogProps) {
    return <Dialog {...props} planPins={planPinsSlot} />;
  };
});
// Which site-map markers stand for this location (issue 13): read when such a location is shown.
const MarkersOnPlan = lazyPart(async () => (await import('../../features/markup/components/markers-on-plan')).MarkersOnPlan);
/** The locations a site-map marker may stand for: IDF, MDF, common area. */
const MARKED_LOCATION_TYPES: ReadonlySet<string> = new Set(Object.values(LINKED_LOCATION_TYPES));

/** Starts fetching an editor as soon as its button shows, so it opens as fast as before. */
function usePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    void load().catch(() => {
      // Met again when the editor is opened (no connection and no cached copy).
    });
  }, [load]);
}

/**
 * /projects/{projectId}/surveys/{surveyId}: the survey form, with the photo panel below it; unit
 * surveys open their floor plan full screen. A site-map survey is its full-screen markup.
 */
export function SurveyEditorRoute() {
  const { projectId = '', surveyId = '' } = useParams();
  const photoLabels = usePhotoLabels(surveyId);
  const people = useAssignablePeople(projectId);
  // The form's photo button opens the photo panel's camera (on a phone the panel is below every field).
  const [cameraRequest, setCameraRequest] = useState(0);
  return (
    <SurveyEditor
      key={surveyId}
      projectId={projectId}
      surveyId={surveyId}
      photoLabels={photoLabels}
      people={people}
      barAction={
        <Button variant="outline" size="icon" onClick={() => setCameraRequest((count) => count + 1)} aria-label="Take photos" title="Take photos">
          <Camera aria-hidden="true" />
        </Button>
      }
      // The site map is the project's plan: its page is the full-screen markup (survey-work §2).
      renderInstead={(survey, serverSurvey, projectName) =>
        survey.locationType === 'site-map' ? (
          <SiteMapSurveyPage survey={survey} serverSurvey={serverSurvey} projectId={projectId} projectName={projectName} />
        ) : null
      }
      renderActions={(survey) => (
        <>
          {survey.locationType === 'unit' ? (
            <OpenUnitMarkupButton projectId={projectId} survey={survey} />
          ) : MARKED_LOCATION_TYPES.has(survey.locationType) ? (
            <Deferred>
              <MarkersOnPlan projectId={projectId} surveyId={survey.id} />
            </Deferred>
          ) : null}
          {/* This location's report as a PDF (issue 16). */}
          <DownloadPdfButton target={{ surveyId: survey.id }} className="w-full sm:w-auto" />
        </>
      )}
      renderAfter={(survey) => (
        <PhotoPanel surveyId={survey.id} projectId={projectId} locationFloor={survey.floor} surveyName={survey.instanceName} cameraRequest={cameraRequest} renderPin={photoPinRenderer(projectId, survey)} />
      )}
    />
  );
}

/**
 * The labels of the survey's photos as the photo panel shows them (those on their way out
 * aside), for the form's photo fields (issue 15); undefined until the list is known.
 */
function usePhotoLabels(surveyId: string): (string | null)[] | undefined {
  const { photos, loading, waitingForServer, failed } = useSurveyPhotos(surveyId);
  const known = !(loading || waitingForServer || failed);
  return useMemo(() => (known ? photos.filter((photo) => !photo.pending?.deleting).map((photo) => photo.label) : undefined), [known, photos]);
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
