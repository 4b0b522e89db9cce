import type { ReactNode } from 'react';
import type { Photo } from '../../common/schemas/photos';
import type { Survey } from '../../common/schemas/surveys';
import { Deferred, lazyPart } from '../components/deferred';
import { chooseSiteMapSurvey, findFloorPlanSurvey } from '../features/markup/model/survey-selection';
import type { Shown } from '../offline/overlays';

// Photos pinned on the plans (DESIGN §5) join three features: the photo's full-screen view
// (photos) shows its pin (pins) on the drawing the markup editor picks (markup). Features never
// import each other, so they meet here.

// Where a photo is pinned shows in the full-screen view, so it loads with that view.
const PhotoPinSection = lazyPart(async () => (await import('../features/pins/components/photo-pin-section')).PhotoPinSection);

// The markup editor's own choice of the site map and a unit's floor plan: a pin lands on the drawing it edits.
const PLAN_FINDERS = { siteMap: chooseSiteMapSurvey, floorPlan: findFloorPlanSurvey };

/** The photo panel's renderPin for the photos of `survey`. */
export function photoPinRenderer(projectId: string, survey: Survey) {
  return function renderPin(photo: Shown<Photo>, title: string): ReactNode {
    return (
      <Deferred>
        <PhotoPinSection projectId={projectId} photoSurvey={survey} photo={photo} title={title} finders={PLAN_FINDERS} />
      </Deferred>
    );
  };
}
