import type { Survey } from '../../common/schemas/surveys';
import { LOCATION_TYPE_INFO, type LocationType } from '../../common/survey/location-types';

export interface SurveyPreviewInput {
  id: string;
  projectId: string;
  locationType: LocationType;
  locationId: string;
  /** The name asked for; else the server's default '{tile title} {n}'. */
  instanceName?: string | null;
  /** The number the server will most likely give: one more than the highest known. */
  instanceNumber: number;
  templateId?: string | null;
  templateVersion?: number | null;
  /** A unit's floor plan: the unit survey it draws (DESIGN §4). */
  unitSurveyId?: string | null;
  /** Where it is (DESIGN §15), as the create sends it. */
  buildingId?: string | null;
  floor?: number | null;
  unitNumber?: string | null;
  unitTypeId?: string | null;
  now?: Date;
}

/**
 * A survey as the server will answer its create, for a create waiting in the outbox: it is
 * listed and opens at once by its client id (DESIGN §6). The server's answer replaces it.
 */
export function previewSurvey(input: SurveyPreviewInput): Survey {
  const at = (input.now ?? new Date()).toISOString();
  return {
    id: input.id,
    projectId: input.projectId,
    locationType: input.locationType,
    locationId: input.locationId,
    instanceName: input.instanceName || `${LOCATION_TYPE_INFO[input.locationType].tileTitle} ${input.instanceNumber}`,
    instanceNumber: input.instanceNumber,
    formData: {},
    isCompleted: false,
    progress: 0,
    markupElements: [],
    uploadedImage: null,
    photos: [],
    templateId: input.templateId ?? null,
    templateVersion: input.templateVersion ?? null,
    version: 1,
    fieldVersions: {},
    markupVersion: 0,
    markupScale: null,
    unitSurveyId: input.unitSurveyId ?? null,
    buildingId: input.buildingId ?? null,
    floor: input.floor ?? null,
    unitNumber: input.unitNumber ?? null,
    unitTypeId: input.unitTypeId ?? null,
    isTypicalPlan: false,
    hiddenTypicalIds: [],
    review: null,
    assigneeId: null,
    ownAssigneeId: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The next instance number of a type among the surveys known here (the server decides in the end). */
export function nextInstanceNumber(surveys: readonly Pick<Survey, 'locationType' | 'instanceNumber'>[], type: LocationType): number {
  return surveys.filter((survey) => survey.locationType === type).reduce((max, survey) => Math.max(max, survey.instanceNumber), 0) + 1;
}
