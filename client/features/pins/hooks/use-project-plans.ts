import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { projectQueries } from '../../../lib/project-queries';
import { useProjectSurveys } from '../../../lib/project-reads';
import { offlineSync } from '../../../offline/offline-sync';
import { useOutboxEntries } from '../../../offline/use-outbox';
import type { PlansStatus } from '../model/plan-choices';
import { projectPinnedPhotos } from '../model/plan-pins';

/**
 * The project's surveys (its plans among them) and every photo's pin, as this device knows them:
 * the last read with what waits in the outbox laid over it (DESIGN §6), so plans and pins show
 * offline too. Each survey answers its photos, so one read gives the pins of every plan.
 */
export function useProjectPlans(projectId: string) {
  const read = useProjectSurveys(projectId);
  const entries = useOutboxEntries();
  const queryClient = useQueryClient();
  const surveys = read.data;
  const photos = useMemo(() => projectPinnedPhotos(surveys ?? [], entries), [surveys, entries]);
  const status: PlansStatus = surveys ? 'ready' : read.fetchStatus === 'fetching' ? 'loading' : read.isError ? 'failed' : 'waiting';

  // A pin change the server took leaves the outbox: the surveys are read again, or the plans
  // would show the pin as it was before it (the read predates it) until the next read.
  useEffect(
    () =>
      offlineSync().engine.onDelivered((entry) => {
        if (entry.action === 'pin') void queryClient.invalidateQueries({ queryKey: projectQueries.surveys(projectId).queryKey });
      }),
    [queryClient, projectId],
  );

  return { surveys, photos, entries, status };
}
