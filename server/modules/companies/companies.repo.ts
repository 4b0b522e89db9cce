import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema';

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}
