import type { Survey } from '../../../../common/schemas/surveys';
import { offlineSync } from '../../../offline/offline-sync';
import { queueWrite, type WriteOutcome } from '../../../lib/mutations';
import { backgroundEntry, type BackgroundTarget } from '../offline/background-entry';

/**
 * PATCH /api/surveys/{id} {uploadedImage}: a map or floor plan (or none), kept on the device
 * first with its bytes and sent by the sync engine. An older image still waiting for the same
 * drawing is taken back: only the last one chosen would stay anyway.
 */
export async function saveBackground(target: BackgroundTarget, image: Blob | null): Promise<WriteOutcome<Survey>> {
  const { outbox, engine } = offlineSync();
  const owner = engine.getOwner();
  if (owner) {
    const busy = engine.inFlight();
    const older = (await outbox.list(owner)).filter(
      (entry) => entry.action === 'background' && entry.target.id === target.surveyId && entry.state === 'pending' && entry.id !== busy,
    );
    for (const entry of older) await outbox.discard(owner, entry.id);
  }
  const { blobs, ...entry } = backgroundEntry(target, image);
  return queueWrite<Survey>({ ...entry, blobs });
}
