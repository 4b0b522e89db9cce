import { SERVER_WAIT_MS } from '../offline/save-outcome';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EntryProblem } from '../offline/offline-db';
import { offlineSync } from '../offline/offline-sync';
import type { NewBlob, NewEntry } from '../offline/outbox';
import { ApiError, apiRequest } from './api-client';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A write that only makes sense with the server there (sign-in, administration). */
export interface ApiWrite {
  method: WriteMethod;
  path: string;
  body?: unknown;
}

/** Sends a write now; it fails without a connection. Survey work goes through queueWrite instead. */
export function runMutation<TResult = unknown>(write: ApiWrite): Promise<TResult> {
  return apiRequest<TResult>(write.method, write.path, write.body);
}

export type ApiMutationOptions<TVariables, TResult, TContext = unknown> = Omit<
  UseMutationOptions<TResult, Error, TVariables, TContext>,
  'mutationFn'
> & {
  /** Turns the mutation's variables into the write to run. */
  request: (variables: TVariables) => ApiWrite;
};

/** useMutation whose work is a runMutation of the described write (online-only writes). */
export function useApiMutation<TVariables = void, TResult = unknown, TContext = unknown>(
  options: ApiMutationOptions<TVariables, TResult, TContext>,
) {
  const { request, ...rest } = options;
  return useMutation<TResult, Error, TVariables, TContext>({
    ...rest,
    mutationFn: (variables) => runMutation<TResult>(request(variables)),
  });
}

/** A survey-work write: kept on the device first, sent by the sync engine (DESIGN §6). */
export type QueuedWrite = NewEntry & {
  /** Photo or background bytes, stored in the same transaction as the entry. */
  blobs?: NewBlob[];
  /** How long the caller waits for the server before taking "saved on this device" (default 4 s). */
  waitMs?: number;
};

/** How a queued write came out for the one who made it. */
export type WriteOutcome<TResult> =
  /** The server has it; its answer. */
  | { status: 'sent'; answer: TResult }
  /** Committed on this device; the sync engine sends it when it can. */
  | { status: 'saved-on-device' }
  /** Someone else changed the same thing; the screen that made it shows the choice. */
  | { status: 'conflict'; problem: EntryProblem }
  /** It undid something that had never left the device, so nothing needs sending. */
  | { status: 'cancelled' };


/** The server refused a write made right here: it is dropped from the outbox and thrown, so the screen says why. */
function refused(problem: EntryProblem): ApiError {
  return new ApiError(problem.status, JSON.stringify({ code: problem.code, message: problem.message }), {
    code: problem.code,
    message: problem.message,
    details: problem.details,
  });
}

/**
 * The single door every survey-work write goes through: committed to the outbox (with its
 * bytes), then given to the sync engine. Online it resolves with the server's answer; without a
 * connection, as soon as the device has it. A refusal (4xx) throws an ApiError.
 */
export async function queueWrite<TResult = unknown>(write: QueuedWrite): Promise<WriteOutcome<TResult>> {
  const { outbox, engine } = offlineSync();
  const owner = engine.getOwner();
  if (!owner) throw new ApiError(401, 'You are not signed in.', { code: 'UNAUTHENTICATED', message: 'You are not signed in.' });
  const { blobs = [], waitMs = SERVER_WAIT_MS, ...entry } = write;
  const stored = await outbox.add(owner, entry, blobs);
  if (!stored) return { status: 'cancelled' };
  const settlement = await engine.whenSettled(stored.id, waitMs);
  switch (settlement.kind) {
    case 'delivered':
      return { status: 'sent', answer: settlement.answer as TResult };
    case 'saved-on-device':
      return { status: 'saved-on-device' };
    case 'conflict':
      return { status: 'conflict', problem: settlement.problem };
    case 'failed':
      await outbox.remove(stored.id);
      throw refused(settlement.problem);
  }
}

export type QueuedMutationOptions<TVariables, TResult, TContext = unknown> = Omit<
  UseMutationOptions<WriteOutcome<TResult>, Error, TVariables, TContext>,
  'mutationFn' | 'networkMode'
> & {
  /** Turns the mutation's variables into the write to queue. */
  request: (variables: TVariables) => QueuedWrite;
};

/**
 * What useQueuedMutation gives useMutation (`queue` is queueWrite but in tests). Callbacks given
 * here belong to the mutation and run even when the screen that asked is gone by the answer; those
 * given to one mutate() call do not.
 */
export function queuedMutationOptions<TVariables = void, TResult = unknown, TContext = unknown>(
  options: QueuedMutationOptions<TVariables, TResult, TContext>,
  queue: (write: QueuedWrite) => Promise<WriteOutcome<TResult>> = queueWrite<TResult>,
): UseMutationOptions<WriteOutcome<TResult>, Error, TVariables, TContext> {
  const { request, ...rest } = options;
  return {
    ...rest,
    // The outbox is on the device: writing to it never waits for the network.
    networkMode: 'always',
    mutationFn: (variables) => queue(request(variables)),
  };
}

/** useMutation over queueWrite; it runs with or without a connection. */
export function useQueuedMutation<TVariables = void, TResult = unknown, TContext = unknown>(
  options: QueuedMutationOptions<TVariables, TResult, TContext>,
) {
  return useMutation<WriteOutcome<TResult>, Error, TVariables, TContext>(queuedMutationOptions(options));
}
