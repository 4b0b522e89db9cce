import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import type { BlobStore } from '../blobs/blob-store';
import { allReferencedBlobKeys } from './sweep.repo';
import { forgetEndedSignInCounts } from '../modules/accounts/accounts.service';
import { forgetExpiredIdempotencyKeys } from '../http/idempotency';

/**
 * The orphan sweep: a crash (or a failed cleanup) can leave blobs that no row references,
 * temporary files of writes cut short, and staged uploads. Uploads write their blobs before
 * their row, so anything younger than the grace period may still be on its way and is kept.
 * Its shared part (the blob store, expired rows) runs as a job on one server per interval, its
 * local part (this server's staged uploads) on every server: see server/jobs.
 */

export const ORPHAN_SWEEP = 'orphan-sweep';

// What photos.service stages an upload as, under DATA_DIR/tmp.
const STAGING_FILE = /^upload-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SharedSweepDeps {
  db: Db;
  blobs: BlobStore;
  /** Longer than the longest upload: a blob is written that long before its row at most. */
  graceMs: number;
}

export interface BlobSweepReport {
  blobsChecked: number;
  orphansDeleted: number;
  /** Unreferenced but younger than the grace: perhaps an upload whose row is not written yet. */
  youngOrphansKept: number;
  partialWritesDeleted: number;
  /** Set when the sweep refused to delete blobs (see below). */
  refused?: string;
}

/**
 * Deletes the blobs no row references and the leftovers of interrupted writes, when last
 * written before `olderThan`. `olderThan` must be taken before this call: the references are
 * read after it, so a blob that old whose upload succeeded has its row in what is read.
 */
export async function sweepBlobStore(db: Db, blobs: BlobStore, olderThan: Date, signal?: AbortSignal): Promise<BlobSweepReport> {
  const report: BlobSweepReport = { blobsChecked: 0, orphansDeleted: 0, youngOrphansKept: 0, partialWritesDeleted: 0 };
  const referenced = await allReferencedBlobKeys(db);
  // A database that references nothing beside a store full of blobs is most likely the wrong
  // database (a mistyped DATABASE_URL): deleting would destroy every photo, so count only.
  const countOnly = referenced.size === 0;
  let oldOrphans = 0;
  for await (const blob of blobs.list()) {
    if (signal?.aborted) return report;
    report.blobsChecked++;
    if (referenced.has(blob.key)) continue;
    if (blob.modifiedAt > olderThan) {
      report.youngOrphansKept++;
    } else if (countOnly) {
      oldOrphans++;
    } else {
      await blobs.delete(blob.key);
      report.orphansDeleted++;
    }
  }
  if (countOnly && oldOrphans > 0) {
    report.refused = `no row references any blob, yet the store holds ${oldOrphans} old ones: is this the right database? Nothing was deleted.`;
  }
  for await (const partial of blobs.listPartialWrites()) {
    if (signal?.aborted) return report;
    if (partial.modifiedAt > olderThan) continue;
    await partial.discard();
    report.partialWritesDeleted++;
  }
  return report;
}

/** Deletes staged uploads last written before `olderThan`, or all of them: the count deleted. */
export async function sweepStagingFiles(dir: string, olderThan: Date | 'all'): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!STAGING_FILE.test(name)) continue;
    const file = path.join(dir, name);
    try {
      if (olderThan !== 'all' && (await stat(file)).mtime > olderThan) continue;
    } catch (error) {
      // The upload finished and discarded it meanwhile.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await rm(file, { force: true });
    deleted++;
  }
  return deleted;
}

export interface SharedSweepReport extends BlobSweepReport {
  /** Sign-in throttle counts whose window had ended, forgotten. */
  signInCountsForgotten: number;
  /** Kept answers of idempotent requests older than a week, forgotten. */
  idempotencyKeysForgotten: number;
}

/**
 * What every server shares: expired rows, and the blobs (and partial writes) older than the
 * grace that no row references. One server runs it per interval: the orphan-sweep job.
 */
export async function sweepSharedState(deps: SharedSweepDeps, signal?: AbortSignal): Promise<SharedSweepReport> {
  // Taken before sweepBlobStore reads the references (see there).
  const olderThan = new Date(Date.now() - deps.graceMs);
  const signInCountsForgotten = await forgetEndedSignInCounts(deps.db);
  const idempotencyKeysForgotten = await forgetExpiredIdempotencyKeys(deps.db);
  return { signInCountsForgotten, idempotencyKeysForgotten, ...(await sweepBlobStore(deps.db, deps.blobs, olderThan, signal)) };
}
