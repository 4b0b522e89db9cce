import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One client write, described as data so that it can be queued and replayed later. */
export interface ApiWrite {
  method: WriteMethod;
  path: string;
  body?: unknown;
  /** Session calls (sign-in, password change) only make sense online and are never queued. */
  onlineOnly?: boolean;
}

/**
 * The single door every client write goes through. The offline outbox (DESIGN §6) will slide
 * in here, so features never call fetch or apiRequest for writes themselves.
 */
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

/** useMutation whose work is always a runMutation of the described write. */
export function useApiMutation<TVariables = void, TResult = unknown, TContext = unknown>(
  options: ApiMutationOptions<TVariables, TResult, TContext>,
) {
  const { request, ...rest } = options;
  return useMutation<TResult, Error, TVariables, TContext>({
    ...rest,
    mutationFn: (variables) => runMutation<TResult>(request(variables)),
  });
}
