import { useMemo, useState } from 'react';
import { Clock, MapPin, MapPinOff, Move } from 'lucide-react';
import type { Photo } from '../../../../common/schemas/photos';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { connectivity } from '../../../offline/connectivity';
import type { Shown } from '../../../offline/overlays';
import { usePinMutations } from '../api/pin-photo';
import { useProjectPlans } from '../hooks/use-project-plans';
import { pinNotice, pinTitle, UNPIN_FAILED } from '../model/pin-notices';
import { describeDirection, pinScale, windowAround } from '../model/pin-placement';
import { waitingPinChanges, type PinnedPhotoRef } from '../model/pin-writes';
import { planChoices, planName, type PlanFinders, type PlanSurvey } from '../model/plan-choices';
import { pinsOnPlan } from '../model/plan-pins';
import { PinDialog } from './pin-dialog';
import { PinMark, PlanBackdrop, type PlanSurveyShown } from './plan-drawing';

type ProjectSurvey = PlanSurvey & PlanSurveyShown;

export interface PhotoPinSectionProps {
  projectId: string;
  /** The survey the photo belongs to (the unit decides which floor plan it may go on). */
  photoSurvey: ProjectSurvey;
  photo: Shown<Photo>;
  /** What the photo is called (its label, else its file's name). */
  title: string;
  /** How the app picks the project's site map and a unit's floor plan (the markup editor's choice). */
  finders: PlanFinders<ProjectSurvey>;
}

const THUMB = { width: 112, height: 84 };
/** How much of the plan's width the thumbnail shows around the pin. */
const THUMB_SPAN = 700;

/**
 * Where the photo is pinned, in the full-screen view (DESIGN §5): 'Pin 3 on Site Map' with the
 * plan around the pin, Move pin and Remove pin; or 'Pin on plan' while it is on none.
 */
export function PhotoPinSection({ projectId, photoSurvey, photo, title, finders }: PhotoPinSectionProps) {
  const [editing, setEditing] = useState(false);
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { surveys, photos, entries, status } = useProjectPlans(projectId);
  const { unpin } = usePinMutations();

  const choices = useMemo(() => {
    if (!surveys) return null;
    // The project's copy of the photo's survey is the newer one (a floor plan linked since, say).
    const own = surveys.find((survey) => survey.id === photoSurvey.id) ?? photoSurvey;
    return planChoices(own, surveys, finders);
  }, [surveys, photoSurvey, finders]);

  const ref: PinnedPhotoRef = { id: photo.id, surveyId: photo.surveyId, title };
  const pin = photo.pin;
  const plan = pin ? surveys?.find((survey) => survey.id === pin.surveyId) : undefined;
  const name = plan ? planName(plan) : null;
  const waiting = waitingPinChanges(photo.id, entries).length > 0;

  function open() {
    setOpened(true);
    setEditing(true);
  }

  function remove() {
    unpin.mutate(ref, {
      onSuccess: (outcome) => {
        const notice = pinNotice(outcome.status, null, connectivity().isReachable());
        if (notice) toast(notice);
      },
      onError: (error) => {
        const reason = getServerMessage(error);
        toast({ title: 'Error', description: reason ? `${UNPIN_FAILED} ${reason}` : `${UNPIN_FAILED} Please try again.`, variant: 'destructive' });
      },
    });
  }

  return (
    <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-center sm:gap-4" data-photo-pin={pin ? pin.number : 'none'}>
      {pin ? (
        <>
          {/* The plan and the pin's name side by side; the actions below them on a phone. */}
          <div className="flex max-w-full min-w-0 items-center gap-3">
            {plan && <PlanThumbnail plan={plan} pin={pin} photos={photos} photoId={photo.id} />}
            <div className="min-w-0 text-left">
              <p className="m-0 flex items-center gap-1.5 font-medium text-white">
                <MapPin className="size-4 shrink-0" aria-hidden="true" />
                {pinTitle(pin.number, name)}
              </p>
              <p className="m-0 text-xs text-slate-300">{describeDirection(pin.direction)}</p>
              {waiting && (
                <p className="m-0 flex items-center gap-1 text-xs text-slate-300">
                  <Clock className="size-3" aria-hidden="true" />
                  Waiting to send
                </p>
              )}
            </div>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={open}>
              <Move aria-hidden="true" />
              Move pin
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={unpin.isPending}>
              <MapPinOff aria-hidden="true" />
              Remove pin
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={open}>
          <MapPin aria-hidden="true" />
          Pin on plan
        </Button>
      )}
      {opened && (
        <PinDialog open={editing} onOpenChange={setEditing} photo={{ ...ref, pin }} choices={choices} status={status} photos={photos} />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the pin?"
        description={`${pin ? pinTitle(pin.number, name) : 'The pin'} comes off the plan. The photo stays.`}
        confirmLabel="Remove pin"
        onConfirm={remove}
      />
    </div>
  );
}

/** The plan around the pin, small: where on the site the photo was taken, at a glance. */
function PlanThumbnail({
  plan,
  pin,
  photos,
  photoId,
}: {
  plan: ProjectSurvey;
  pin: NonNullable<Photo['pin']>;
  photos: Parameters<typeof pinsOnPlan>[0];
  photoId: string;
}) {
  const view = windowAround(pin, THUMB_SPAN);
  const scale = pinScale(view.width / THUMB.width, 10);
  const others = pinsOnPlan(photos, plan.id).filter((other) => other.photoId !== photoId);
  return (
    <svg
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      width={THUMB.width}
      height={THUMB.height}
      className="shrink-0 rounded-md border border-white/30 bg-white"
      role="img"
      aria-label={`${planName(plan)} around pin ${pin.number}`}
      data-pin-thumbnail=""
    >
      <rect x={0} y={0} width={2000} height={1500} fill="#ffffff" />
      <PlanBackdrop plan={plan} />
      {others.map((other) => (
        <PinMark key={other.photoId} pin={other} scale={scale} />
      ))}
      <PinMark pin={pin} scale={scale} current />
    </svg>
  );
}
