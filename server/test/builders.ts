import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { buildings, companies, invitations, photos, projects, sessions, surveys, surveyTemplates, surveyTemplateVersions, unitTypes, users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../auth/session-token';
import type { TemplateField } from '../../common/schemas/templates';
import { READING_A_FIELDS } from '../../common/survey/default-templates';
import type { LocationType } from '../../common/survey/location-types';

export const DEFAULT_PASSWORD = 'correct-horse';

// Hashing is the slow part of making users; every default-password user shares one hash.
let defaultHash: Promise<string> | undefined;
const hashFor = (password: string) =>
  password === DEFAULT_PASSWORD ? (defaultHash ??= hashPassword(DEFAULT_PASSWORD)) : hashPassword(password);

export async function buildCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Company ${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  return row!;
}

export async function buildUser(
  db: Db,
  values: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const { password = DEFAULT_PASSWORD, ...rest } = values;
  const companyId = rest.role === 'root' ? null : (rest.companyId ?? (await buildCompany(db)).id);
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Sam',
      lastName: 'Surveyor',
      role: 'user',
      ...rest,
      companyId,
      passwordHash: await hashFor(password),
    })
    .returning();
  return { ...row!, password };
}

export async function buildInvitation(db: Db, values: Partial<typeof invitations.$inferInsert> & { companyId: string; email: string }) {
  const [row] = await db
    .insert(invitations)
    .values({ token: randomUUID(), expiresAt: new Date(Date.now() + 7 * 86_400_000), ...values })
    .returning();
  return row!;
}

export async function buildProject(db: Db, values: Partial<typeof projects.$inferInsert> & { companyId: string }) {
  const [row] = await db
    .insert(projects)
    .values({ name: `Project ${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  return row!;
}

/** A building of a project (DESIGN §15), floors 1 to 10 unless given. */
export async function buildBuilding(db: Db, values: Partial<typeof buildings.$inferInsert> & { companyId: string; projectId: string }) {
  const [row] = await db
    .insert(buildings)
    .values({ name: `Building ${randomUUID().slice(0, 8)}`, lowestFloor: 1, highestFloor: 10, ...values })
    .returning();
  return row!;
}

/** A unit type of a project with its typical plan survey, as POST /api/projects/{id}/unit-types makes them. */
export async function buildUnitType(db: Db, values: Partial<typeof unitTypes.$inferInsert> & { companyId: string; projectId: string }) {
  const [type] = await db
    .insert(unitTypes)
    .values({ name: `Type ${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  const plan = await buildSurvey(db, { companyId: values.companyId, projectId: values.projectId, locationType: 'unit', isTypicalPlan: true, unitTypeId: type!.id, instanceName: `Typical plan · ${type!.name}` });
  return { ...type!, plan };
}

let instanceCounter = 0;

/** A survey row in a project; instance numbers only need to be unique per project and type. */
export async function buildSurvey(
  db: Db,
  values: Partial<typeof surveys.$inferInsert> & { companyId: string; projectId: string },
) {
  const locationType = values.locationType ?? 'mdf';
  const instanceNumber = values.instanceNumber ?? 1000 + ++instanceCounter;
  const [row] = await db
    .insert(surveys)
    .values({ locationType, locationId: `${locationType}-${instanceNumber}`, instanceName: `Survey ${instanceNumber}`, instanceNumber, ...values })
    .returning();
  return row!;
}

/** A photo row; its blob keys follow the server's naming but no files are written here. */
export async function buildPhoto(db: Db, values: Partial<typeof photos.$inferInsert> & { companyId: string; surveyId: string }) {
  const id = values.id ?? randomUUID();
  const [row] = await db
    .insert(photos)
    .values({
      id,
      originalName: 'rack.png',
      mimeType: 'image/png',
      size: 100,
      width: 64,
      height: 48,
      originalKey: `${id}-original`,
      displayKey: `${id}-display`,
      thumbKey: `${id}-thumb`,
      ...values,
    })
    .returning();
  return row!;
}

/** A template (a company's, or global with companyId null) with its first version's fields. */
export async function buildTemplate(
  db: Db,
  values: Partial<Omit<typeof surveyTemplates.$inferInsert, 'currentVersion'>> & { companyId: string | null; fields?: TemplateField[] },
) {
  const { fields = [{ name: 'rack', label: 'Rack', type: 'text', required: true }], ...rest } = values;
  const [row] = await db
    .insert(surveyTemplates)
    .values({ locationType: 'mdf', name: `Template ${randomUUID().slice(0, 8)}`, isDefault: false, ...rest, currentVersion: 1 })
    .returning();
  await db.insert(surveyTemplateVersions).values({ templateId: row!.id, version: 1, fields });
  return { ...row!, fields };
}

/** A live session row for a user, as sign-in would make it, without the cost of sign-in. */
export async function buildSession(db: Db, userId: string, values: Partial<typeof sessions.$inferInsert> = {}) {
  const token = newSessionToken();
  await db.insert(sessions).values({ idHash: hashSessionToken(token), userId, expiresAt: new Date(Date.now() + 86_400_000), ...values });
  return { token, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Answers to every required field of the default (reading A) template of a type: a form that may be completed (issue 15). */
export function completeDefaultForm(locationType: LocationType): Record<string, string | number | boolean> {
  const answers: Record<string, string | number | boolean> = {};
  for (const field of READING_A_FIELDS[locationType]) {
    if (!field.required) continue;
    answers[field.name] = field.type === 'number' ? 1 : field.type === 'checkbox' ? true : field.options?.[0] ?? `${field.label} answer`;
  }
  return answers;
}
