import { Readable } from 'node:stream';
import { parseElements } from '../../../common/markup/parse-elements';
import { isLocationType } from '../../../common/survey/location-types';
import { scopeOf, type Scope } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { projectInScope, type ProjectWithCounts } from '../projects/projects.service';
import { backgroundContentType } from '../surveys/background-image';
import { companyQuantitySettings } from '../companies/companies.service';
import { quantitiesOfSurveys } from '../quantities/quantities.service';
import { surveysOfProject } from '../surveys/surveys.service';
import type { PlanPin } from '../../../common/markup/pins';
import { inlineImages, type ReportPart } from './inline-images';
import { reportMaterials, type ReportRow } from './report-materials';
import { companyNameOf, namesOfUsersAcrossCompanies } from './report.repo';
import {
  reportDisposition,
  groupSurveys,
  isoDate,
  markupKind,
  renderDocumentEnd,
  renderDocumentStart,
  renderMarkup,
  renderMissingPhoto,
  renderPhoto,
  renderPhotosEnd,
  renderPhotosStart,
  renderQuantities,
  renderSectionEnd,
  renderSectionStart,
  renderSurveyEnd,
  renderSurveyStart,
  type ReportClock,
} from './report-html';

export interface ReportDeps {
  db: Db;
  blobs: BlobStore;
}

export interface Report {
  contentDisposition: string;
  /** The HTML, produced as it is read: a few images read ahead of the reader, whatever the project's size. */
  body: Readable;
}


export function createReportService(deps: ReportDeps) {
  const { db, blobs } = deps;

  /** A survey's drawing over its background; stored markup was validated when written, anything unreadable is left out. */
  function* markupParts(survey: ReportRow, pins: readonly PlanPin[]): Generator<ReportPart> {
    const elements = parseElements(survey.markupElements);
    const kind = markupKind(survey.locationType);
    const backgroundKey = survey.uploadedImageKey;
    if (backgroundKey) {
      yield {
        key: backgroundKey,
        around: () => renderMarkup(elements, kind, backgroundContentType(backgroundKey), pins, survey.markupScale),
        // A background whose file is gone: the drawing alone.
        instead: () => renderMarkup(elements, kind, null, pins, survey.markupScale).before,
      };
    } else if (elements.length > 0 || pins.length > 0) {
      yield renderMarkup(elements, kind, null, pins, survey.markupScale).before;
    }
  }

  /** The document as text and the images to inline, in order; nothing is read here. */
  async function* documentParts(scope: Scope, project: ProjectWithCounts, rows: ReportRow[], clock: ReportClock): AsyncGenerator<ReportPart> {
    // Units' floor plans are not locations: each goes into its unit's section.
    const { fieldsOf, photosBySurvey, planNames, pinsByPlan, plansByUnit } = await reportMaterials(db, scope, rows);
    const locations = rows.filter((row) => row.unitSurveyId === null);

    // Who worked on it, and when anything in it last changed (not only the project's own row).
    const people = new Set<string>();
    let lastChange = project.updatedAt;
    for (const row of rows) {
      for (const id of [row.createdBy, row.updatedBy]) if (id) people.add(id);
      if (row.updatedAt > lastChange) lastChange = row.updatedAt;
    }
    for (const list of photosBySurvey.values()) {
      for (const photo of list) {
        if (photo.createdBy) people.add(photo.createdBy);
        if (photo.createdAt > lastChange) lastChange = photo.createdAt;
      }
    }
    const cover = {
      ...project,
      updatedAt: lastChange,
      companyName: await companyNameOf(db, scope, project.companyId),
      surveyors: await namesOfUsersAcrossCompanies(db, [...people]),
    };

    yield renderDocumentStart(cover, locations, clock);
    for (const group of groupSurveys(locations)) {
      yield renderSectionStart(group.type, group.surveys.length);
      for (const survey of group.surveys) {
        yield renderSurveyStart(survey, await fieldsOf(survey));

        // A unit's floor plans are drawn in its section (DESIGN §4), after its own drawing if any.
        const plans = plansByUnit.get(survey.id) ?? [];
        for (const drawing of [survey, ...plans]) yield* markupParts(drawing, pinsByPlan.get(drawing.id) ?? []);

        const photos = [survey, ...plans].flatMap((drawing) => photosBySurvey.get(drawing.id) ?? []);
        for (const drawing of [survey, ...plans]) photosBySurvey.delete(drawing.id);
        yield renderPhotosStart(photos.length);
        for (const row of photos) {
          const plan = row.pinSurveyId ? planNames.get(row.pinSurveyId) : undefined;
          const photo = { ...row, pin: plan && row.pinNumber !== null ? { number: row.pinNumber, planName: plan } : null };
          yield { key: photo.displayKey, around: () => renderPhoto(photo, clock), instead: () => renderMissingPhoto(photo, clock) };
        }
        yield renderPhotosEnd(photos.length);
        yield renderSurveyEnd(survey, clock);
      }
      yield renderSectionEnd();
    }
    // The bill of materials ends the report (DESIGN §11).
    yield renderQuantities(quantitiesOfSurveys(project, await companyQuantitySettings(db, project.companyId), rows));
    yield renderDocumentEnd(clock);
  }

  return {
    /** Authorizes and reads the surveys now (so a refusal is a proper answer); images come as read. */
    async build(actor: UserRow, projectId: string, options: { timeZone?: string | undefined; now?: Date } = {}): Promise<Report> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      const rows = (await surveysOfProject(db, scope, project.id)).filter((row): row is ReportRow => isLocationType(row.locationType));
      const clock: ReportClock = { generatedAt: options.now ?? new Date(), timeZone: options.timeZone ?? 'UTC' };
      return {
        contentDisposition: reportDisposition(project.name, isoDate(clock.generatedAt, clock.timeZone)),
        body: Readable.from(inlineImages(documentParts(scope, project, rows, clock), blobs), { objectMode: false }),
      };
    },
  };
}
