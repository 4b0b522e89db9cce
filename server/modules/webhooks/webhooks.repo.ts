import { and, arrayContains, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { assertInScope, inScope, type CompanyScope, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhooks } from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

// Arbitrary namespace of the per-company webhook lock (pg_advisory_xact_lock's first key).
const COMPANY_WEBHOOKS_LOCK_SPACE = 727_274_023;

/** Holds the company's set of hooks until the transaction ends: hooks made at once are counted one after the other. */
export async function lockCompanyWebhooks(tx: Db, company: CompanyScope) {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_WEBHOOKS_LOCK_SPACE}, hashtext(${company.companyId}))`);
}

export async function countCompanyWebhooks(db: Db, company: CompanyScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(inScope(company, webhooks.companyId));
  return row?.n ?? 0;
}

export async function insertWebhook(db: Db, scope: Scope, values: Omit<typeof webhooks.$inferInsert, 'id' | 'createdAt'>): Promise<WebhookRow> {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(webhooks).values(values).returning();
  if (!row) throw new Error('insert into webhooks returned nothing');
  return row;
}

export function listWebhooks(db: Db, scope: Scope, companyId: string | undefined) {
  return db
    .select()
    .from(webhooks)
    .where(and(inScope(scope, webhooks.companyId), companyId ? eq(webhooks.companyId, companyId) : undefined))
    .orderBy(desc(webhooks.createdAt));
}

export async function findWebhook(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), inScope(scope, webhooks.companyId)))
    .limit(1);
  return row;
}

export async function deleteWebhook(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), inScope(scope, webhooks.companyId)))
    .returning();
  return row;
}

/** The most recent deliveries of some hooks in the scope, at most `perHook` each, newest first. */
export async function recentDeliveries(db: Db, scope: Scope, webhookIds: string[], perHook: number): Promise<WebhookDeliveryRow[]> {
  if (webhookIds.length === 0) return [];
  const ranked = db
    .select({ id: webhookDeliveries.id, rank: sql<number>`row_number() over (partition by ${webhookDeliveries.webhookId} order by ${webhookDeliveries.createdAt} desc)`.as('rank') })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(inArray(webhookDeliveries.webhookId, webhookIds), inScope(scope, webhooks.companyId)))
    .as('ranked');
  return db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(ranked, eq(ranked.id, webhookDeliveries.id))
    .where(lte(ranked.rank, perHook))
    .orderBy(desc(webhookDeliveries.createdAt))
    .then((rows) => rows.map((row) => row.delivery));
}

/** A company's subscriptions, for the emitter's cache. */
export function companyWebhookEvents(db: Db, company: CompanyScope) {
  return db.select({ id: webhooks.id, events: webhooks.events }).from(webhooks).where(inScope(company, webhooks.companyId));
}

/** One pending delivery per hook of the company subscribed to the event. */
export function insertDeliveries(db: Db, company: CompanyScope, event: string, payload: object, now: Date) {
  return db.transaction(async (tx) => {
    const hooks = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(inScope(company, webhooks.companyId), arrayContains(webhooks.events, [event])));
    if (hooks.length === 0) return [];
    return tx
      .insert(webhookDeliveries)
      .values(hooks.map((hook) => ({ webhookId: hook.id, event, payload, nextAttemptAt: now, createdAt: now })))
      .returning({ id: webhookDeliveries.id });
  });
}

/** A delivery of a hook in the scope, with its hook. */
export async function findDeliveryInScope(db: Db, scope: Scope, webhookId: string, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, hook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhooks.id, webhookId), inScope(scope, webhooks.companyId)))
    .limit(1);
  return row;
}

/** Sends a delivery of a hook in the scope again from the start: pending, due now, its attempts counted afresh. */
export async function resetDelivery(db: Db, scope: Scope, deliveryId: string, now: Date) {
  const hooksInScope = db.select({ id: webhooks.id }).from(webhooks).where(inScope(scope, webhooks.companyId));
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, deliveredAt: null, lastError: null, lastStatusCode: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), inArray(webhookDeliveries.webhookId, hooksInScope)))
    .returning();
  return row;
}

/**
 * Takes a due pending delivery for one attempt (with its hook), whichever company's: the
 * delivery job works for all of them. Its next attempt is put `leaseMs` ahead, so another
 * server's job for it finds it not due and leaves it.
 */
export async function claimDeliveryAcrossCompanies(db: Db, deliveryId: string, now: Date, leaseMs: number) {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .returning();
  if (!claimed) return undefined;
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, claimed.webhookId)).limit(1);
  return hook ? { delivery: claimed, hook } : undefined;
}

/** The outcome of an attempt the delivery job made (for any company). */
export async function recordAttemptAcrossCompanies(
  db: Db,
  deliveryId: string,
  values: Pick<WebhookDeliveryRow, 'status' | 'lastStatusCode' | 'lastError' | 'nextAttemptAt' | 'deliveredAt'>,
) {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, deliveryId));
}

/** Pending deliveries due before `before` (their job lost with a server), of every company, with their company: sent again. */
export function overdueDeliveriesAcrossCompanies(db: Db, before: Date, limit: number) {
  return db
    .select({ id: webhookDeliveries.id, companyId: webhooks.companyId })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, before)))
    .limit(limit);
}

/** The company whose hook a delivery is for (a job sent before jobs named it). */
export async function deliveryCompanyAcrossCompanies(db: Db, deliveryId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: webhooks.companyId })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  return row?.companyId;
}
