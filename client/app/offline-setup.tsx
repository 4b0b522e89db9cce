import { useEffect } from 'react';
import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { MARKUP_ACTIONS } from '../features/markup/offline/markup-actions';
import { createSurveyFormAdapter } from '../features/surveys/offline/form-adapter';
import { replayFormJournals } from '../features/surveys/offline/replay-form-journals';
import { CURRENT_USER_KEY } from '../lib/current-user-query';
import { useCurrentUser } from '../lib/session';
import { lazyAdapter } from '../offline/lazy-adapter';
import { offlineSync } from '../offline/offline-sync';
import { startDeviceReports } from '../offline/device-reports';
import { askForPersistentStorage } from '../offline/storage-status';
import { saveReadsNow } from './query-persistence';
import { applyDelivered } from './sync-cache';

let registered = false;

/** The features' adapters of the one sync engine (DESIGN §6), registered once. */
function registerAdapters() {
  if (registered) return;
  registered = true;
  const { outbox, engine } = offlineSync();
  engine.register(createSurveyFormAdapter(outbox.db, outbox));
  // The drawing model and its schemas load with the first drawing sent, not with every screen.
  engine.register(lazyAdapter(MARKUP_ACTIONS, async () => (await import('../features/markup/offline/markup-adapter')).markupSyncAdapter));
}

/**
 * Connects the outbox to the app: it sends the signed-in user's entries (nobody else's), puts
 * what the server answers into the cached reads, and asks the browser to keep the device's data.
 */
export function OfflineSetup() {
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  registerAdapters();

  useEffect(() => offlineSync().engine.onDelivered((entry, answer) => applyDelivered(queryClient, entry, answer)), [queryClient]);

  // Leaving the page (a link to the server's logout, a reload, the phone putting the tab away):
  // what was read is written to the device at once.
  useEffect(() => {
    const save = () => void saveReadsNow(queryClient);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [queryClient]);

  // The server said the session ended while sending: ask again who is signed in, so the app
  // shows sign-in; the outbox waits for the same user and goes on once they are back.
  useEffect(() => {
    const { engine } = offlineSync();
    let signedOut = engine.getStatus().signedOut;
    return engine.subscribe(() => {
      const now = engine.getStatus().signedOut;
      if (now && !signedOut) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      signedOut = now;
    });
  }, [queryClient]);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (isLoading) return;
    offlineSync().engine.setOwner(userId);
    if (userId) void askForPersistentStorage();
  }, [userId, isLoading]);

  // The office sees in the handoff check whether this device still holds unsent work.
  useEffect(() => {
    if (!userId) return;
    return startDeviceReports(userId);
  }, [userId]);

  // Keystrokes typed just before the last page went away reach their drafts and the outbox, once
  // the saved reads (which know those surveys) are back.
  const restoring = useIsRestoring();
  useEffect(() => {
    if (userId && !restoring) void replayFormJournals(queryClient, userId);
  }, [queryClient, userId, restoring]);

  return null;
}
