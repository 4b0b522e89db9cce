import { sweepStagingFiles } from '../maintenance/orphan-sweep';
import type { JobLog } from './job-queue';

/*
 * Staged uploads live in this server's DATA_DIR/tmp, which no other server can reach: their
 * cleanup is this server's own work, on its own clock, not a job in the shared queue (a shared
 * job goes to whichever server asks first; a queue per server would outlive every server that
 * ever ran). Nothing is lost by a crash: the next start clears what the crashed run left.
 */

/** Deletes every staged upload: call before listening, when no upload of this process can be in flight. */
export async function clearStagedUploads(stagingDir: string, log: JobLog): Promise<void> {
  try {
    const deleted = await sweepStagingFiles(stagingDir, 'all');
    if (deleted > 0) log.info({ stagingFilesDeleted: deleted }, 'removed uploads left staged by a previous run');
  } catch (err) {
    log.error({ err }, 'could not clear staged uploads');
  }
}

/** Deletes the staged uploads older than the grace: uploads that never finished nor cleaned up. */
export async function removeStaleStagedUploads(stagingDir: string, graceMs: number, log: JobLog): Promise<void> {
  try {
    const deleted = await sweepStagingFiles(stagingDir, new Date(Date.now() - graceMs));
    if (deleted > 0) log.info({ stagingFilesDeleted: deleted }, 'removed staged uploads older than the grace');
  } catch (err) {
    log.error({ err }, 'could not remove stale staged uploads; trying again next interval');
  }
}
