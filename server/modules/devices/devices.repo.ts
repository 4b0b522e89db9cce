import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devices } from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;

/** A device's report, kept as its user's (one row per user and device, the last report wins). */
export async function upsertDevice(db: Db, values: typeof devices.$inferInsert): Promise<DeviceRow> {
  const [row] = await db
    .insert(devices)
    .values({ ...values, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceId],
      set: {
        companyId: values.companyId ?? null,
        label: values.label,
        pending: values.pending ?? 0,
        oldestPendingAt: values.oldestPendingAt ?? null,
        projectIds: values.projectIds ?? null,
        lastSeenAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}
