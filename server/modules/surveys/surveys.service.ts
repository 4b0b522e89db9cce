import type { CreateSurveyBody, UpdateSurveyBody } from '../../../common/schemas/surveys';
import type { TemplateField } from '../../../common/schemas/templates';
import { LOCATION_TYPE_INFO, type LocationType } from '../../../common/survey/location-types';
import { surveyProgress } from '../../../common/survey/progress';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../auth/sessions.repo';
import { tenantScope } from '../../auth/scope';
import { recordAudit } from '../audit/audit.repo';
import { findProject, findProjectAnyCompany } from '../projects/projects.repo';
import { effectiveTemplate } from '../templates/templates.service';
import { findTemplate, findTemplateVersionFields } from '../templates/templates.repo';
import { conflictingFields, mergeForm } from './form-merge';
import { storeBackgroundImage } from './background-image';
import { blobKeysOfSurvey } from '../photos/photos.repo';
import type { BlobStore } from '../../blobs/blob-store';
import { presentSurvey } from './surveys.presenter';
import {
  deleteSurvey,
  findSurvey,
  findSurveyAnyCompany,
  insertSurvey,
  listProjectSurveys,
  nextInstanceNumber,
  updateSurveyAtVersion,
} from './surveys.repo';

export interface SurveysDeps {
  db: Db;
  blobs: BlobStore;
}

const MAX_WRITE_ATTEMPTS = 5;

