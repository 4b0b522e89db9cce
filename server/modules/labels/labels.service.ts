import { labelsCsv, projectLabels, type RoomLocation } from '../../../common/markup/labels';
import { placeOfSurvey } from '../../../common/markup/project-drawings';
import { runKindsOf } from '../../../common/markup/quantities';
import { LOCATION_TYPE_INFO } from '../../../common/survey/location-types';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { projectTakeoff } from '../quantities/project-takeoff';

// Labels for the label printer (DESIGN §17): the project's telecom rooms, racks, jacks, markers
// and runs, from the same drawings as its quantities.

const ROOM_TYPES = new Set(['mdf', 'idf']);

export function createLabelsService({ db }: { db: Db }) {
  return {
    async csvOfProject(actor: UserRow, projectId: string): Promise<string> {
      const takeoff = await projectTakeoff(db, actor, projectId);
      const buildingNames = new Map(takeoff.catalogue.buildings.map((building) => [building.id, building.name]));
      const rooms: RoomLocation[] = takeoff.surveys
        .filter((survey) => ROOM_TYPES.has(survey.locationType))
        .map((survey) => ({
          id: survey.id,
          name: survey.instanceName ?? `${survey.locationType.toUpperCase()} ${survey.instanceNumber}`,
          type: LOCATION_TYPE_INFO[survey.locationType as 'mdf' | 'idf'].tileTitle,
          ...placeOfSurvey(survey, buildingNames),
        }));
      return labelsCsv(projectLabels(takeoff.drawings, rooms, runKindsOf(takeoff.company.runKinds)));
    },
  };
}
