import type { Survey } from '../../../../common/schemas/surveys';
import type { Outbox } from '../../../offline/outbox';
import type { SyncEngine } from '../../../offline/sync-engine';

/**
 * The surveys of a project whose create waits in the signed-in user's outbox, as they will be.
 * Waits until the app knows who is signed in: right after a start the page asks before the
 * session is read back, and "none waiting" then would make a second, empty drawing.
 */
export async function waitingSurveyCreates({ outbox, engine }: { outbox: Outbox; engine: SyncEngine }, projectId: string): Promise<Survey[]> {
  const owner = await engine.whenOwner();
  const entries = await outbox.list(owner);
  return entries.flatMap((entry) =>
    entry.action === 'create' && entry.target.type === 'survey' && entry.target.parentId === projectId && entry.preview ? [entry.preview as Survey] : [],
  );
}
