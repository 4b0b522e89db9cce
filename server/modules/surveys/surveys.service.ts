import type { ReadsFirst } from '../../http/reads-first';
import { BoundedQueue } from '../../http/bounded-queue';
import { conflictingElements } from '../../../common/markup/element-changes';
import { assignIdentifiers, identifierKey } from '../../../common/markup/identifiers';
import type { MarkupElement } from '../../../common/markup/schema';
import type { CreateSurveyBody, UpdateSurveyBody } from '../../../common/schemas/surveys';
import type { TemplateField } from '../../../common/schemas/templates';
import { LOCATION_TYPE_INFO, type LocationType } from '../../../common/survey/location-types';
import { surveyProgress, validateSurveyForm } from '../../../common/survey/progress';
import { floorPlanInstanceName, unitIdOf } from '../../../common/survey/unit-plans';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import { lockProjectMarkup } from '../../db/project-lock';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { companyScope, scopeIncludes, scopeOf, type Scope } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import type { BlobStore } from '../../blobs/blob-store';
import { parentProjectInScope, projectInScope } from '../projects/projects.service';
import { KnownSurveys } from './known-surveys';
import { defaultTemplateFor, templateUsableBy, templateVersionFields } from '../templates/templates.service';
import { admitFloor, buildingsOfIds, type BuildingRow } from '../buildings/buildings.service';
import { parseElements } from '../../../common/markup/parse-elements';
import type { FormValue } from '../../../common/schemas/surveys';
import { defaultUnitName, followedUnitName, placeAnswers, placeKeyOf, withoutPlaceAnswers } from '../../../common/survey/places';
import { ownValue, setOwnValue } from '../../../common/survey/own-values';
import { sameFormValue } from '../../../common/survey/same-form-value';
import { checkPlace, isUnitLocation, PLACE_MERGE_KEYS, placeAsAnswers, placeOfMerged, placeRefusal, readPlaceChange, type PlaceMergeKey } from './place-change';
import { conflictingFields, formDataChange, mergeForm } from './form-merge';
import { markersNeedingIdentifiers, markupKindOf, mergeMarkup, withStoredIdentifiers, withTypicalIdentifiers } from './markup-merge';
import { storeBackgroundImage } from './background-image';
import { auditedChanges, elementChanges } from './audit-changes';
import { reviewAfterWrite } from '../review/review.service';
import type { WebhookEvents } from '../webhooks/webhooks.service';
import { presentSurvey, type SurveyPresentation } from './surveys.presenter';
import { surveyPolicy } from './surveys.policy';
import {
  blobKeysOfSurvey,
  deleteSurvey,
  findSurvey,
  findSurveyAcrossCompanies,
  insertSurveyOnce,
  listProjectSurveys,
  lockSurveyRow,
  projectIdentifiers,
  listProjectSurveysWithPhotos,
  allocateInstanceNumber,
  writeSurveyAtVersion,
  typicalElementsOfUnit,
  type SurveyPhotoRow,
  type SurveyRow,
} from './surveys.repo';

export type { SurveyRow } from './surveys.repo';

export interface SurveysDeps {
  db: Db;
  blobs: BlobStore;
  /**
   * Where changes wait their turn (AUTOSAVE_CONCURRENCY at once, QUEUE_MAX waiting per company,
   * for QUEUE_WAIT_MS at most; companies take turns). A crowd of autosaves then queues in this
   * server instead of in the pool and the database, where every read and upload would wait
   * behind it; on the embedded database one write per core keeps it as busy as more would. Past
   * the line's bounds a change is refused with 503 SERVER_BUSY, which the outbox retries.
   */
  writeQueue?: BoundedQueue;
  /** Reads under way hold back the start of queued changes a little (server/http/reads-first.ts). */
  readsFirst?: ReadsFirst;
  /** Webhook events (location completed, quantities changed), after a write lands. */
  webhooks?: WebhookEvents;
}

const MAX_WRITE_ATTEMPTS = 5;

const NO_PLACE = { building: null, floor: null, unitNumber: null, unitTypeId: null };

