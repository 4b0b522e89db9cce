import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { surveyQueries } from '../../../lib/survey-queries';
import { offlineSync } from '../../../offline/offline-sync';
import { keepMineChanges, loadConflictReader, theirPhoto } from '../model/photo-sync-state';

/**
 * What a photo card can do about a write still on the device: resolve a label conflict either
 * way, undo a waiting delete, retry or discard a refused write.
 */
export function usePhotoSyncActions(surveyId: string | null) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const { outbox, engine } = offlineSync();

    /** Drops a waiting write (the entry and its bytes); nothing is sent for it. */
    async function discard(entryId: string) {
      const owner = engine.getOwner();
      if (owner) await outbox.discard(owner, entryId);
    }

    return {
      discard,
      /** A waiting delete taken back: the photo stays. */
      undoDelete: discard,
      retry: (entryId: string) => outbox.retry(entryId),
      /** Sends my label again, now replacing theirs knowingly. */
      async keepMine(entryId: string) {
        const entry = await outbox.get(entryId);
        await loadConflictReader();
        if (entry) await outbox.update(entryId, keepMineChanges(entry));
      },
      /** Drops my label; the list shows theirs at once (and reads it again). */
      async takeTheirs(entryId: string) {
        await loadConflictReader();
        const theirs = theirPhoto((await outbox.get(entryId))?.problem);
        await discard(entryId);
        if (!surveyId) return;
        if (theirs) {
          queryClient.setQueryData(surveyQueries.photos(surveyId).queryKey, (list) => list?.map((photo) => (photo.id === theirs.id ? theirs : photo)));
        }
        await queryClient.invalidateQueries({ queryKey: surveyQueries.photos(surveyId).queryKey });
      },
    };
  }, [queryClient, surveyId]);
}
