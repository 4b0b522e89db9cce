import type { CreateProjectBody, UpdateProjectBody } from '../../../common/schemas/projects';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { companyForWrite, companyScope, scopeOf, type Scope } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import type { BlobStore } from '../../blobs/blob-store';
import { companyExists } from '../companies/companies.service';
import { projectPolicy } from './projects.policy';
import {
  blobKeysOfProject,
  deleteProject,
  findProject,
  findProjectAcrossCompanies,
  insertProjectOnce,
  listProjects,
  updateProject,
} from './projects.repo';

import type { WebhookEvents } from '../webhooks/webhooks.service';

export type { ProjectWithCounts } from './projects.repo';

export interface ProjectsDeps {
  db: Db;
  blobs: BlobStore;
  /** Webhook events (project completed, quantities changed), after a change commits. */
  webhooks?: WebhookEvents;
}

/** A project in the scope, else 404 (another company's project is exactly like a missing one). */
export async function projectInScope(db: Db, scope: Scope, id: string) {
  const project = await findProject(db, scope, id);
  if (!project) throw new AppError('NOT_FOUND', 'Project not found.');
  return project;
}

/**
 * The project something is being created in (DESIGN §6): when it is not in the scope (not made
 * yet, deleted, or another company's, all alike) the answer is a retryable 424, since an offline
 * outbox may send a survey before the project it belongs to has arrived.
 */
export async function parentProjectInScope(db: Db, scope: Scope, id: string) {
  const project = await findProject(db, scope, id);
  if (!project) throw new AppError('PARENT_NOT_FOUND');
  return project;
}

export function createProjectsService(deps: ProjectsDeps) {
  const { db } = deps;

  return {
    list: (actor: UserRow) => listProjects(db, scopeOf(actor)),
    get: (actor: UserRow, id: string) => projectInScope(db, scopeOf(actor), id),

    async create(actor: UserRow, body: CreateProjectBody) {
      // Root names the company; everyone else creates in their own.
      const companyId = await companyForWrite(actor, body.companyId, {
        whenRootNamesNone: { ask: 'Choose the company this project belongs to.' },
        exists: (id) => companyExists(db, id),
      });
      authorize(projectPolicy, actor, 'project.create', { companyId });
      const scope = companyScope(companyId);
      const inserted = await db.transaction(async (tx) => {
        const row = await insertProjectOnce(tx, scope, {
          ...(body.id ? { id: body.id } : {}),
          companyId,
          name: body.name,
          description: body.description ?? null,
          status: body.status,
          createdBy: actor.id,
        });
        if (row) {
          await recordAudit(tx, { action: 'project.create', actorId: actor.id, companyId, subjectType: 'project', subjectId: row.id, data: { name: row.name } });
        }
        return row;
      });
      if (inserted) return { project: await projectInScope(db, scope, inserted.id), created: true };
      // A repeated create with the same id (an offline replay, even at the same moment) answers what the first made.
      const existing = await findProjectAcrossCompanies(db, body.id!);
      if (!existing || existing.companyId !== companyId) throw new AppError('CONFLICT', 'This id is already used.');
      return { project: await projectInScope(db, scope, existing.id), created: false };
    },

    async update(actor: UserRow, id: string, body: UpdateProjectBody) {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, id);
      authorize(projectPolicy, actor, 'project.update', project);
      const values = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description ?? null } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...body.quantityAllowances,
      };
      await db.transaction(async (tx) => {
        const row = await updateProject(tx, scope, id, values);
        if (!row) throw new AppError('NOT_FOUND', 'Project not found.');
        await recordAudit(tx, {
          action: 'project.update',
          actorId: actor.id,
          companyId: row.companyId,
          subjectType: 'project',
          subjectId: row.id,
          data: { name: row.name, changed: Object.keys(values) },
        });
      });
      const updated = await projectInScope(db, scope, id);
      if (deps.webhooks) {
        const about = { projectId: updated.id, name: updated.name, changedBy: actor.id };
        if (updated.status === 'completed' && project.status !== 'completed') await deps.webhooks.emit(updated.companyId, 'project.completed', about);
        const allowances = Object.keys(body.quantityAllowances ?? {}) as (keyof typeof project)[];
        if (allowances.some((key) => updated[key] !== project[key])) await deps.webhooks.emit(updated.companyId, 'quantities.changed', { ...about, source: 'allowances' });
      }
      return updated;
    },

    /**
     * Deletes a project with its surveys and photos. `goneIsDone`: a project that is not there
     * (deleted by someone else, never made, or another company's) counts as deleted (DESIGN §6,
     * a replayed outbox delete); nothing is deleted then.
     */
    async remove(actor: UserRow, id: string, { goneIsDone = false }: { goneIsDone?: boolean } = {}) {
      const scope = scopeOf(actor);
      const project = await findProject(db, scope, id);
      if (!project) {
        if (goneIsDone) return;
        throw new AppError('NOT_FOUND', 'Project not found.');
      }
      authorize(projectPolicy, actor, 'project.delete', project);
      const keys = await db.transaction(async (tx) => {
        const files = await blobKeysOfProject(tx, scope, project.id);
        if (!(await deleteProject(tx, scope, id))) {
          if (goneIsDone) return [];
          throw new AppError('NOT_FOUND', 'Project not found.');
        }
        await recordAudit(tx, { action: 'project.delete', actorId: actor.id, companyId: project.companyId, subjectType: 'project', subjectId: project.id, data: { name: project.name } });
        return files;
      });
      // Rows first: a file whose row is gone is only wasted space (the sweep takes it); the reverse is a broken photo.
      await Promise.all(keys.map((key) => deps.blobs.delete(key).catch(() => undefined)));
    },
  };
}