/**
 * A change's answers with its place under the place keys, in the order the form sent them (the
 * audit names changed fields in that order); a place sent at the top level comes last.
 */
function placePatch(sent: Readonly<Record<string, FormValue>> | undefined, answers: Record<string, FormValue>, place: Partial<Record<PlaceMergeKey, string | number | null>>): Record<string, FormValue> {
  const patch: Record<string, FormValue> = {};
  for (const name of Object.keys(sent ?? {})) {
    const key = placeKeyOf(name);
    if (key === undefined) setOwnValue(patch, name, ownValue(answers, name)!);
    else if (place[key] !== undefined && !Object.hasOwn(patch, key)) setOwnValue(patch, key, place[key]);
  }
  for (const [key, value] of Object.entries(place)) if (!Object.hasOwn(patch, key) && value !== undefined) setOwnValue(patch, key, value);
  return patch;
}

/**
 * The webhook events of a write that landed (issue 16): the location completed, its drawing's
 * quantities changed (markers or scale). Cheap when the company has no hook for them.
 */
async function emitSurveyEvents(webhooks: WebhookEvents, before: SurveyRow, after: SurveyRow, actorId: string) {
  const location = { projectId: after.projectId, locationId: after.id, locationType: after.locationType, name: after.instanceName };
  if (after.isCompleted && !before.isCompleted) await webhooks.emit(after.companyId, 'location.completed', { ...location, completedBy: actorId });
  if (after.markupVersion !== before.markupVersion || after.markupScale !== before.markupScale || !sameFormValue(after.hiddenTypicalIds, before.hiddenTypicalIds)) {
    await webhooks.emit(after.companyId, 'quantities.changed', { ...location, source: 'drawing', changedBy: actorId });
  } else if (after.unitTypeId !== before.unitTypeId || after.buildingId !== before.buildingId || after.floor !== before.floor) {
    // Quantities are totalled where each unit is, and per unit type (DESIGN §15).
    await webhooks.emit(after.companyId, 'quantities.changed', { ...location, source: 'place', changedBy: actorId });
  }
}

/** 422 naming each field that keeps a completion from landing, in the form's own words. */
function refuseIncomplete(fields: readonly TemplateField[], formData: Record<string, unknown>) {
  const errors = Object.entries(validateSurveyForm(fields, formData));
  if (errors.length === 0) return;
  throw new AppError('UNPROCESSABLE', `This location cannot be completed yet: ${errors.map(([, message]) => message).join('; ')}.`, {
    details: { fields: errors.map(([name, message]) => ({ field: `formData.${name}`, message })) },
  });
}

/** A survey in the scope, else 404 (another company's survey is exactly like a missing one). */
export async function surveyInScope(db: Db, scope: Scope, id: string) {
  const survey = await findSurvey(db, scope, id);
  if (!survey) throw new AppError('NOT_FOUND', 'Survey not found.');
  return survey;
}

/** A survey in the scope, or undefined (for a reference a caller answers for itself). */
export function findSurveyInScope(db: Db, scope: Scope, id: string) {
  return findSurvey(db, scope, id);
}

/** The survey a photo is being uploaded to: like parentProjectInScope, a retryable 424 when it is not there. */
export async function parentSurveyInScope(db: Db, scope: Scope, id: string) {
  const survey = await findSurvey(db, scope, id);
  if (!survey) throw new AppError('PARENT_NOT_FOUND');
  return survey;
}

/**
 * The first of the next instance numbers of a type in a project, kept for the transaction `tx`
 * until it ends: a bulk create numbers its units from it, one after the other (DESIGN §14).
 */
export function reserveInstanceNumbers(tx: Db, scope: Scope, projectId: string, locationType: LocationType): Promise<number> {
  return allocateInstanceNumber(tx, scope, projectId, locationType);
}

/** The surveys of a project in the scope, by type and instance number (the report reads them). */
export async function surveysOfProject(db: Db, scope: Scope, projectId: string) {
  return listProjectSurveys(db, scope, projectId);
}

