import { useMutation } from '@tanstack/react-query';
import type { Photo } from '../../../../common/schemas/photos';
import { queueWrite, type QueuedWrite, type WriteOutcome } from '../../../lib/mutations';
import { offlineSync } from '../../../offline/offline-sync';
import type { Outbox } from '../../../offline/outbox';
import { hasLabelConflict, loadConflictReader, planLabelChange } from '../model/photo-sync-state';
import { photoLabelWrite } from '../model/photo-writes';

export interface PhotoLabelChange {
  photo: Pick<Photo, 'id' | 'surveyId' | 'version'>;
  label: string;
}

/**
 * The label write to queue. A label still waiting for the same photo (or in conflict, or
 * refused) is taken back first, so one label per photo waits and its base version is the one
 * the surveyor saw.
 */
export async function prepareLabelChange(outbox: Outbox, owner: string | null, { photo, label }: PhotoLabelChange): Promise<QueuedWrite> {
  if (!owner) return photoLabelWrite(photo, label, photo.version);
  const entries = await outbox.list(owner);
  if (hasLabelConflict(entries)) await loadConflictReader();
  const plan = planLabelChange(photo, entries);
  let baseVersion = plan.baseVersion;
  if (plan.replaces) {
    await outbox.discard(owner, plan.replaces.id);
    // Being sent at this very moment, so not taken back: the server will be one version on.
    if (await outbox.get(plan.replaces.id)) baseVersion += 1;
  }
  return photoLabelWrite(photo, label, baseVersion);
}

/** PUT /api/photos/{id} {label, baseVersion} through the outbox. */
export async function queuePhotoLabel(change: PhotoLabelChange): Promise<WriteOutcome<Photo>> {
  const { outbox, engine } = offlineSync();
  return queueWrite<Photo>(await prepareLabelChange(outbox, engine.getOwner(), change));
}

/** A label change as a mutation; it runs with or without a connection. */
export function useUpdatePhotoLabel() {
  return useMutation<WriteOutcome<Photo>, Error, PhotoLabelChange>({
    // The outbox is on the device: writing to it never waits for the network.
    networkMode: 'always',
    mutationFn: queuePhotoLabel,
  });
}
