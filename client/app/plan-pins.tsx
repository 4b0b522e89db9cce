import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import type { Photo } from '../../common/schemas/photos';
import type { Survey } from '../../common/schemas/surveys';
import { Deferred, lazyPart } from '../components/deferred';
import { Button } from '../components/ui/button';
import type { MarkupEditorProps } from '../features/markup/components/markup-editor';
import type { PlanPinsSlot } from '../features/markup/components/markup-page';
import type { EditorPin, PinPhotoControls } from '../features/markup/model/photo-pins';
import { photoTitle } from '../features/photos/model/photo-details';
import { usePlanPins } from '../features/pins/hooks/use-plan-pins';
import { pinTitle } from '../features/pins/model/pin-notices';
import type { ShownPin } from '../features/pins/model/plan-pins';
import { locationName } from '../features/projects/model/location-summary';
import type { Shown } from '../offline/overlays';

// The photos pinned on a plan, in its markup editor (DESIGN §5): the pins (pins) are drawn over
// the drawing (markup), and a tap opens the photo (photos) with the way to its location. Features
// never import each other, so they meet here; the editor takes them as props.

// The photo's view is a dialog: its code loads when a pin is first opened.
const PhotoViewDialog = lazyPart(async () => (await import('../features/photos/components/photo-view-dialog')).PhotoViewDialog);

type EditorPinProps = Pick<MarkupEditorProps, 'pins' | 'renderPinPhoto'>;

/** What a pin is called in the editor: its photo's name (a photo not read yet is 'Photo'). */
function editorPins(pins: readonly ShownPin[], photos: ReadonlyMap<string, Shown<Photo>>): EditorPin[] {
  return pins.map((pin) => {
    const photo = photos.get(pin.photoId);
    return { id: pin.photoId, x: pin.x, y: pin.y, direction: pin.direction, number: pin.number, label: photo ? photoTitle(photo) : 'Photo' };
  });
}

/**
 * The photos pinned on the plan `surveyId`, as this device knows them (offline too), handed to
 * the editor that `children` renders: the pins and the view a pin opens.
 */
export function PlanPins({ projectId, surveyId, children }: { projectId: string; surveyId: string; children: (pins: EditorPinProps) => ReactNode }) {
  const { pins, photosById, surveys, planName } = usePlanPins(projectId, surveyId);
  const shown = editorPins(pins, photosById);
  // The same pins read again (any write on the device reads the outbox again) are the same list:
  // the drawing's layers are not drawn again for nothing.
  const signature = JSON.stringify(shown);
  const stablePins = useMemo(() => JSON.parse(signature) as EditorPin[], [signature]);

  const renderPinPhoto = (pinId: string, controls: PinPhotoControls) => {
    const pin = pins.find((candidate) => candidate.photoId === pinId);
    const photo = photosById.get(pinId);
    const location = photo ? surveys?.find((survey) => survey.id === photo.surveyId) : undefined;
    return (
      <PinnedPhoto key={pinId} projectId={projectId} pin={pin} photo={photo} planName={planName} location={location} controls={controls} />
    );
  };
  return children({ pins: stablePins, renderPinPhoto });
}

/** For the pages in the markup feature that choose their plan themselves (site map, unit floor plan). */
export const planPinsSlot: PlanPinsSlot = (plan, editor) => (
  <PlanPins projectId={plan.projectId} surveyId={plan.surveyId}>
    {editor}
  </PlanPins>
);

function PinnedPhoto({
  projectId,
  pin,
  photo,
  planName,
  location,
  controls,
}: {
  projectId: string;
  pin: ShownPin | undefined;
  photo: Shown<Photo> | undefined;
  planName: string | null;
  location: Pick<Survey, 'instanceName' | 'instanceNumber' | 'locationType'> | undefined;
  controls: PinPhotoControls;
}) {
  const navigate = useNavigate();
  const gone = !pin || !photo;
  // Unpinned or deleted meanwhile (another tab, a sync): there is nothing left to show.
  useEffect(() => {
    if (gone) controls.close();
  }, [gone, controls]);
  if (!pin || !photo) return null;

  const locationPath = `/projects/${encodeURIComponent(projectId)}/surveys/${encodeURIComponent(photo.surveyId)}`;
  return (
    <Deferred>
      <PhotoViewDialog
        photo={photo}
        open
        onOpenChange={(open) => {
          if (!open) controls.close();
        }}
        badge={
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white ring-2 ring-white tabular-nums"
          >
            {pin.number}
          </span>
        }
        details={
          <>
            <p className="m-0 flex items-center gap-1.5 font-medium text-white">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {pinTitle(pin.number, planName)}
            </p>
            <p className="m-0 mt-0.5 text-slate-300">
              Location: <span className="font-medium text-white">{location ? locationName(location) : 'not on this device yet'}</span>
            </p>
          </>
        }
        actions={
          <Button onClick={() => controls.leave(() => void navigate(locationPath))}>
            Open location
            <ArrowRight aria-hidden="true" />
          </Button>
        }
      />
    </Deferred>
  );
}
