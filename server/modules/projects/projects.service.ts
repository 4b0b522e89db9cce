import type { CreateProjectBody, UpdateProjectBody } from '../../../common/schemas/projects';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { UserRow } from '../../auth/sessions.repo';
import { tenantScope } from '../../auth/scope';
import { recordAudit } from '../audit/audit.repo';
import { findCompany } from '../companies/companies.repo';
import { blobKeysOfProject } from '../photos/photos.repo';
import type { BlobStore } from '../../blobs/blob-store';
import {
  deleteProject,
  findProject,
  findProjectAnyCompany,
  insertProject,
  listProjects,
  updateProject,
} from './projects.repo';

export interface ProjectsDeps {
  db: Db;
  blobs: BlobStore;
}

export function createProjectsService(deps: ProjectsDeps) {
  const { db } = deps;

  async function get(actor: UserRow, id: string) {
    const project = await findProject(db, tenantScope(actor), id);
    if (!project) throw new AppError('NOT_FOUND', 'Project not found.');
    return project;
  }

  return {
    list: (actor: UserRow) => listProjects(db, tenantScope(actor)),
    get,

    async create(actor: UserRow, body: CreateProjectBody) {
      let companyId: string;
      if (actor.role === 'root') {
        if (!body.companyId) {
          throw new AppError('VALIDATION_FAILED', 'Choose the company this project belongs to.', {
            details: { fields: [{ field: 'body.companyId', message: 'Required for root' }] },
          });
        }
        if (!(await findCompany(db, body.companyId))) throw new AppError('NOT_FOUND', 'Company not found.');
        companyId = body.companyId;
      } else {
        if (!actor.companyId) throw new AppError('FORBIDDEN', 'You do not belong to a company.');
        companyId = actor.companyId;
      }
      // A repeated create with the same id returns what the first one made (offline replay).
      if (body.id) {
        const existing = await findProjectAnyCompany(db, body.id);
        if (existing) {
          if (existing.companyId !== companyId) throw new AppError('CONFLICT', 'This id is already used.');
          return { project: await get(actor, body.id), created: false };
        }
      }
      const row = await insertProject(db, {
        ...(body.id ? { id: body.id } : {}),
        companyId,
        name: body.name,
        description: body.description ?? null,
        status: body.status,
        createdBy: actor.id,
      });
      await recordAudit(db, {
        action: 'project.create',
        actorId: actor.id,
        companyId,
        subjectType: 'project',
        subjectId: row.id,
        data: { name: row.name },
      });
      return { project: await get(actor, row.id), created: true };
    },

    async update(actor: UserRow, id: string, body: UpdateProjectBody) {
      const values = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description ?? null } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      };
      const row = await updateProject(db, tenantScope(actor), id, values);
      if (!row) throw new AppError('NOT_FOUND', 'Project not found.');
      await recordAudit(db, {
        action: 'project.update',
        actorId: actor.id,
        companyId: row.companyId,
        subjectType: 'project',
        subjectId: row.id,
        data: { name: row.name, changed: Object.keys(values) },
      });
      return get(actor, id);
    },

    async remove(actor: UserRow, id: string) {
      const project = await get(actor, id);
      const keys = await blobKeysOfProject(db, project.id);
      await deleteProject(db, tenantScope(actor), id);
      // Rows first: a file whose row is gone is only wasted space; the reverse is a broken photo.
      await Promise.all(keys.map((key) => deps.blobs.delete(key)));
      await recordAudit(db, {
        action: 'project.delete',
        actorId: actor.id,
        companyId: project.companyId,
        subjectType: 'project',
        subjectId: project.id,
        data: { name: project.name },
      });
    },
  };
}
