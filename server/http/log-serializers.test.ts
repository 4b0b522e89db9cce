import { describe, expect, it } from 'vitest';
import { serializeError, serializeRequest, withLogSerializers } from './log-serializers';

// The shape of drizzle's DrizzleQueryError: the parameters in the message and in a field.
const failedQuery = (cause?: unknown) =>
  Object.assign(new Error('Failed query: insert into "users" values ($1, $2)\nparams: a@b.c,$argon2id$SECRET'), {
    query: 'insert into "users" values ($1, $2)',
    params: ['a@b.c', '$argon2id$SECRET'],
    cause,
  });

describe('serializeError', () => {
  it('keeps the query and the causes’ messages but no parameter, however deep the failed query sits', () => {
    const wrapped = new Error('could not create the user', { cause: failedQuery(new Error('duplicate key value')) });
    const logged = JSON.stringify(serializeError(wrapped));
    expect(logged).not.toContain('SECRET');
    expect(logged).not.toContain('a@b.c');
    expect(logged).toContain('could not create the user: Failed query: insert into');
    expect(logged).toContain('duplicate key value');
    expect(logged).toContain('caused by:');
  });

  it('drops credentials from any field of an error, and survives cycles', () => {
    const error = Object.assign(new Error('upstream said no'), {
      response: { status: 502, headers: { 'Set-Cookie': 's=1', Authorization: 'Bearer t0ken' }, body: Buffer.alloc(4096) },
    });
    (error as { cause?: unknown }).cause = error;
    const logged = serializeError(error) as Record<string, unknown>;
    expect(JSON.stringify(logged)).not.toMatch(/t0ken|s=1/);
    expect(logged.response).toEqual({ status: 502, headers: {}, body: '[4096 bytes]' });
  });
});

describe('withLogSerializers', () => {
  it('keeps the caller’s options, and no logger stays no logger', () => {
    const stream = { write: () => undefined };
    expect(withLogSerializers(false)).toBe(false);
    const options = withLogSerializers({ level: 'warn', stream }) as { level: string; stream: unknown; serializers: Record<string, unknown> };
    expect(options.level).toBe('warn');
    expect(options.stream).toBe(stream);
    expect(options.serializers.err).toBe(serializeError);
  });
});

describe('serializeRequest', () => {
  it('logs an invitation link without its token, which is the invitee’s only secret', () => {
    const request = { method: 'POST', url: '/api/invitations/s3cr3tT0ken_-x/accept?x=1', host: 'h', ip: '1.2.3.4', socket: { remotePort: 1 } };
    const logged = serializeRequest(request as unknown as Parameters<typeof serializeRequest>[0]);
    expect(logged.url).toBe('/api/invitations/[token]/accept?x=1');
    expect(JSON.stringify(logged)).not.toContain('s3cr3tT0ken');
  });
});
