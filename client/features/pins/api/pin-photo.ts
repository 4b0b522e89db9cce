import { useMutation } from '@tanstack/react-query';
import type { Photo, PhotoPin } from '../../../../common/schemas/photos';
import { queueWrite, type QueuedWrite, type WriteOutcome } from '../../../lib/mutations';
import { offlineSync } from '../../../offline/offline-sync';
import type { Outbox } from '../../../offline/outbox';
import { isUploadWaiting, pinWrite, unpinWrite, waitingPinChanges, type PinnedPhotoRef } from '../model/pin-writes';

export interface PinChange {
  photo: PinnedPhotoRef;
  pin: PhotoPin;
  /** The plan's name, for the sync panel. */
  planName: string;
}

/** Takes back the photo's pin changes not sent yet (one being sent stays: the new one follows it). */
async function takeBackWaiting(outbox: Outbox, owner: string, photoId: string) {
  for (const entry of waitingPinChanges(photoId, await outbox.list(owner))) await outbox.discard(owner, entry.id);
}

/** The pin write to queue, after taking back the one it replaces. */
export async function preparePinChange(outbox: Outbox, owner: string | null, change: PinChange): Promise<QueuedWrite> {
  if (owner) await takeBackWaiting(outbox, owner, change.photo.id);
  return pinWrite(change.photo, change.pin, change.planName);
}

/**
 * The unpin write to queue, or null when there is nothing to send: a photo whose upload still
 * waits has never been pinned on the server, so taking back its waiting pin is all it takes.
 */
export async function prepareUnpin(outbox: Outbox, owner: string | null, photo: PinnedPhotoRef): Promise<QueuedWrite | null> {
  if (!owner) return unpinWrite(photo);
  await takeBackWaiting(outbox, owner, photo.id);
  return isUploadWaiting(photo.id, await outbox.list(owner)) ? null : unpinWrite(photo);
}

/** PUT /api/photos/{id}/pin through the outbox. */
export async function queuePin(change: PinChange): Promise<WriteOutcome<Photo>> {
  const { outbox, engine } = offlineSync();
  return queueWrite<Photo>(await preparePinChange(outbox, engine.getOwner(), change));
}

/** DELETE /api/photos/{id}/pin through the outbox. */
export async function queueUnpin(photo: PinnedPhotoRef): Promise<WriteOutcome<Photo>> {
  const { outbox, engine } = offlineSync();
  const write = await prepareUnpin(outbox, engine.getOwner(), photo);
  return write ? queueWrite<Photo>(write) : { status: 'cancelled' };
}

/** Pin and unpin as mutations; they run with or without a connection. */
export function usePinMutations() {
  const pin = useMutation<WriteOutcome<Photo>, Error, PinChange>({
    // The outbox is on the device: writing to it never waits for the network.
    networkMode: 'always',
    mutationFn: queuePin,
  });
  const unpin = useMutation<WriteOutcome<Photo>, Error, PinnedPhotoRef>({
    networkMode: 'always',
    mutationFn: queueUnpin,
  });
  return { pin, unpin };
}
