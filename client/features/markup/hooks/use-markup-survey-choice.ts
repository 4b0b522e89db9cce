import { useCallback, useEffect, useRef, useState } from 'react';
import type { Survey } from '../../../../common/schemas/surveys';
import { offlineSync } from '../../../offline/offline-sync';
import { useProjectSurveys } from '../../../lib/project-reads';
import { nextInstanceNumber } from '../../../lib/survey-preview';
import { useCreateMarkupSurvey } from '../api/create-markup-survey';
import { newId } from '../../../lib/new-id';
import { waitingSurveyCreates } from '../offline/waiting-creates';

export interface NewMarkupSurvey {
  locationType: 'site-map' | 'unit';
  /** A unit's id; a site map gets one like the server would give it. */
  locationId?: string;
  instanceName: string;
  /** A unit's floor plan: the unit survey it draws, and its number (the plan shares it). */
  unit?: { id: string; instanceNumber: number };
}

export interface SurveyChoice {
  surveyId: string | null;
  /** The project's locations are not known on this device at all yet (first read under way, or no connection). */
  waiting: boolean;
  /** That first read waits for a connection. */
  offline: boolean;
  /** The missing survey is being written to the device (a moment). */
  isCreating: boolean;
  error: Error | null;
  retry: () => void;
}

/** How long a markup page waits for the project's surveys to be read again before making one. */
const FRESH_READ_WAIT_MS = 2_000;

/** The project's surveys read again now, or undefined if that fails or takes too long. */
async function latestSurveys(refetch: () => Promise<{ data?: Survey[] | undefined; isError: boolean }>): Promise<Survey[] | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, FRESH_READ_WAIT_MS));
  const read = refetch().then((result) => (result.isError ? undefined : result.data));
  return Promise.race([read, timeout]);
}

/**
 * The survey a markup page edits: found among the project's surveys (those made on this device
 * included) by `find`, or, once the surveys are known and none fits, created once with a
 * client-made id, on the device first, so the editor opens at once with or without signal.
 * The first survey found stays chosen while the page is open. With `newSurvey` null nothing is
 * created (a floor plan whose unit is not known).
 */
export function useMarkupSurveyChoice(
  projectId: string,
  find: (surveys: readonly Survey[]) => Survey | undefined,
  newSurvey: NewMarkupSurvey | null,
): SurveyChoice {
  const surveys = useProjectSurveys(projectId);
  const create = useCreateMarkupSurvey();
  const [createId] = useState(() => newId());
  const [chosen, setChosen] = useState<string | null>(null);
  const started = useRef(false);

  const found = surveys.data ? find(surveys.data) : undefined;
  // Derived once, during render: later refetches do not move the page to another survey.
  if (chosen === null && found) setChosen(found.id);

  const known = surveys.data;
  const missing = known !== undefined && !found && chosen === null && newSurvey !== null;
  const { mutate } = create;
  const { refetch } = surveys;
  const reachable = surveys.fetchStatus !== 'paused';
  const start = useCallback(
    (list: readonly Survey[]) => {
      if (!newSurvey) return;
      mutate({
        id: createId,
        projectId,
        locationType: newSurvey.locationType,
        locationId: newSurvey.locationId ?? `${newSurvey.locationType}-${Date.now()}`,
        instanceName: newSurvey.instanceName,
        instanceNumber: newSurvey.unit?.instanceNumber ?? nextInstanceNumber(list, newSurvey.locationType),
        ...(newSurvey.unit ? { unitSurveyId: newSurvey.unit.id } : {}),
      });
    },
    [mutate, createId, projectId, newSurvey],
  );
  useEffect(() => {
    if (!missing || !known || started.current) return;
    let cancelled = false;
    // Just after a reload the outbox may not be laid over the list yet: a create still waiting
    // on the device is the survey, not a reason to make another.
    void (async () => {
      const waiting = find(await waitingSurveyCreates(offlineSync(), projectId));
      if (cancelled || started.current) return;
      if (waiting) {
        setChosen(waiting.id);
        return;
      }
      // The list on the device may be older than a survey made on another device meanwhile:
      // with a connection it is read again first (briefly: without one the drawing opens at once).
      const latest = reachable ? await latestSurveys(refetch) : undefined;
      if (cancelled || started.current) return;
      const elsewhere = latest ? find(latest) : undefined;
      if (elsewhere) {
        setChosen(elsewhere.id);
        return;
      }
      started.current = true;
      start(known);
    })();
    return () => {
      cancelled = true;
    };
  }, [missing, known, start, find, projectId, reachable, refetch]);

  const surveyId = chosen ?? found?.id ?? null;
  return {
    surveyId,
    waiting: surveyId === null && known === undefined && !surveys.isError,
    offline: surveys.fetchStatus === 'paused',
    isCreating: missing && !create.isError,
    error: (known === undefined ? surveys.error : null) ?? create.error ?? null,
    retry: () => {
      if (known === undefined && surveys.isError) void surveys.refetch();
      else if (create.isError && known) start(known);
    },
  };
}
