import { PassThrough, type Readable } from 'node:stream';
import { isLocationType, LOCATION_TYPE_INFO } from '../../../common/survey/location-types';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { photosOfSurveys } from '../photos/photos.service';
import { projectInScope } from '../projects/projects.service';
import { surveysOfProject, type SurveyRow } from '../surveys/surveys.service';
import { archiveNames, photoIndexCsv, type ArchivedPhoto } from './photo-archive-names';

// The project's photos as one ZIP (issue 16): every original, named by where it was taken, with
// index.csv, streamed file by file so that a project of thousands of photos never sits in memory.

export interface PhotoArchiveDeps {
  db: Db;
  blobs: BlobStore;
}

export interface PhotoArchive {
  fileName: string;
  /** The photos' bytes in all: the archive is a little larger (names and headers). */
  photoBytes: number;
  body: Readable;
}

function locationName(survey: SurveyRow): string {
  const name = survey.instanceName?.trim();
  return name || `${survey.locationType.toUpperCase()} ${survey.instanceNumber}`;
}

function typeTitle(survey: SurveyRow): string {
  return isLocationType(survey.locationType) ? LOCATION_TYPE_INFO[survey.locationType].tileTitle : survey.locationType;
}

const fileDate = (date: Date) => date.toISOString().slice(0, 10);
const asciiName = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'project';

export function createPhotoArchiveService({ db, blobs }: PhotoArchiveDeps) {
  return {
    /** Authorizes and reads the photo list now (so a refusal is a proper answer); files come as the archive is read. */
    async build(actor: UserRow, projectId: string, now = new Date()): Promise<PhotoArchive> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      const surveys = await surveysOfProject(db, scope, project.id);
      const byId = new Map(surveys.map((survey) => [survey.id, survey]));
      const rows = await photosOfSurveys(db, scope, surveys.map((survey) => survey.id));
      // A unit's floor plan is not a location: its photos go with its unit.
      const ownerOf = (survey: SurveyRow) => (survey.unitSurveyId ? (byId.get(survey.unitSurveyId) ?? survey) : survey);
      const photos: (ArchivedPhoto & { key: string })[] = rows.map((row) => {
        const owner = ownerOf(byId.get(row.surveyId)!);
        const plan = row.pinSurveyId ? byId.get(row.pinSurveyId) : undefined;
        return {
          id: row.id,
          key: row.originalKey,
          typeTitle: typeTitle(owner),
          locationName: locationName(owner),
          elevationLevel: row.elevationLevel,
          label: row.label,
          originalName: row.originalName,
          mimeType: row.mimeType,
          takenAt: row.takenAt,
          createdAt: row.createdAt,
          latitude: row.latitude,
          longitude: row.longitude,
          pin: plan && row.pinNumber !== null ? `Pin ${row.pinNumber} on ${locationName(plan)}` : null,
        };
      });
      photos.sort((a, b) => a.typeTitle.localeCompare(b.typeTitle) || a.locationName.localeCompare(b.locationName, 'en', { numeric: true }) || a.createdAt.getTime() - b.createdAt.getTime());
      const names = archiveNames(photos);

      // archiver is loaded by the first archive asked for: a start does not pay for it.
      const { default: archiver } = await import('archiver');
      const body = new PassThrough();
      // Photos are already compressed: stored as they are, the archive costs no CPU to make.
      const archive = archiver('zip', { store: true });
      archive.on('error', (error) => body.destroy(error));
      archive.pipe(body);
      // A reader that goes away (a cancelled download) stops the archive and the file being read.
      let current: Readable | undefined;
      let gone = false;
      body.once('close', () => {
        if (archive.pointer() > 0 && body.writableFinished) return;
        gone = true;
        current?.destroy();
        archive.abort();
      });
      void (async () => {
        const missing = new Set<string>();
        try {
          for (const [index, photo] of photos.entries()) {
            if (gone) return;
            const blob = await blobs.get(photo.key).catch(() => undefined);
            if (!blob) {
              missing.add(photo.id);
              continue;
            }
            current = blob.stream;
            archive.append(blob.stream, { name: names[index]!, date: photo.takenAt ?? photo.createdAt });
            // One file at a time: the next is opened once this one has gone into the archive.
            await new Promise<void>((resolve, reject) => {
              const done = () => {
                blob.stream.off('error', failed);
                resolve();
              };
              const failed = (error: Error) => reject(error);
              blob.stream.once('end', done);
              blob.stream.once('error', failed);
              blob.stream.once('close', () => (gone ? resolve() : undefined));
            });
          }
          if (gone) return;
          archive.append(photoIndexCsv(photos, names, missing), { name: 'index.csv', date: now });
          await archive.finalize();
        } catch (error) {
          archive.abort();
          body.destroy(error as Error);
        }
      })();
      return {
        fileName: `${asciiName(project.name)}-photos-${fileDate(now)}.zip`,
        photoBytes: rows.reduce((sum, row) => sum + row.size, 0),
        body,
      };
    },
  };
}