/** The buildings' names and the templates' field names of these surveys, read once for all of them. */
export async function presentationOf(db: Db, scope: Scope, rows: readonly SurveyRow[]): Promise<(row: SurveyRow) => SurveyPresentation> {
  const buildingIds = [...new Set(rows.flatMap((row) => (row.buildingId ? [row.buildingId] : [])))];
  const buildingRows = await buildingsOfIds(db, scope, buildingIds);
  const names = new Map(buildingRows.map((building) => [building.id, building.name]));
  const assignees = new Map(buildingRows.map((building) => [building.id, building.assigneeId]));
  const fieldNames = new Map<string, readonly string[]>();
  for (const row of rows) {
    if (!row.templateId || row.templateVersion === null) continue;
    const key = `${row.templateId}@${row.templateVersion}`;
    if (!fieldNames.has(key)) fieldNames.set(key, ((await templateVersionFields(db, scope, row.templateId, row.templateVersion)) ?? []).map((field) => field.name));
  }
  return (row) => ({
    buildingName: row.buildingId ? (names.get(row.buildingId) ?? null) : null,
    fieldNames: (row.templateId && fieldNames.get(`${row.templateId}@${row.templateVersion}`)) || [],
    buildingAssigneeId: row.buildingId ? (assignees.get(row.buildingId) ?? null) : null,
  });
}

