import type { UserRow } from './sessions.repo';

/**
 * How long a server trusts a session it looked up without asking the database again. Sessions
 * live in the database (DESIGN §1); this only spares an autosave the session lookup. On the
 * server that ends a session (logout, password change, freeze, delete, a changed role or
 * company) the entry goes at once; on the other servers of a cluster the change is seen within
 * this long, which is why it stays short.
 */
export const SESSION_CACHE_TTL_MS = 3_000;

const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: Readonly<UserRow>;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  cachedUntil: number;
}

/**
 * The sessions this server looked up recently, by token hash. A lookup that was under way while
 * something was forgotten is not kept (`generation`), so a session read just before a freeze
 * committed cannot outlive the freeze here.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** The generation to hand back to `set`: a forget in between voids the lookup. */
  begin(): number {
    return this.generation;
  }

  get(idHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now || entry.expiresAt.getTime() <= now) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry;
  }

  set(idHash: string, session: CachedSession, generation: number, now: number): void {
    if (generation !== this.generation || this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest entry (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(idHash);
    // The caller's object itself, so that a touch it makes next (lastSeenAt) is what later hits see.
    const entry = Object.assign(session, { user: Object.freeze({ ...session.user }), cachedUntil: now + this.ttlMs });
    this.entries.set(idHash, entry);
  }

  /** A session ended (logout, a sign-in rotating it). */
  forgetSession(idHash: string): void {
    this.generation++;
    this.entries.delete(idHash);
  }

  /** Every session of a user whose account changed (password, status, role, company, deletion). */
  forgetUser(userId: string): void {
    this.generation++;
    for (const [idHash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(idHash);
  }

  /** Every session of a company's users (the company was deleted). */
  forgetCompany(companyId: string): void {
    this.generation++;
    for (const [idHash, entry] of this.entries) if (entry.user.companyId === companyId) this.entries.delete(idHash);
  }
}
