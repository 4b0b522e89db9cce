import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { generatePassword, hashPassword } from '../auth/password';
import { recordAudit } from '../audit/audit-log';

export type RootBootstrap =
  | { created: false }
  | { created: true; email: string; generatedPassword: string | undefined };

/**
 * First start with no root: create one from ROOT_EMAIL/ROOT_PASSWORD, or root@localhost with a
 * random password that the caller prints once; a generated password must be changed.
 */
export async function ensureRootUser(db: Db, settings: { rootEmail?: string | undefined; rootPassword?: string | undefined }): Promise<RootBootstrap> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'root')).limit(1);
  if (existing) return { created: false };
  const email = settings.rootEmail ?? 'root@localhost';
  const generatedPassword = settings.rootPassword ? undefined : generatePassword();
  const password = settings.rootPassword ?? generatedPassword ?? '';
  const [root] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Root',
      lastName: 'Admin',
      role: 'root',
      companyId: null,
      mustChangePassword: generatedPassword !== undefined,
    })
    .onConflictDoUpdate({ target: users.email, set: { role: 'root', companyId: null } })
    .returning();
  if (root) await recordAudit(db, { action: 'user.root_bootstrap', actorId: null, companyId: null, subjectType: 'user', subjectId: root.id });
  return { created: true, email, generatedPassword };
}
