import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorResponse } from '../../common/schemas/common';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyKey } from '../../common/schemas/idempotency';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import { requestHash } from './request-hash';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type IdempotencyRow,
  type KeyedRequest,
} from './idempotency.repo';

/**
 * DESIGN §6, the server's half of the offline outbox: a PATCH, PUT or DELETE (or a POST that
 * opts in with `config: { idempotent: true }`, a create of many things at once) sent with an
 * Idempotency-Key runs once per user and key. Its first 2xx answer is kept, and a repeat of the
 * same method, path and body answers it again without running (a retry after a cut connection,
 * an outbox replayed twice); the same key with another request is refused (422), never answered
 * with the first one's answer. A repeat arriving while the first is still running waits for its
 * answer. Nothing of a failed first attempt is kept, so its retry runs afresh. The key lives in
 * the database, so any server of several answers a replay.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that takes an Idempotency-Key too: one that creates many things at once (POST /api/projects/{id}/units/bulk). */
    idempotent?: boolean;
  }
}

const IDEMPOTENT_METHODS = new Set(['PATCH', 'PUT', 'DELETE']);
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** Kept answers are forgotten by the orphan sweep after this long. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 3_600_000;

/**
 * The answers kept per user, the newest: an outbox retries the change it is sending, so only
 * the last few are ever replayed, while a crowd of keyed saves must not grow the table without end.
 */
export const IDEMPOTENT_ANSWERS_PER_USER = 200;

export interface IdempotencyOptions {
  db: Db;
  /** How long a repeat waits for a first attempt still under way before answering 503. */
  waitMs?: number;
  pollMs?: number;
  /** A first attempt under way longer than this died with its server: a repeat takes the key over. */
  abandonedAfterMs?: number;
}

// Added to every idempotent route's schema: the header is validated (400 naming it) and documented.
const KeyHeaders = z.looseObject({ [HEADER]: IdempotencyKey.optional() });

/** Whether a request carries an Idempotency-Key (a DELETE of something gone is then a success). */
export function hasIdempotencyKey(request: FastifyRequest): boolean {
  return typeof request.headers[HEADER] === 'string';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(reply: FastifyReply, row: IdempotencyRow & { status: number }) {
  void reply.code(row.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (row.body === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(row.body);
}

export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions) {
  const { db, waitMs = 10_000, pollMs = 100, abandonedAfterMs = 60_000 } = options;
  // The requests that claimed their key, until their answer is kept or the key released.
  const claims = new WeakMap<FastifyRequest, KeyedRequest>();

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const idempotent = methods.some((method) => IDEMPOTENT_METHODS.has(method)) || (route.config as { idempotent?: boolean } | undefined)?.idempotent === true;
    if (!route.url.startsWith('/api/') || !idempotent) return;
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      headers: KeyHeaders,
      response: {
        422: ErrorResponse,
        503: ErrorResponse,
        ...(schema.response as object | undefined),
      },
    };
  });

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[HEADER];
    if (!(IDEMPOTENT_METHODS.has(request.method) || request.routeOptions.config.idempotent === true) || typeof key !== 'string' || !request.actor) return;
    const path = request.url.split('?')[0]!;
    const keyed: KeyedRequest = { userId: request.actor.id, key, method: request.method, path, requestHash: requestHash(request.method, path, request.body) };
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await claimIdempotencyKey(db, keyed, abandonedAfterMs)) {
        claims.set(request, keyed);
        return;
      }
      const row = await findIdempotencyKey(db, keyed.userId, key);
      // Released meanwhile (the first attempt failed): claim it again.
      if (!row) continue;
      if (row.method !== keyed.method || row.path !== keyed.path) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', `This Idempotency-Key was already used for ${row.method} ${row.path}.`);
      }
      // A row kept before hashes were recorded has none: its method and path decide.
      if (row.requestHash !== null && row.requestHash !== keyed.requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another body; send a new key with a new change.');
      }
      if (row.status !== null) return replay(reply, { ...row, status: row.status });
      if (Date.now() >= deadline) {
        throw new AppError('UNAVAILABLE', 'The first request with this Idempotency-Key is still being processed. Try again shortly.', { headers: { 'retry-after': '5' } });
      }
      await sleep(pollMs);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    const body = reply.statusCode === 204 || payload === null || payload === undefined ? null : typeof payload === 'string' ? payload : undefined;
    try {
      if (succeeded && body !== undefined) await storeIdempotentAnswer(db, claim.userId, claim.key, { status: reply.statusCode, body }, IDEMPOTENT_ANSWERS_PER_USER);
      else await releaseIdempotencyKey(db, claim.userId, claim.key);
    } catch (err) {
      // The change itself is done; a repeat will run again once the claim is abandoned.
      request.log.error({ err }, 'could not keep the answer of an idempotent request');
    }
    return payload;
  });

  // An answer that never reached onSend (the connection went first) keeps nothing.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    await releaseIdempotencyKey(db, claim.userId, claim.key).catch((err: unknown) => request.log.error({ err }, 'could not release an idempotency key'));
  });
}

/** Forgets kept answers older than IDEMPOTENCY_KEY_TTL_MS (the sweep calls it): the count deleted. */
export function forgetExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  return deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
}
