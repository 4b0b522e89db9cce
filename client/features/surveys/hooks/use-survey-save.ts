import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import { surveyProgress } from '../../../../common/survey/progress';
import { queueWrite } from '../../../lib/mutations';
import { offlineSync } from '../../../offline/offline-sync';
import { draftName, draftValues } from '../model/form-draft';
import { formIsOpen } from '../offline/replay-form-journals';
import { SurveySaveController } from './survey-save-controller';

/**
 * The form's save controller for one survey: its edits go to the device first and are sent by
 * the sync engine (DESIGN §6); fed with refetched surveys and the template's fields.
 */
export function useSurveySave(survey: Survey, fields: readonly TemplateField[], owner: string) {
  const [controller] = useState(() => {
    const { outbox, engine } = offlineSync();
    const fallbackName = `${LOCATION_TYPE_INFO[survey.locationType].tileTitle} ${survey.instanceNumber}`;
    const made: SurveySaveController = new SurveySaveController(survey, {
      db: outbox.db,
      outbox,
      engine,
      owner,
      summary: (): string => `${draftName(made.getState().draft) || fallbackName} · form`,
      preview: (draft, currentFields) => ({
        progress: surveyProgress([...currentFields], draftValues(draft)).percent,
        instanceName: draftName(draft) || survey.instanceName,
      }),
      queue: ({ body, action, preview, summary }) =>
        queueWrite<Survey>({
          method: 'PATCH',
          path: `/api/surveys/${encodeURIComponent(survey.id)}`,
          body,
          target: { type: 'survey', id: survey.id, parentId: survey.projectId },
          action,
          summary,
          preview,
        }),
    });
    made.setFields(fields);
    return made;
  });
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  useEffect(() => controller.setFields(fields), [controller, fields]);
  useEffect(() => controller.receive(survey), [controller, survey]);

  useEffect(() => {
    const closed = formIsOpen(controller.surveyId);
    void controller.load();
    // Closing the tab in the very moment of typing: the browser asks before the last keystrokes go.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (controller.hasUncommitted()) event.preventDefault();
    };
    // A phone putting the browser away: what is typed goes now rather than after the delay.
    const onPageHide = () => void controller.flush();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void controller.flush();
      controller.dispose();
      closed();
    };
  }, [controller]);

  return { controller, state };
}
