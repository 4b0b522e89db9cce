import { Readable } from 'node:stream';
import { MarkupElement } from '../../../common/markup/schema';
import type { TemplateField } from '../../../common/schemas/templates';
import { isLocationType } from '../../../common/survey/location-types';
import { scopeOf, type Scope } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { photosOfSurveys } from '../photos/photos.service';
import { projectInScope, type ProjectWithCounts } from '../projects/projects.service';
import { backgroundContentType } from '../surveys/background-image';
import { surveysOfProject, type SurveyRow } from '../surveys/surveys.service';
import { templateVersionFields } from '../templates/templates.service';
import { base64Chunks } from './base64-stream';
import {
  contentDisposition,
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
  renderSectionEnd,
  renderSectionStart,
  renderSurveyEnd,
  renderSurveyStart,
  type ReportClock,
  type ReportSurvey,
} from './report-html';

export interface ReportDeps {
  db: Db;
  blobs: BlobStore;
}

export interface Report {
  contentDisposition: string;
  /** The HTML, produced as it is read: one image in flight at a time, whatever the project's size. */
  body: Readable;
}

type ReportRow = SurveyRow & ReportSurvey;

export function createReportService(deps: ReportDeps) {
  const { db, blobs } = deps;

  async function* documentChunks(scope: Scope, project: ProjectWithCounts, rows: ReportRow[], clock: ReportClock): AsyncGenerator<string> {
    // Surveys filled against the same template version share one lookup.
    const fieldsByVersion = new Map<string, Promise<TemplateField[] | undefined>>();
    const fieldsOf = (row: SurveyRow) => {
      if (!row.templateId || row.templateVersion === null) return Promise.resolve(undefined);
      const key = `${row.templateId}:${row.templateVersion}`;
      if (!fieldsByVersion.has(key)) fieldsByVersion.set(key, templateVersionFields(db, scope, row.templateId, row.templateVersion));
      return fieldsByVersion.get(key)!;
    };

    yield renderDocumentStart(project, rows, clock);
    for (const group of groupSurveys(rows)) {
      yield renderSectionStart(group.type, group.surveys.length);
      for (const survey of group.surveys) {
        yield renderSurveyStart(survey, await fieldsOf(survey));

        // Stored markup was validated when written; anything unreadable is left out, not fatal.
        const elements = (survey.markupElements as unknown[]).flatMap((e) => {
          const parsed = MarkupElement.safeParse(e);
          return parsed.success ? [parsed.data] : [];
        });
        const background = survey.uploadedImageKey ? await blobs.get(survey.uploadedImageKey) : undefined;
        if (elements.length > 0 || survey.uploadedImageKey) {
          const figure = renderMarkup(elements, markupKind(survey.locationType), background ? backgroundContentType(survey.uploadedImageKey!) : null);
          yield figure.before;
          if (background) yield* base64Chunks(background.stream);
          yield figure.after;
        } else {
          background?.stream.destroy();
        }

        const photos = await photosOfSurveys(db, scope, [survey.id]);
        yield renderPhotosStart(photos.length);
        for (const photo of photos) {
          const blob = await blobs.get(photo.displayKey);
          if (!blob) {
            yield renderMissingPhoto(photo, clock);
            continue;
          }
          const figure = renderPhoto(photo, clock);
          yield figure.before;
          yield* base64Chunks(blob.stream);
          yield figure.after;
        }
        yield renderPhotosEnd(photos.length);
        yield renderSurveyEnd(survey, clock);
      }
      yield renderSectionEnd();
    }
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
        contentDisposition: contentDisposition(project.name, isoDate(clock.generatedAt, clock.timeZone)),
        body: Readable.from(documentChunks(scope, project, rows, clock), { objectMode: false }),
      };
    },
  };
}
