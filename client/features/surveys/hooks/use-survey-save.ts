import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import { toast } from '../../../components/ui/use-toast';
import { updateSurvey } from '../api/update-survey';
import { refreshProjectData } from '../../../lib/project-reads';
import { cacheSurvey } from '../api/survey-keys';
import { SurveySaveController } from './survey-save-controller';

/**
 * The form's save controller for one survey: fed with refetched surveys and the template's
 * fields, flushed when the page is hidden or closed (survey-work §4 auto-save).
 */
export function useSurveySave(survey: Survey, fields: readonly TemplateField[]) {
  const queryClient = useQueryClient();
  const [controller] = useState(
    () =>
      new SurveySaveController(survey, {
        send: (body) => updateSurvey(survey.id, body),
        onServerSurvey: (answer, saved) => {
          cacheSurvey(queryClient, answer);
          if (saved) void refreshProjectData(queryClient);
        },
        onFailed: () => toast({ title: 'Error', description: 'Failed to save survey. Please try again.', variant: 'destructive' }),
      }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  useEffect(() => controller.setFields(fields), [controller, fields]);
  useEffect(() => controller.receive(survey), [controller, survey]);

  useEffect(() => {
    // Closing the tab or reloading: warn while something is unsaved, and start saving it.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!controller.hasPending()) return;
      void controller.flush();
      event.preventDefault();
    };
    // A phone putting the browser away often never comes back: save on the way out.
    const onPageHide = () => {
      if (controller.hasPending()) void controller.flush();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };
    // Back in signal: what could not be saved meanwhile goes now, without waiting for a click.
    const onOnline = () => {
      if (controller.hasPending()) void controller.flush();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('online', onOnline);
      controller.dispose();
    };
  }, [controller]);

  return { controller, state };
}
