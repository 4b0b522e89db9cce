import { z } from 'zod';
import type { Database } from '../db/database';
import type { Forgotten, SessionCache } from './session-cache';

// Several servers on one database (DESIGN §1): what one server's session cache forgets (a logout,
// a freeze, a password change…) is forgotten by every other at once, through the database's
// LISTEN/NOTIFY, so a frozen user is refused by every server, not only the one that froze them.

const CHANNEL = 'riser_sessions';

const ForgottenMessage = z.union([
  z.object({ session: z.string() }).strict(),
  z.object({ user: z.string() }).strict(),
  z.object({ company: z.string() }).strict(),
]);

export interface BroadcastLog {
  warn(details: object, message: string): void;
}

/** Connects the cache to the cluster; returns the stop. */
export async function connectSessionBroadcast(database: Database, cache: SessionCache, log: BroadcastLog): Promise<() => Promise<void>> {
  const stopListening = await database.listen(
    CHANNEL,
    (payload) => {
      const parsed = ForgottenMessage.safeParse(safeJson(payload));
      // Not ours to understand (another version of Riser mid-upgrade): trust nothing cached.
      if (parsed.success) cache.apply(parsed.data);
      else cache.clear();
    },
    () => cache.clear(),
  );
  cache.onForget((forgotten: Forgotten) => {
    database.notify(CHANNEL, JSON.stringify(forgotten)).catch((error: unknown) => {
      // The other servers still see the change once their short cache runs out.
      log.warn({ err: error }, 'could not tell the other servers that a session ended');
    });
  });
  return async () => {
    cache.onForget(undefined);
    await stopListening();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
