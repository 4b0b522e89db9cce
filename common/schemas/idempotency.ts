import { z } from 'zod';

// DESIGN §6: PATCH, PUT and DELETE accept an Idempotency-Key (the outbox entry's id); a replay
// of the same request answers the first answer, marked with Idempotent-Replayed: true.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'Idempotency-Key must be 1 to 100 letters, digits, _ or -' })
  .meta({ description: 'Any id of the client’s own (an outbox entry’s); a repeat of the same request with it answers the first answer.' });