export function createSurveysService(deps: SurveysDeps) {
  const { db } = deps;

  async function projectFor(actor: UserRow, projectId: string) {
    const project = await findProject(db, tenantScope(actor), projectId);
    if (!project) throw new AppError('NOT_FOUND', 'Project not found.');
    return project;
  }

  async function get(actor: UserRow, id: string) {
    const survey = await findSurvey(db, tenantScope(actor), id);
    if (!survey) throw new AppError('NOT_FOUND', 'Survey not found.');
    return survey;
  }

  /** The template a survey of this company and type is filled against, checked for access. */
  async function chooseTemplate(companyId: string, locationType: LocationType, templateId: string | undefined) {
    if (templateId) {
      const template = await findTemplate(db, templateId);
      if (!template || (template.companyId !== null && template.companyId !== companyId)) {
        throw new AppError('NOT_FOUND', 'Template not found.');
      }
      if (template.locationType !== locationType) {
        throw new AppError('VALIDATION_FAILED', `This template is for ${template.locationType}, not ${locationType}.`, {
          details: { fields: [{ field: 'body.templateId', message: 'Template of another location type' }] },
        });
      }
      return template;
    }
    return effectiveTemplate(db, companyId, locationType);
  }

  async function fieldsOf(templateId: string | null, version: number | null): Promise<TemplateField[]> {
    if (!templateId || version === null) return [];
    return (await findTemplateVersionFields(db, templateId, version)) ?? [];
  }

  return {
    get,

    async list(actor: UserRow, projectId: string) {
      const project = await projectFor(actor, projectId);
      return listProjectSurveys(db, project.id);
    },

    async create(actor: UserRow, body: CreateSurveyBody) {
      const project = await projectFor(actor, body.projectId);
      if (body.id) {
        const existing = await findSurveyAnyCompany(db, body.id);
        if (existing) {
          if (existing.companyId !== project.companyId || existing.projectId !== project.id) {
            throw new AppError('CONFLICT', 'This id is already used.');
          }
          return { survey: existing, created: false };
        }
      }
      const template = await chooseTemplate(project.companyId, body.locationType, body.templateId);
      const { formData } = mergeForm({}, body.formData ?? {});
      const fields = template?.fields ?? [];
      for (let attempt = 1; ; attempt++) {
        const instanceNumber = await nextInstanceNumber(db, project.id, body.locationType);
        try {
          const survey = await insertSurvey(db, {
            ...(body.id ? { id: body.id } : {}),
            companyId: project.companyId,
            projectId: project.id,
            locationType: body.locationType,
            locationId: body.locationId ?? `${body.locationType}-${Date.now()}`,
            instanceName: body.instanceName || `${LOCATION_TYPE_INFO[body.locationType].tileTitle} ${instanceNumber}`,
            instanceNumber,
            formData,
            fieldVersions: Object.fromEntries(Object.keys(formData).map((key) => [key, 1])),
            isCompleted: body.isCompleted ?? false,
            progress: surveyProgress(fields, formData).percent,
            templateId: template?.id ?? null,
            templateVersion: template?.currentVersion ?? null,
            createdBy: actor.id,
            updatedBy: actor.id,
          });
          await recordAudit(db, {
            action: 'survey.create',
            actorId: actor.id,
            companyId: project.companyId,
            subjectType: 'survey',
            subjectId: survey.id,
            data: { projectId: project.id, projectName: project.name, name: survey.instanceName, locationType: survey.locationType },
          });
          return { survey, created: true };
        } catch (error) {
          // Another create took the same instance number (or the same id) meanwhile.
          if (!isUniqueViolation(error) || attempt >= MAX_WRITE_ATTEMPTS) throw error;
          if (body.id) {
            const existing = await findSurveyAnyCompany(db, body.id);
            if (existing) return { survey: existing, created: false };
          }
        }
      }
    },

    async update(actor: UserRow, id: string, body: UpdateSurveyBody) {
      // A data URL is turned into a stored file; the survey keeps only its key (DESIGN §1).
      const imageKey = typeof body.uploadedImage === 'string' ? await storeBackgroundImage(deps.blobs, body.uploadedImage) : body.uploadedImage;

      for (let attempt = 1; ; attempt++) {
        const survey = await get(actor, id);
        const fieldVersions = survey.fieldVersions as Record<string, number>;
        const conflicts = conflictingFields(survey.formData as Record<string, unknown>, fieldVersions, body.formData ?? {}, body.baseVersion);
        const markupConflict = body.markupElements !== undefined && body.baseVersion !== undefined && survey.markupVersion > body.baseVersion;
        if (conflicts.length > 0 || markupConflict) {
          if (imageKey) await deps.blobs.delete(imageKey);
          throw new AppError('VERSION_CONFLICT', 'Someone else changed this survey since you loaded it.', {
            details: { survey: presentSurvey(survey), fields: conflicts, markup: markupConflict },
          });
        }

        const version = survey.version + 1;
        const { formData, changed } = mergeForm(survey.formData as Record<string, unknown>, body.formData ?? {});
        let templateId = survey.templateId;
        let templateVersion = survey.templateVersion;
        if (body.templateId && body.templateId !== survey.templateId) {
          const template = await chooseTemplate(survey.companyId, survey.locationType as LocationType, body.templateId);
          templateId = template?.id ?? null;
          templateVersion = template?.currentVersion ?? null;
        }
        const fields = await fieldsOf(templateId, templateVersion);
        const updated = await updateSurveyAtVersion(db, survey.id, survey.version, {
          version,
          formData,
          fieldVersions: { ...fieldVersions, ...Object.fromEntries(changed.map((key) => [key, version])) },
          progress: surveyProgress(fields, formData).percent,
          templateId,
          templateVersion,
          updatedBy: actor.id,
          ...(body.instanceName !== undefined ? { instanceName: body.instanceName || null } : {}),
          ...(body.isCompleted !== undefined ? { isCompleted: body.isCompleted } : {}),
          ...(body.markupElements !== undefined ? { markupElements: body.markupElements, markupVersion: version } : {}),
          ...(imageKey !== undefined ? { uploadedImageKey: imageKey } : {}),
        });
        if (!updated) {
          // Someone wrote between our read and our write: merge against their version.
          if (attempt >= MAX_WRITE_ATTEMPTS) throw new AppError('VERSION_CONFLICT');
          continue;
        }
        if (imageKey !== undefined && survey.uploadedImageKey && survey.uploadedImageKey !== imageKey) {
          await deps.blobs.delete(survey.uploadedImageKey);
        }
        const completedNow = body.isCompleted === true && !survey.isCompleted;
        // A completion is news on the dashboard: say where ("… completed MDF 1 in Oak Towers").
        const projectName = completedNow ? (await findProjectAnyCompany(db, survey.projectId))?.name : undefined;
        await recordAudit(db, {
          action: completedNow ? 'survey.complete' : 'survey.update',
          actorId: actor.id,
          companyId: survey.companyId,
          subjectType: 'survey',
          subjectId: survey.id,
          data: {
            projectId: survey.projectId,
            ...(projectName ? { projectName } : {}),
            name: updated.instanceName,
            locationType: survey.locationType,
            fields: changed,
          },
        });
        return updated;
      }
    },

    async remove(actor: UserRow, id: string) {
      const survey = await get(actor, id);
      const keys = await blobKeysOfSurvey(db, survey);
      await deleteSurvey(db, tenantScope(actor), id);
      await Promise.all(keys.map((key) => deps.blobs.delete(key)));
      await recordAudit(db, {
        action: 'survey.delete',
        actorId: actor.id,
        companyId: survey.companyId,
        subjectType: 'survey',
        subjectId: survey.id,
        data: { projectId: survey.projectId, name: survey.instanceName, locationType: survey.locationType },
      });
    },
  };
}
