import type { EntryAction } from '../../../offline/offline-db';

/** The outbox entries the markup adapter sends: drawings and their backgrounds. */
export const MARKUP_ACTIONS = ['markup', 'background'] as const satisfies readonly EntryAction[];
