import { PassThrough, Readable } from 'node:stream';
import { parseElements } from '../../../common/markup/parse-elements';
import type { TemplateField } from '../../../common/schemas/templates';
import { LOCATION_TYPE_INFO, type LocationType } from '../../../common/survey/location-types';
import { isLocationSurvey } from '../../../common/survey/unit-plans';
import { placeAnswers } from '../../../common/survey/places';
import { buildingsOfProject } from '../buildings/buildings.service';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { photosOfSurveys } from '../photos/photos.service';
import { projectInScope } from '../projects/projects.service';
import { surveysOfProject, type SurveyRow } from '../surveys/surveys.service';
import { templateVersionFields } from '../templates/templates.service';
import { csvLines, locationSheets, type Sheet, type SheetLocation } from './location-sheet';

// GET /api/projects/{id}/exports/{type}.csv|.xlsx (issue 16): a location type's spreadsheet,
// made from the same rows the API answers and streamed as it is written.

export type SheetFormat = 'csv' | 'xlsx';

export interface LocationExport {
  fileName: string;
  contentType: string;
  body: Readable;
}

function locationName(survey: SurveyRow): string {
  return survey.instanceName?.trim() || `${survey.locationType.toUpperCase()} ${survey.instanceNumber}`;
}

const asciiName = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'project';

/** The sheets as an .xlsx workbook, written row by row into the stream it answers. */
function workbookStream(sheets: readonly Sheet[]): Readable {
  const body = new PassThrough();
  void (async () => {
    try {
      // exceljs is the heaviest library the server has: loaded by the first .xlsx asked for.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
      for (const sheet of sheets) {
        const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
        worksheet.columns = sheet.columns.map((column) => ({ header: column, width: Math.min(40, Math.max(12, column.length + 2)) }));
        worksheet.getRow(1).font = { bold: true };
        worksheet.getRow(1).commit();
        for (const row of sheet.rows) worksheet.addRow(row).commit();
        worksheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      body.destroy(error as Error);
    }
  })();
  return body;
}

export function createLocationExportService(db: Db) {
  return {
    /** Authorizes and reads the rows now (a refusal is a proper answer); the file is written as it is read. */
    async build(actor: UserRow, projectId: string, type: LocationType, format: SheetFormat, origin: string, now = new Date()): Promise<LocationExport> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      const [surveys, buildings] = await Promise.all([surveysOfProject(db, scope, project.id), buildingsOfProject(db, scope, project.id)]);
      const buildingNames = new Map(buildings.map((building) => [building.id, building.name]));
      const ofType = surveys.filter((survey) => survey.locationType === type && isLocationSurvey(survey));

      // Fields per template version, each read once.
      const versions = new Map<string, Promise<TemplateField[] | undefined>>();
      const fieldsOf = (survey: SurveyRow) => {
        if (!survey.templateId || survey.templateVersion === null) return Promise.resolve(undefined);
        const key = `${survey.templateId}@${survey.templateVersion}`;
        if (!versions.has(key)) versions.set(key, templateVersionFields(db, scope, survey.templateId, survey.templateVersion));
        return versions.get(key)!;
      };
      const photoLinks = new Map<string, string[]>();
      for (const photo of await photosOfSurveys(db, scope, ofType.map((survey) => survey.id))) {
        const links = photoLinks.get(photo.surveyId) ?? [];
        links.push(`${origin}/api/photos/${photo.id}?size=original`);
        photoLinks.set(photo.surveyId, links);
      }
      // The identifiers of the site-map markers that stand for each location.
      const markers = new Map<string, string[]>();
      for (const drawing of surveys.filter((survey) => survey.locationType === 'site-map')) {
        for (const element of parseElements(drawing.markupElements)) {
          if (!element.linkedSurveyId || !element.tag) continue;
          markers.set(element.linkedSurveyId, [...(markers.get(element.linkedSurveyId) ?? []), element.tag]);
        }
      }
      const locations: SheetLocation[] = [];
      for (const survey of ofType) {
        const fields = await fieldsOf(survey);
        locations.push({
          id: survey.id,
          name: locationName(survey),
          isCompleted: survey.isCompleted,
          progress: survey.progress,
          createdAt: survey.createdAt,
          updatedAt: survey.updatedAt,
          // The place shows in the template's place fields, as in the form (DESIGN §15).
          formData: placeAnswers(survey, survey.buildingId ? (buildingNames.get(survey.buildingId) ?? null) : null, (fields ?? []).map((field) => field.name)),
          fields,
          photoLinks: photoLinks.get(survey.id) ?? [],
          markers: markers.get(survey.id) ?? [],
        });
      }
      const title = LOCATION_TYPE_INFO[type].tileTitle;
      const baseName = `${asciiName(project.name)}-${type}-${now.toISOString().slice(0, 10)}`;
      if (format === 'csv') {
        const [main] = locationSheets(title, locations, 'summary');
        // A byte-order mark: spreadsheets then read the file as UTF-8.
        return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', body: Readable.from(['\uFEFF', ...csvLines(main!)]) };
      }
      return {
        fileName: `${baseName}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: workbookStream(locationSheets(title, locations, 'count')),
      };
    },
  };
}
