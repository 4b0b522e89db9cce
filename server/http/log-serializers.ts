import type { FastifyRequest } from 'fastify';

// Keys whose values never go to a log, wherever they sit in a logged error: SQL parameters
// (they hold password hashes, tokens and personal data) and credentials from headers.
const SECRET_KEYS = new Set(['params', 'cookie', 'set-cookie', 'authorization', 'proxy-authorization']);
const MAX_DEPTH = 6;
const MAX_CAUSES = 10;

interface ErrorLike {
  name?: string;
  message: string;
  stack?: string;
  cause?: unknown;
  errors?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

/** An error's own message without the `params: ...` that drizzle appends to a failed query's. */
function ownMessage(error: ErrorLike): string {
  const at = error.message.indexOf('\nparams:');
  return at === -1 ? error.message : `${error.message.slice(0, at)}\nparams: [redacted]`;
}

/** The stack with its first line(s) rebuilt from the cleaned message (V8 copies the message in). */
function ownStack(error: ErrorLike): string {
  const head = `${error.name ?? 'Error'}: ${ownMessage(error)}`;
  const stack = error.stack ?? '';
  const frames = stack.indexOf('\n    at ');
  return frames === -1 ? head : head + stack.slice(frames);
}

function causeChain(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e: unknown = error; isErrorLike(e) && chain.length < MAX_CAUSES && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

/** A copy of a value fit for a log: secret keys dropped, binary data summarised. */
function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (seen.has(value) || depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (isErrorLike(value)) return serializeError(value, depth + 1, seen);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEYS.has(key.toLowerCase())) copy[key] = scrub(item, depth + 1, seen);
  }
  return copy;
}

/**
 * Like pino's error serializer (type, message and stack with their causes, own fields), but a
 * logged error never carries SQL parameters or credentials, in itself or in any cause.
 */
export function serializeError(error: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (!isErrorLike(error)) return scrub(error, depth, seen);
  seen.add(error);
  const chain = causeChain(error);
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: chain.map(ownMessage).join(': '),
    stack: chain.map(ownStack).join('\ncaused by: '),
  };
  if (Array.isArray(error.errors)) out.aggregateErrors = error.errors.map((e) => scrub(e, depth + 1, seen));
  for (const key in error) {
    if (key in out || key === 'cause' || SECRET_KEYS.has(key.toLowerCase())) continue;
    out[key] = scrub((error as unknown as Record<string, unknown>)[key], depth + 1, seen);
  }
  return out;
}

// An invitation link's token is its only secret: logs keep the route, not the token.
const INVITATION_TOKEN = /^(\/api\/invitations\/)[^/?]+/;

/** A request as logged: where it went and from where, never its headers (cookies, tokens). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(INVITATION_TOKEN, '$1[token]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const logSerializers = { err: serializeError, req: serializeRequest };

/** The caller's logger options (tests pass false) with our serializers taking precedence. */
export function withLogSerializers(logger: boolean | object): false | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  return { ...options, serializers: { ...options.serializers, ...logSerializers } };
}
