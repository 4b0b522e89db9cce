import { useMemo } from 'react';
import type { OutboxEntry } from '../../../offline/offline-db';
import { useOutboxEntries, useServerReachable, useSyncStatus } from '../../../offline/use-outbox';

/** This form's writes in the outbox: fields, completion, template. */
const FORM_ACTIONS = new Set<OutboxEntry['action']>(['form', 'complete', 'template', 'create']);

export interface SurveySyncState {
  /** Changes of this form wait on the device. */
  waiting: boolean;
  /** One of them is being sent now. */
  sending: boolean;
  /** One the server refused (not for want of a connection). */
  failed: OutboxEntry | undefined;
  reachable: boolean;
}

export function useSurveySyncState(surveyId: string): SurveySyncState {
  const entries = useOutboxEntries();
  const { current } = useSyncStatus();
  const reachable = useServerReachable();
  return useMemo(() => {
    const mine = entries.filter((entry) => entry.target.id === surveyId && FORM_ACTIONS.has(entry.action));
    return {
      waiting: mine.some((entry) => entry.state === 'pending'),
      sending: mine.some((entry) => entry.id === current?.entryId),
      failed: mine.find((entry) => entry.state === 'failed'),
      reachable,
    };
  }, [entries, current?.entryId, surveyId, reachable]);
}
