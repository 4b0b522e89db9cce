import { lazyPart } from '../deferred';

/** The sync panel, whose code loads when it is first opened (render it inside <Deferred>). */
export const SyncPanelPart = lazyPart(async () => (await import('./sync-panel')).SyncPanel);
