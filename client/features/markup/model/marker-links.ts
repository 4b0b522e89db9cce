import { isIdentified } from '../../../../common/markup/identifiers';
import type { LinkableMarkerType, MarkupElement } from '../../../../common/markup/schema';
import type { Survey } from '../../../../common/schemas/surveys';
import { LOCATION_TYPE_INFO, type LocationType } from '../../../../common/survey/location-types';

// Markers that stand for locations (issue 13): an IDF, MDF or common-area marker on the site map
// is linked to the survey of that closet or room. The editor's card picks or makes the location;
// the location's page says which markers stand for it.

/** The location type a linkable marker stands for. */
export const LINKED_LOCATION_TYPES: Record<LinkableMarkerType, LocationType> = { idf: 'idf', mdf: 'mdf', common: 'common-area' };

type Location = Pick<Survey, 'id' | 'locationType' | 'instanceName' | 'instanceNumber' | 'unitSurveyId'>;

/** The locations a marker of this type may stand for: the project's locations of its type, by number. */
export function locationChoices<T extends Location>(surveys: readonly T[], type: LinkableMarkerType): T[] {
  const locationType = LINKED_LOCATION_TYPES[type];
  return surveys.filter((survey) => survey.locationType === locationType && survey.unitSurveyId === null).sort((a, b) => a.instanceNumber - b.instanceNumber);
}

/** A location's name as lists show it: its own, else '{type} {number}' as the server names it. */
export function locationName(survey: Pick<Survey, 'locationType' | 'instanceName' | 'instanceNumber'>): string {
  const type = survey.locationType as LocationType;
  return survey.instanceName || `${LOCATION_TYPE_INFO[type]?.tileTitle ?? 'Location'} ${survey.instanceNumber}`;
}

export type MarkerLink<T> =
  | { status: 'none' }
  | { status: 'linked'; location: T }
  /** The link names a location the project no longer has (deleted): it says so and offers to link again. */
  | { status: 'missing'; surveyId: string }
  /** The project's locations are not known on this device yet: the link stands, its name is unknown. */
  | { status: 'unknown'; surveyId: string };

/**
 * What a marker's link points at among the project's locations. `complete`: the list is the
 * server's (with this device's waiting work), so a location not in it is gone; otherwise it may
 * just not have been read yet.
 */
export function markerLink<T extends Pick<Survey, 'id'>>(element: Pick<MarkupElement, 'linkedSurveyId'>, surveys: readonly T[] | undefined, complete: boolean): MarkerLink<T> {
  const surveyId = element.linkedSurveyId;
  if (!surveyId) return { status: 'none' };
  const location = surveys?.find((survey) => survey.id === surveyId);
  if (location) return { status: 'linked', location };
  return complete ? { status: 'missing', surveyId } : { status: 'unknown', surveyId };
}

/** 'Create new IDF location', 'Create new Common Area location'. */
export function newLocationLabel(type: LinkableMarkerType): string {
  return `Create new ${LOCATION_TYPE_INFO[LINKED_LOCATION_TYPES[type]].tileTitle} location`;
}

/** A location's page: its survey form (client/app/router.tsx). */
export function locationPath(projectId: string, surveyId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/surveys/${encodeURIComponent(surveyId)}`;
}

/** A drawing's page opened at one of its markers, selected. */
export function markerPath(projectId: string, drawingId: string, markerId: string): string {
  return `${locationPath(projectId, drawingId)}?marker=${encodeURIComponent(markerId)}`;
}

/** A marker that stands for a location, and the drawing it is on. */
export interface MarkerOnPlan {
  drawingId: string;
  markerId: string;
  type: MarkupElement['type'];
  /** Its identifier; none until the server has named it. */
  tag: string | undefined;
}

type LinkFields = Pick<MarkupElement, 'id' | 'type' | 'tag' | 'linkedSurveyId'>;

/**
 * The fields links are read from, out of stored elements (the server's or a draft's), without
 * the schema: a location's page shows its markers without loading the drawing's validation.
 */
export function linkFieldsOf(value: unknown): LinkFields[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, type, tag, linkedSurveyId } = item as Record<string, unknown>;
    if (typeof id !== 'string' || typeof type !== 'string' || typeof linkedSurveyId !== 'string') return [];
    return [{ id, type: type as MarkupElement['type'], linkedSurveyId, ...(typeof tag === 'string' ? { tag } : {}) }];
  });
}

/** The markers of these drawings that stand for `surveyId`, drawing by drawing, in drawn order. */
export function markersStandingFor(surveyId: string, drawings: readonly { id: string; elements: readonly LinkFields[] }[]): MarkerOnPlan[] {
  return drawings.flatMap((drawing) =>
    drawing.elements
      .filter((element) => element.linkedSurveyId === surveyId && isIdentified(element))
      .map((element) => ({ drawingId: drawing.id, markerId: element.id, type: element.type, tag: element.tag })),
  );
}
