import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { companies, invitations, projects, users } from '../db/schema';
import { hashPassword } from '../auth/password';

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
