import { offlineSync } from '../../../offline/offline-sync';
import type { SyncAdapter } from '../../../offline/sync-engine';
import { createMarkupAdapter, MarkupDrafts } from './markup-drafts';

let shared: MarkupDrafts | undefined;

/** The app's drawings on the device, over the one outbox; made on first use. */
export function markupDrafts(): MarkupDrafts {
  if (!shared) {
    const { outbox, engine } = offlineSync();
    shared = new MarkupDrafts({ outbox, owner: () => engine.getOwner() });
  }
  return shared;
}

/** Drawings and backgrounds as the sync engine sends them (DESIGN §6); registered in client/app. */
export const markupSyncAdapter: Required<SyncAdapter> = createMarkupAdapter(markupDrafts);
