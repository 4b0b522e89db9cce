import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { runMutation } from '../../../lib/mutations';
import { refreshProjectData, surveyKey } from '../../../lib/project-reads';
import type { EditorStore } from '../model/editor-state';
import { MarkupSync } from '../model/markup-sync';

/**
 * The editor's link to the server (see MarkupSync): one instance per editor, fed with every
 * answer of the survey query, flushed when the editor goes away.
 */
export function useMarkupSync(store: EditorStore, surveyId: string | null, survey: Survey | undefined, onAutoSaveFailed: () => void) {
  const queryClient = useQueryClient();
  const [sync] = useState(
    () =>
      new MarkupSync({
        store,
        send: (write) => runMutation<Survey>(write),
        onSaved: (saved) => {
          queryClient.setQueryData(surveyKey(saved.id), saved);
          void refreshProjectData(queryClient);
        },
      }),
  );

  useEffect(() => sync.setAutoSaveFailedHandler(onAutoSaveFailed), [sync, onAutoSaveFailed]);
  useEffect(() => sync.attach(), [sync]);
  useEffect(() => sync.setSurveyId(surveyId), [sync, surveyId]);
  useEffect(() => {
    if (survey) sync.receive(survey);
  }, [sync, survey]);

  // Leaving with unsaved work: the browser asks first; unmounting sends it on its way.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (sync.hasUnsavedWork()) event.preventDefault();
    };
    // Back in signal: a drawing that could not be saved meanwhile goes now.
    const onOnline = () => {
      if (sync.hasUnsavedWork()) void sync.flush();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
      void sync.flush();
    };
  }, [sync]);

  const status = useSyncExternalStore(sync.subscribe, () => sync.status);
  const conflict = useSyncExternalStore(sync.subscribe, () => sync.conflict);
  // Their survey becomes the cached one too (their background included), so it is not reloaded.
  const takeTheirs = useCallback(() => {
    const theirs = sync.takeTheirs();
    if (theirs) queryClient.setQueryData(surveyKey(theirs.id), theirs);
  }, [sync, queryClient]);

  return { sync, status, conflict, takeTheirs };
}
