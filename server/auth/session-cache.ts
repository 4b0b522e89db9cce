import type { UserRow } from './sessions.repo';

/**
 * How long a server trusts a session it looked up without asking the database again. Sessions
 * live in the database (DESIGN §1); this only spares an autosave the session lookup. On the
 * server that ends a session (logout, password change, freeze, delete, a changed role or
 * company) the entry goes at once, and the other servers of a cluster are told through the
 * database (session-broadcast.ts); were that word lost, they would see the change within this
 * long, which is why it stays short.
 */
export const SESSION_CACHE_TTL_MS = 3_000;

const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: Readonly<UserRow>;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** What a server forgot, as told to the others. */
export type Forgotten = { session: string } | { user: string } | { company: string };

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
  private publish: ((forgotten: Forgotten) => void) | undefined;

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
    this.forget({ session: idHash });
  }

  /** Every session of a user whose account changed (password, status, role, company, deletion). */
  forgetUser(userId: string): void {
    this.forget({ user: userId });
  }

  /** Every session of a company's users (the company was deleted). */
  forgetCompany(companyId: string): void {
    this.forget({ company: companyId });
  }

  /** Tells the other servers of the cluster what this one forgets (session-broadcast.ts). */
  onForget(publish: ((forgotten: Forgotten) => void) | undefined): void {
    this.publish = publish;
  }

  /** What another server forgot: forgotten here too, not told again. */
  apply(forgotten: Forgotten): void {
    this.generation++;
    if ('session' in forgotten) {
      this.entries.delete(forgotten.session);
      return;
    }
    for (const [idHash, entry] of this.entries) {
      if ('user' in forgotten ? entry.user.id === forgotten.user : entry.user.companyId === forgotten.company) this.entries.delete(idHash);
    }
  }

  /** Notifications may have been missed: nothing cached is trusted any more. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private forget(forgotten: Forgotten) {
    this.apply(forgotten);
    this.publish?.(forgotten);
  }
}
