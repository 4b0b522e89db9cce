import type { QueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { surveyQueries } from '../../../lib/survey-queries';
import { offlineSync } from '../../../offline/offline-sync';
import { SurveySaveController } from '../hooks/survey-save-controller';
import { draftName } from '../model/form-draft';
import { surveysWithJournaledEdits } from './form-journal';

/** Surveys whose form is open: that form replays its own journal when it loads. */
const openForms = new Set<string>();

/** The form of this survey is open on this page (until the returned function is called). */
export function formIsOpen(surveyId: string): () => void {
  openForms.add(surveyId);
  return () => openForms.delete(surveyId);
}

/**
 * At start: edits typed just before the page went away (a reload, a link elsewhere) whose form is
 * not open now are put in their drafts and the outbox, as the form would have done, so they are
 * sent without the surveyor opening that form again. A survey this device knows nothing of keeps
 * its edits in the journal until its form opens.
 */
export async function replayFormJournals(queryClient: QueryClient, owner: string): Promise<void> {
  const { outbox, engine } = offlineSync();
  for (const surveyId of surveysWithJournaledEdits(owner)) {
    if (openForms.has(surveyId)) continue;
    const survey = queryClient.getQueryData(surveyQueries.detail(surveyId).queryKey) ?? (await madeOnThisDevice(surveyId, owner));
    if (!survey) continue;
    const fallbackName = survey.instanceName ?? 'Location';
    const controller: SurveySaveController = new SurveySaveController(survey, {
      db: outbox.db,
      outbox,
      engine,
      owner,
      summary: () => `${draftName(controller.getState().draft) || fallbackName} · form`,
      preview: (draft) => ({ instanceName: draftName(draft) || survey.instanceName }),
      // Only typed edits are replayed: nothing completes or switches a template from here.
      queue: () => Promise.reject(new Error('Not used when replaying edits.')),
    });
    await controller.load();
    await controller.committed();
    controller.dispose();
  }
}

/** A location created on this device and not sent yet: its create entry holds the whole record. */
async function madeOnThisDevice(surveyId: string, owner: string): Promise<Survey | undefined> {
  const entries = await offlineSync().outbox.list(owner);
  const create = entries.find((entry) => entry.action === 'create' && entry.target.type === 'survey' && entry.target.id === surveyId);
  return create?.preview as Survey | undefined;
}
