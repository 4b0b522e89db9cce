import type { Building } from '../../common/schemas/buildings';
import type { SurveyComment } from '../../common/schemas/comments';
import type { Photo } from '../../common/schemas/photos';
import type { Project } from '../../common/schemas/projects';
import type { Survey } from '../../common/schemas/surveys';
import type { UnitType } from '../../common/schemas/unit-types';
import type { OutboxEntry } from './offline-db';

// What the screens show while writes wait in the outbox (DESIGN §6): the last read from the
// server with the pending entries laid over it, in order. A location created offline is listed
// and opens at once; a photo taken offline shows from its bytes on the device; a delete or a
// label still waiting says so. Pure, so each rule is tested alone (overlays.test.ts).

/** Marks on a record that is not (all) on the server yet. */
export interface PendingMarks {
  /** Made on this device and not sent yet. */
  created?: boolean;
  /** A delete is waiting to be sent. */
  deleting?: boolean;
  /** Changes to it are waiting to be sent. */
  changed?: boolean;
  /** The bytes on the device that stand in for its image (a photo, a background). */
  blobId?: string;
}

export type Shown<T> = T & { pending?: PendingMarks };

function mark<T extends object>(record: Shown<T>, marks: PendingMarks): Shown<T> {
  return { ...record, pending: { ...record.pending, ...marks } };
}

function previewOf<T>(entry: OutboxEntry): T | undefined {
  return entry.preview as T | undefined;
}

/** One record with the entries that target it applied (creates are handled by the list functions). */
function applyEntry<T extends { id: string }>(record: Shown<T>, entry: OutboxEntry): Shown<T> | null {
  if (entry.action === 'delete') return mark(record, { deleting: true });
  if (entry.action === 'create' || entry.action === 'upload') return record;
  const preview = previewOf<Partial<T>>(entry) ?? {};
  const marks: PendingMarks = { changed: true };
  if (entry.action === 'background' && entry.blobIds[0]) marks.blobId = entry.blobIds[0];
  return mark({ ...record, ...preview }, marks);
}

function overlayList<T extends { id: string }>(
  list: readonly T[] | undefined,
  entries: readonly OutboxEntry[],
  type: OutboxEntry['target']['type'],
  parentId: string,
  hideDeleting: boolean,
): Shown<T>[] {
  const shown: Shown<T>[] = [...(list ?? [])];
  for (const entry of entries) {
    if (entry.target.type !== type || entry.target.parentId !== parentId) continue;
    const index = shown.findIndex((record) => record.id === entry.target.id);
    if (index === -1) {
      const preview = previewOf<T>(entry);
      if ((entry.action === 'create' || entry.action === 'upload') && preview) {
        shown.push(mark(preview as Shown<T>, { created: true, ...(entry.blobIds[0] ? { blobId: entry.blobIds[0] } : {}) }));
      }
      continue;
    }
    const next = applyEntry(shown[index]!, entry);
    if (next === null || (hideDeleting && next.pending?.deleting)) shown.splice(index, 1);
    else shown[index] = next;
  }
  return shown;
}

/** The units a waiting bulk create will make (its preview: `{units: Survey[]}`). */
export function bulkUnitsOf(entry: OutboxEntry): Survey[] {
  if (entry.target.type !== 'units' || entry.action !== 'create') return [];
  const units = (entry.preview as { units?: Survey[] } | undefined)?.units;
  return Array.isArray(units) ? units : [];
}

/**
 * A project's locations: created ones added (a bulk create's units too, unless the server has
 * them under their ids already), deleted ones gone, waiting changes (progress, name, completion) shown.
 */
export function overlaySurveys(projectId: string, list: readonly Survey[] | undefined, entries: readonly OutboxEntry[]): Shown<Survey>[] {
  const known = new Set((list ?? []).map((survey) => survey.id));
  const fromBulk: Survey[] = [];
  for (const entry of entries) {
    if (entry.target.parentId !== projectId) continue;
    for (const unit of bulkUnitsOf(entry)) {
      if (!known.has(unit.id)) {
        known.add(unit.id);
        fromBulk.push(mark(unit, { created: true }));
      }
    }
  }
  return overlayList(fromBulk.length > 0 ? [...(list ?? []), ...fromBulk] : list, entries, 'survey', projectId, true);
}

/** A project's buildings: created ones added, deleted ones gone, renames and floors shown. */
export function overlayBuildings(projectId: string, list: readonly Building[] | undefined, entries: readonly OutboxEntry[]): Shown<Building>[] {
  return overlayList(list, entries, 'building', projectId, true).sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** A project's unit types: created ones added, deleted ones gone, renames shown. */
export function overlayUnitTypes(projectId: string, list: readonly UnitType[] | undefined, entries: readonly OutboxEntry[]): Shown<UnitType>[] {
  return overlayList(list, entries, 'unit-type', projectId, true).sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** One survey as it will be: made here and not sent yet, or read with its waiting changes. */
export function overlaySurvey(surveyId: string, survey: Survey | undefined, entries: readonly OutboxEntry[]): Shown<Survey> | undefined {
  let shown: Shown<Survey> | undefined = survey;
  for (const entry of entries) {
    if (!shown && entry.target.type === 'units') {
      const unit = bulkUnitsOf(entry).find((candidate) => candidate.id === surveyId);
      if (unit) shown = mark(unit, { created: true });
      continue;
    }
    if (entry.target.type !== 'survey' || entry.target.id !== surveyId) continue;
    if (!shown) {
      const preview = previewOf<Survey>(entry);
      if (entry.action === 'create' && preview) shown = mark(preview, { created: true });
      continue;
    }
    shown = applyEntry(shown, entry) ?? undefined;
  }
  return shown;
}

/** A survey's photos: taken ones shown from the device, label changes shown, deletes marked as waiting. */
export function overlayPhotos(surveyId: string, list: readonly Photo[] | undefined, entries: readonly OutboxEntry[]): Shown<Photo>[] {
  return overlayList(list, entries, 'photo', surveyId, false);
}

/** A location's comments, oldest first: those written here and not sent yet at the end, marked as waiting. */
export function overlayComments(surveyId: string, list: readonly SurveyComment[] | undefined, entries: readonly OutboxEntry[]): Shown<SurveyComment>[] {
  return overlayList(list, entries, 'comment', surveyId, true);
}

/** The projects: created ones added, deleted ones gone, renames shown. */
export function overlayProjects(list: readonly Project[] | undefined, entries: readonly OutboxEntry[]): Shown<Project>[] {
  const shown: Shown<Project>[] = [...(list ?? [])];
  for (const entry of entries) {
    if (entry.target.type !== 'project') continue;
    const index = shown.findIndex((record) => record.id === entry.target.id);
    if (index === -1) {
      const preview = previewOf<Project>(entry);
      if (entry.action === 'create' && preview) shown.push(mark(preview, { created: true }));
      continue;
    }
    const next = applyEntry(shown[index]!, entry);
    if (next === null || next.pending?.deleting) shown.splice(index, 1);
    else shown[index] = next;
  }
  return shown;
}

/** One project as it will be. */
export function overlayProject(projectId: string, project: Project | undefined, entries: readonly OutboxEntry[]): Shown<Project> | undefined {
  return overlayProjects(project ? [project] : [], entries).find((item) => item.id === projectId);
}
