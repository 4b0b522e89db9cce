import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { offlineSync } from '../../../offline/offline-sync';
import { useOutboxEntries, useSyncStatus } from '../../../offline/use-outbox';
import { surveyQueries } from '../../../lib/survey-queries';
import { markupDrafts } from '../offline/markup-adapter';
import type { EditorStore } from '../model/editor-state';
import { MarkupSync, type MarkupSyncSnapshot } from '../model/markup-sync';
import { drawingSaveStatus } from '../model/save-status';

export interface DrawingIdentity {
  surveyId: string | null;
  projectId: string | null;
  /** How the drawing is named until its survey is read. */
  name: string;
}

const NO_SYNC: MarkupSyncSnapshot = { loaded: false, conflict: null, notKept: false };
const noSubscription = () => () => undefined;

/**
 * The editor's drawing kept on the device (see MarkupSync): one controller per editor (the
 * editor is remade for another survey), fed with the survey as read, and the badge's status
 * from the outbox and the sync engine.
 */
export function useMarkupSync(store: EditorStore, { surveyId, projectId, name }: DrawingIdentity, survey: Survey | undefined) {
  const queryClient = useQueryClient();
  const [sync] = useState(() =>
    surveyId && projectId
      ? new MarkupSync({
          store,
          drafts: markupDrafts(),
          surveyId,
          projectId,
          name,
          whenSettled: (entryId, waitMs) => offlineSync().engine.whenSettled(entryId, waitMs),
        })
      : null,
  );

  useEffect(() => sync?.attach(), [sync]);
  useEffect(() => {
    if (survey) sync?.receive(survey);
  }, [sync, survey]);

  const snapshot = useSyncExternalStore(sync?.subscribe ?? noSubscription, sync?.getSnapshot ?? (() => NO_SYNC));
  const entries = useOutboxEntries();
  const { current } = useSyncStatus();
  const status = drawingSaveStatus({
    surveyId: sync ? surveyId : null,
    entries,
    currentEntryId: current?.entryId ?? null,
    conflict: snapshot.conflict !== null,
    notKept: snapshot.notKept,
  });

  // After a choice their survey is the newest known (their background included): cached as such.
  const choose = useCallback(
    async (choice: 'keepMine' | 'takeTheirs') => {
      const theirs = snapshot.conflict?.theirs;
      if (!sync) return;
      await (choice === 'keepMine' ? sync.keepMine() : sync.takeTheirs());
      if (theirs) queryClient.setQueryData(surveyQueries.detail(theirs.id).queryKey, (cached) => (!cached || cached.version < theirs.version ? theirs : cached));
    },
    [sync, snapshot.conflict, queryClient],
  );

  return { sync, ...snapshot, status, choose };
}