export function createSurveysService(deps: SurveysDeps) {
  const writeQueue = deps.writeQueue ?? new BoundedQueue({ concurrency: 2, maxQueued: 500, maxWaitMs: 2_000 });
  const { db } = deps;
  // What this server last wrote of each survey: the base of the next autosave (known-surveys.ts).
  const known = new KnownSurveys();

  /** The template a survey of this company and type is filled against, checked for access. */
  async function chooseTemplate(companyId: string, locationType: LocationType, templateId: string | undefined) {
    if (!templateId) return defaultTemplateFor(db, companyId, locationType);
    const template = await templateUsableBy(db, companyId, templateId);
    if (template.locationType !== locationType) {
      throw new AppError('VALIDATION_FAILED', `This template is for ${template.locationType}, not ${locationType}.`, {
        details: { fields: [{ field: 'body.templateId', message: 'Template of another location type' }] },
      });
    }
    return template;
  }

  async function fieldsOf(companyId: string, templateId: string | null, version: number | null): Promise<TemplateField[]> {
    if (!templateId || version === null) return [];
    return (await templateVersionFields(db, companyScope(companyId), templateId, version)) ?? [];
  }

  /**
   * The unit survey a new floor plan names: a unit location of the same project. One not on the
   * server (yet) answers 424, as for a survey whose project is missing: an outbox replays the
   * unit's create first.
   */
  async function unitOfFloorPlan(body: CreateSurveyBody, project: { id: string; companyId: string }): Promise<SurveyRow> {
    if (body.locationType !== 'unit') {
      throw new AppError('VALIDATION_FAILED', 'Only a unit survey can be a unit’s floor plan.', { details: { field: 'unitSurveyId' } });
    }
    const unit = await findSurvey(db, companyScope(project.companyId), body.unitSurveyId!);
    if (!unit || unit.projectId !== project.id) {
      throw new AppError('PARENT_NOT_FOUND', 'The unit this floor plan belongs to is not in this project.', { details: { field: 'unitSurveyId' } });
    }
    if (unit.locationType !== 'unit' || unit.unitSurveyId !== null) {
      throw new AppError('VALIDATION_FAILED', 'A floor plan belongs to a unit location.', { details: { field: 'unitSurveyId' } });
    }
    return unit;
  }

  /** A repeated create with a client id answers the first one's survey, if it is in the same project. */
  async function existingFor(id: string, project: { id: string; companyId: string }): Promise<SurveyRow> {
    const existing = await findSurveyAcrossCompanies(db, id);
    if (!existing || existing.companyId !== project.companyId || existing.projectId !== project.id) {
      throw new AppError('CONFLICT', 'This id is already used.');
    }
    return existing;
  }

  /** A floor in its building, as the buildings' rules say (admitFloor). */
  const admitFloorOf = (actor: UserRow) => (building: BuildingRow, floor: number, field: string) => admitFloor(db, actor, building, floor, field);

  return {
    get: (actor: UserRow, id: string) => surveyInScope(db, scopeOf(actor), id),

    /** What presenting these surveys to the actor needs (surveys.presenter.ts). */
    presentation: (actor: UserRow, rows: readonly SurveyRow[]) => presentationOf(db, scopeOf(actor), rows),

    /** A project's surveys with their photos; one statement when it has any (a survey in the scope proves its project is). */
    async list(actor: UserRow, projectId: string) {
      const scope = scopeOf(actor);
      const rows = await listProjectSurveysWithPhotos(db, scope, projectId);
      // None: an empty project in the scope, or a 404 (another company's is like a missing one).
      if (rows.length === 0) await projectInScope(db, scope, projectId);
      return rows;
    },

    async create(actor: UserRow, body: CreateSurveyBody): Promise<{ survey: SurveyRow; created: boolean }> {
      const project = await parentProjectInScope(db, scopeOf(actor), body.projectId);
      authorize(surveyPolicy, actor, 'survey.create', project);
      const scope = companyScope(project.companyId);
      const unit = body.unitSurveyId ? await unitOfFloorPlan(body, project) : undefined;
      const template = await chooseTemplate(project.companyId, body.locationType, body.templateId);
      // Where it is (DESIGN §15): its columns, whether sent at the top level or in the form.
      const { answers, change } = await readPlaceChange(db, actor, project, body);
      const { formData } = mergeForm({}, answers);
      const placed = { ...NO_PLACE, ...change.values };
      const made = { locationType: body.locationType, unitSurveyId: unit?.id ?? null, isTypicalPlan: false };
      const placeKeys = PLACE_MERGE_KEYS.filter((key) => placed[key] !== null && placed[key] !== undefined);
      const building = typeof placed.building === 'string' ? change.buildings.get(placed.building) : undefined;
      const stored = placeOfMerged(placed).place;
      if (placeKeys.length > 0) await checkPlace(made, stored, placeKeys, change.fields, async (id) => change.buildings.get(id), admitFloorOf(actor));
      const fields = template?.fields ?? [];
      const shown = placeAnswers({ ...stored, formData }, building?.name ?? null, fields.map((field) => field.name));
      // A unit is named after its place until renamed (DESIGN §15).
      const placeName = isUnitLocation(made) ? defaultUnitName({ buildingName: building?.name ?? null, unitNumber: stored.unitNumber }) : null;
      try {
        const survey = await db.transaction(async (tx) => {
          // A floor plan shares its unit's number; locations are numbered per type, one create at a time.
          const instanceNumber = unit ? unit.instanceNumber : await allocateInstanceNumber(tx, scope, project.id, body.locationType);
          const row = await insertSurveyOnce(tx, scope, {
            ...(body.id ? { id: body.id } : {}),
            companyId: project.companyId,
            projectId: project.id,
            locationType: body.locationType,
            locationId: body.locationId ?? (unit ? unitIdOf(unit) : `${body.locationType}-${Date.now()}`),
            instanceName:
              body.instanceName ||
              placeName ||
              (unit ? floorPlanInstanceName(unitIdOf(unit)) : `${LOCATION_TYPE_INFO[body.locationType].tileTitle} ${instanceNumber}`),
            instanceNumber,
            unitSurveyId: unit?.id ?? null,
            formData,
            fieldVersions: Object.fromEntries([...Object.keys(formData), ...placeKeys].map((key) => [key, 1])),
            isCompleted: body.isCompleted ?? false,
            progress: surveyProgress(fields, shown).percent,
            templateId: template?.id ?? null,
            templateVersion: template?.currentVersion ?? null,
            ...stored,
            createdBy: actor.id,
            updatedBy: actor.id,
          });
          if (row) {
            await recordAudit(tx, {
              action: 'survey.create',
              actorId: actor.id,
              companyId: project.companyId,
              subjectType: 'survey',
              subjectId: row.id,
              data: { projectId: project.id, projectName: project.name, name: row.instanceName, locationType: row.locationType },
            });
          }
          return row;
        });
        // No row: the same client id was created first, perhaps at this very moment (an offline replay).
        if (!survey) return { survey: await existingFor(body.id!, project), created: false };
        // Created completed: submitted for review (DESIGN §16).
        return { survey: await reviewAfterWrite(db, deps.webhooks, null, survey, actor.id), created: true };
      } catch (error) {
        const refused = await placeRefusal(error, db, scope, stored, change.fields);
        if (refused !== error) throw refused;
        // The project was deleted while this create was under way.
        if (isForeignKeyViolation(error)) throw new AppError('PARENT_NOT_FOUND');
        throw error;
      }
    },

    /**
     * An autosave or any other change: merged into the survey as it stands (DESIGN §4, §5), in
     * one statement with its audit row. The survey this server last wrote is the base when it
     * has it; the write only lands if the survey is still at that version, else it is read again.
     */
    async update(actor: UserRow, id: string, body: UpdateSurveyBody): Promise<{ survey: SurveyRow; photos: SurveyPhotoRow[] }> {
      const scope = scopeOf(actor);
      // Another company's survey is a 404 whether or not this server knows it.
      const kept = known.get(id);
      let survey = kept && scopeIncludes(scope, kept.companyId) ? kept : await surveyInScope(db, scope, id);
      let fresh = survey !== kept;
      // Authorize before any work: nothing is decoded or stored for a survey the caller cannot change.
      authorize(surveyPolicy, actor, body.isCompleted === true ? 'survey.complete' : 'survey.update', survey);
      // Where it is (DESIGN §15): read once; it merges under the place keys like the form's fields.
      const { answers, change: place } = await readPlaceChange(db, actor, { id: survey.projectId, companyId: survey.companyId }, body);
      const patch = placePatch(body.formData, answers, place.values);
      const buildingsRead = new Map(place.buildings);
      // The place the last attempt wrote, to name it when its keys refuse it.
      let attempted: { buildingId: string | null; unitNumber: string | null } = survey;
      /** A building the survey is or will be in, read at most once per change. */
      const buildingOf = async (buildingId: string) => {
        if (!buildingsRead.has(buildingId)) {
          const [row] = await buildingsOfIds(db, scope, [buildingId]);
          if (row) buildingsRead.set(buildingId, row);
        }
        return buildingsRead.get(buildingId);
      };
      if (body.hiddenTypicalIds !== undefined && survey.unitSurveyId === null) {
        throw new AppError('UNPROCESSABLE', 'Only a unit’s floor plan hides typical elements.', {
          details: { fields: [{ field: 'body.hiddenTypicalIds', message: 'Only on a unit’s floor plan' }] },
        });
      }
      // A data URL is turned into a stored file; the survey keeps only its key (DESIGN §1).
      const imageKey = typeof body.uploadedImage === 'string' ? await storeBackgroundImage(deps.blobs, body.uploadedImage) : body.uploadedImage;
      const discardImage = async () => {
        if (imageKey) await deps.blobs.delete(imageKey).catch(() => undefined);
      };
      /** The survey as the database holds it now, instead of this server's copy. */
      const reread = async (conn: Db = db) => {
        known.forget(id);
        survey = await surveyInScope(conn, scope, id);
        fresh = true;
      };

      /** Merges the change into `survey` and writes it if the survey is still at that version. */
      /**
       * Merges the change into `survey` and writes it if the survey is still at that version.
       * `inTransaction`: conn is a transaction holding the project's identifier lock already.
       */
      const attemptWrite = async (conn: Db, inTransaction = false): Promise<Awaited<ReturnType<typeof writeSurveyAtVersion>>> => {
        const fieldVersions = survey.fieldVersions as Record<string, number>;
        // The stored answers with the place under its keys, as the change is merged into them.
        const stored = withoutPlaceAnswers(survey.formData);
        for (const [key, value] of Object.entries(placeAsAnswers(survey))) setOwnValue(stored, key, value);
        const conflicts = conflictingFields(stored, fieldVersions, patch, body.baseVersion);
        const storedMarkup = { markupElements: survey.markupElements as MarkupElement[], markupElementVersions: survey.markupElementVersions as Record<string, number> };
        const markupWrite = withStoredIdentifiers(storedMarkup.markupElements, body);
        // Element changes conflict per element (DESIGN §5); a whole list whenever the drawing changed since its base.
        const elements = markupWrite.markupChanges
          ? conflictingElements(storedMarkup.markupElements, storedMarkup.markupElementVersions, markupWrite.markupChanges, body.baseVersion)
          : [];
        const markupConflict = elements.length > 0 || (body.markupElements !== undefined && body.baseVersion !== undefined && survey.markupVersion > body.baseVersion);
        if (conflicts.length > 0 || markupConflict) {
          // A conflict is only answered from the survey as it is now.
          if (!fresh) return undefined;
          const presentation = await presentationOf(db, scope, [survey]);
          throw new AppError('VERSION_CONFLICT', 'Someone else changed this survey since you loaded it.', {
            details: { survey: presentSurvey(survey, [], presentation(survey)), fields: conflicts, markup: markupConflict, ...(body.markupChanges ? { elements } : {}) },
          });
        }

        const version = survey.version + 1;
        const merged = mergeForm(stored, patch);
        const changed = merged.changed;
        const { place: placed, answers: formData } = placeOfMerged(merged.formData);
        attempted = placed;
        const placeChanged = changed.filter((key): key is PlaceMergeKey => (PLACE_MERGE_KEYS as readonly string[]).includes(key));
        if (placeChanged.length > 0) await checkPlace(survey, placed, placeChanged, place.fields, buildingOf, admitFloorOf(actor));
        const buildingName = placed.buildingId === null ? null : ((await buildingOf(placed.buildingId))?.name ?? null);
        // A unit's name follows its building and number until someone renames it (DESIGN §15).
        let followedName: string | undefined;
        if (body.instanceName === undefined && isUnitLocation(survey) && (placeChanged.includes('building') || placeChanged.includes('unitNumber'))) {
          const before = { buildingName: survey.buildingId === null ? null : ((await buildingOf(survey.buildingId))?.name ?? null), unitNumber: survey.unitNumber };
          followedName = followedUnitName(survey.instanceName, before, { buildingName, unitNumber: placed.unitNumber }, survey.instanceNumber);
        }
        let templateId = survey.templateId;
        let templateVersion = survey.templateVersion;
        if (body.templateId && body.templateId !== survey.templateId) {
          const template = await chooseTemplate(survey.companyId, survey.locationType as LocationType, body.templateId);
          templateId = template?.id ?? null;
          templateVersion = template?.currentVersion ?? null;
        }
        const fields = await fieldsOf(survey.companyId, templateId, templateVersion);
        // Progress and completion read the place where the form shows it (common/survey/places.ts).
        const shown = placeAnswers({ ...placed, formData }, buildingName, fields.map((field) => field.name));
        const completedNow = body.isCompleted === true && !survey.isCompleted;
        // A location is completed only with every field that shows valid (issue 15): a hidden
        // required field may stay empty, a visible one may not.
        if (body.isCompleted === true) refuseIncomplete(fields, shown);
        let markup = mergeMarkup(storedMarkup, markupWrite, version);
        const needing = markup ? markersNeedingIdentifiers(storedMarkup.markupElements, markup, version) : new Set<string>();
        if (markup && needing.size > 0) {
          // Identifiers are unique in the project: one write at a time picks them (DESIGN §5).
          if (!inTransaction) {
            return db.transaction(async (tx) => {
              await lockProjectMarkup(tx, survey.projectId);
              return attemptWrite(tx, true);
            });
          }
          // A unit's change of a typical element keeps the typical one's identifier (DESIGN §15).
          const typical = survey.unitSurveyId === null ? [] : parseElements(await typicalElementsOfUnit(conn, scope, survey.unitSurveyId));
          const shared = withTypicalIdentifiers(markup.markupElements, needing, typical);
          const taken = new Set((await projectIdentifiers(conn, scope, survey.projectId, survey.id)).map(identifierKey));
          markup = { ...markup, markupElements: assignIdentifiers(markupKindOf(survey.locationType), shared.elements, shared.needing, taken) };
        }
        const changedVersions = Object.fromEntries(changed.map((key) => [key, version]));
        const formChange = formDataChange(survey.formData, formData);
        // The row as this write leaves it: the survey at its version with these values.
        const written = {
          ...survey,
          version,
          formData,
          fieldVersions: { ...fieldVersions, ...changedVersions },
          progress: surveyProgress(fields, shown).percent,
          templateId,
          templateVersion,
          updatedBy: actor.id,
          instanceName: body.instanceName !== undefined ? body.instanceName || null : (followedName ?? survey.instanceName),
          isCompleted: body.isCompleted ?? survey.isCompleted,
          markupElements: markup ? markup.markupElements : survey.markupElements,
          markupElementVersions: markup ? markup.markupElementVersions : survey.markupElementVersions,
          markupVersion: markup?.markupVersion ?? survey.markupVersion,
          markupScale: body.markupScale !== undefined ? body.markupScale : survey.markupScale,
          uploadedImageKey: imageKey !== undefined ? imageKey : survey.uploadedImageKey,
          ...placed,
          hiddenTypicalIds: body.hiddenTypicalIds !== undefined ? [...new Set(body.hiddenTypicalIds)] : survey.hiddenTypicalIds,
        };
        // Before → after of what changed, for the location's activity (DESIGN §16).
        const changes = auditedChanges(
          changed,
          stored,
          merged.formData,
          {
            instanceName: { before: survey.instanceName, after: written.instanceName },
            isCompleted: { before: survey.isCompleted, after: written.isCompleted },
            markupScale: { before: survey.markupScale, after: written.markupScale },
          },
          elementChanges(storedMarkup.markupElements, markup?.markupElements ?? null),
        );
        return writeSurveyAtVersion(
          conn,
          scope,
          survey.version,
          {
            version,
            // Only what changed goes to the database: the stored form is the survey's here (the write lands only at its version).
            formData: formChange ? null : JSON.stringify(formData),
            formDataSet: JSON.stringify(formChange?.set ?? {}),
            formDataRemoved: formChange?.removed ?? [],
            fieldVersionsSet: JSON.stringify(changedVersions),
            progress: written.progress,
            templateId,
            templateVersion,
            updatedBy: actor.id,
            instanceName: written.instanceName,
            isCompleted: written.isCompleted,
            markupElements: markup ? JSON.stringify(markup.markupElements) : null,
            markupElementVersions: markup ? JSON.stringify(markup.markupElementVersions) : null,
            markupVersion: written.markupVersion,
            markupScale: written.markupScale,
            uploadedImageKey: written.uploadedImageKey,
            ...placed,
            hiddenTypicalIds: JSON.stringify(written.hiddenTypicalIds),
          },
          // A completion is news on the dashboard: say where ("… completed MDF 1 in Oak Towers").
          {
            action: completedNow ? 'survey.complete' : 'survey.update',
            actorId: actor.id,
            fields: JSON.stringify([
              ...changed,
              ...(body.markupScale !== undefined && body.markupScale !== survey.markupScale ? ['markupScale'] : []),
              ...(body.hiddenTypicalIds !== undefined && !sameFormValue(body.hiddenTypicalIds, survey.hiddenTypicalIds) ? ['hiddenTypicalIds'] : []),
            ]),
            withProjectName: completedNow,
            changes: JSON.stringify(changes),
          },
          written,
        );
      };

      /** Writes the change, merged again against the survey as it is now until it lands. */
      const writeUntilLanded = async () => {
        let written: Awaited<ReturnType<typeof attemptWrite>>;
        for (let attempt = 1; ; attempt++) {
          written = await attemptWrite(db);
          if (written) break;
          // Someone wrote since (on this server or another), or this server's copy was stale:
          // merge against the survey as it is now. A copy found stale costs no attempt.
          if (!fresh) attempt--;
          if (fresh && attempt >= MAX_WRITE_ATTEMPTS) {
            // A crowd writing one survey at once (a crew, several servers): rather than refuse a
            // change that conflicts with nothing, take the row's lock, so this write cannot lose again.
            written = await db.transaction(async (tx) => {
              // The project's identifier lock first, as every write that names markers takes it: no deadlock.
              await lockProjectMarkup(tx, survey.projectId);
              await lockSurveyRow(tx, scope, id);
              await reread(tx);
              const locked = await attemptWrite(tx, true);
              if (!locked) throw new Error('a survey held under lock changed');
              return locked;
            });
            break;
          }
          await reread();
        }
        return written;
      };

      let landed!: { before: SurveyRow; written: { survey: SurveyRow; photos: SurveyPhotoRow[] } };
      try {
        // Changes beyond the server's concurrency wait here, not in the pool (SurveysDeps.writeQueue).
        const written = await writeQueue.run(async (arrivedAt) => {
          // Held for reads at most READS_FIRST_WAIT_MS from its arrival: time in line counts.
          await deps.readsFirst?.clear(arrivedAt);
          return writeUntilLanded();
        }, survey.companyId);
        known.remember(written.survey);
        if (deps.webhooks) await emitSurveyEvents(deps.webhooks, survey, written.survey, actor.id);
        if (imageKey !== undefined && survey.uploadedImageKey && survey.uploadedImageKey !== imageKey) {
          await deps.blobs.delete(survey.uploadedImageKey).catch(() => undefined);
        }
        landed = { before: survey, written };
      } catch (error) {
        await discardImage();
        throw await placeRefusal(error, db, scope, attempted, place.fields);
      }
      // Completing submits it for review; changing an approved one puts it back to pending (DESIGN §16).
      const reviewed = await reviewAfterWrite(db, deps.webhooks, landed.before, landed.written.survey, actor.id);
      known.remember(reviewed);
      return { ...landed.written, survey: reviewed };
    },

    /**
     * Deletes a survey with its photos. `goneIsDone`: a survey that is not there (deleted by
     * someone else, never made, or another company's) counts as deleted (DESIGN §6, a replayed
     * outbox delete); nothing is deleted then.
     */
    async remove(actor: UserRow, id: string, { goneIsDone = false }: { goneIsDone?: boolean } = {}) {
      const scope = scopeOf(actor);
      const survey = await findSurvey(db, scope, id);
      if (!survey) {
        if (goneIsDone) return;
        throw new AppError('NOT_FOUND', 'Survey not found.');
      }
      authorize(surveyPolicy, actor, 'survey.delete', survey);
      // A typical plan goes with its unit type (DESIGN §15): the type without it would draw nothing for its units.
      if (survey.isTypicalPlan) throw new AppError('CONFLICT', 'A typical plan goes with its unit type: delete the unit type instead.');
      const keys = await db.transaction(async (tx) => {
        const files = await blobKeysOfSurvey(tx, scope, survey);
        known.forget(id);
        if (!(await deleteSurvey(tx, scope, id))) {
          if (goneIsDone) return [];
          throw new AppError('NOT_FOUND', 'Survey not found.');
        }
        await recordAudit(tx, {
          action: 'survey.delete',
          actorId: actor.id,
          companyId: survey.companyId,
          subjectType: 'survey',
          subjectId: survey.id,
          data: { projectId: survey.projectId, name: survey.instanceName, locationType: survey.locationType },
        });
        return files;
      });
      // Rows first: a file whose row is gone is only wasted space (the sweep takes it); the reverse is a broken photo.
      await Promise.all(keys.map((key) => deps.blobs.delete(key).catch(() => undefined)));
    },
  };
}
