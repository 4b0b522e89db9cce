import { describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { queuedMutationOptions, type QueuedWrite, type WriteOutcome } from '../../../lib/mutations';
import { deleteSurveyOptions, type DeleteSurveyVariables } from './delete-survey';

// Deleting a location from its own form: the delete's answer drops the survey's read, so the form
// is gone (unmounted) before the answer reaches it. What follows (the toast, the way back to the
// type page) must still happen. Real: TanStack's mutation machinery, as useMutation drives it.
// Fake: the outbox (a write that resolves when told).

const VARIABLES: DeleteSurveyVariables = { surveyId: 's-1', projectId: 'p-1', summary: 'Building 1 · delete' };

function heldQueue() {
  const writes: QueuedWrite[] = [];
  let answer!: (outcome: WriteOutcome<void>) => void;
  const queue = (write: QueuedWrite) => {
    writes.push(write);
    return new Promise<WriteOutcome<void>>((resolve) => (answer = resolve));
  };
  return { writes, queue, answer: (outcome: WriteOutcome<void>) => answer(outcome) };
}

/** The form's useMutation: observed while the form is on screen, then left when it goes. */
function openForm(callbacks: Parameters<typeof deleteSurveyOptions>[0], queue: ReturnType<typeof heldQueue>['queue']) {
  const observer = new MutationObserver(new QueryClient(), queuedMutationOptions(deleteSurveyOptions(callbacks), queue));
  const leave = observer.subscribe(() => undefined);
  return { observer, leave };
}

describe('deleting a location from its form', () => {
  it('queues the DELETE of the survey, named for the sync panel', async () => {
    const held = heldQueue();
    const { observer } = openForm({}, held.queue);
    void observer.mutate(VARIABLES);
    await vi.waitFor(() => expect(held.writes).toHaveLength(1));
    expect(held.writes[0]).toEqual({
      method: 'DELETE',
      path: '/api/surveys/s-1',
      target: { type: 'survey', id: 's-1', parentId: 'p-1' },
      action: 'delete',
      summary: 'Building 1 · delete',
    });
  });

  it('says so and goes back even when the form is gone before the answer', async () => {
    const held = heldQueue();
    const onSuccess = vi.fn();
    const perCall = vi.fn();
    const { observer, leave } = openForm({ onSuccess }, held.queue);
    const done = observer.mutate(VARIABLES, { onSuccess: perCall });
    await vi.waitFor(() => expect(held.writes).toHaveLength(1));

    leave();
    held.answer({ status: 'sent', answer: undefined });
    await done;

    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[1]).toEqual(VARIABLES);
    // Why the callbacks are given to the mutation: one mutate() call's die with the form.
    expect(perCall).not.toHaveBeenCalled();
  });

  it('gives the form back when the delete is refused, also after the form was left', async () => {
    const onError = vi.fn();
    const { observer, leave } = openForm({ onError }, () => Promise.reject(new Error('Forbidden')));
    const done = observer.mutate(VARIABLES).catch(() => undefined);
    leave();
    await done;
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
