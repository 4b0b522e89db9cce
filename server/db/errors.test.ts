import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, isPoolWaitTimeout } from './errors';

// Which failures are an outage or a crowd (503, issue 23) rather than a fault of ours (500).
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const errno = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });

describe('database failures', () => {
  it('tells a database that does not answer, wrapped or not', () => {
    for (const error of [
      errno('ECONNREFUSED', 'connect'),
      errno('ENOENT', 'connect'), // the embedded cluster's socket is gone
      errno('EPIPE', 'write'), // a statement sent on a connection whose server was just killed
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(isDatabaseUnreachable(wrapped(error))).toBe(true);
    }
  });

  it('leaves other failures alone: a missing file, a constraint, a bug', () => {
    for (const error of [errno('ENOENT', 'open'), Object.assign(new Error('duplicate key'), { code: '23505' }), new TypeError('x is undefined'), undefined, 'text']) {
      expect(isDatabaseUnreachable(error)).toBe(false);
    }
  });

  it('tells a wait for a pool connection that ran out', () => {
    expect(isPoolWaitTimeout(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isPoolWaitTimeout(new Error('Connection terminated unexpectedly'))).toBe(false);
  });
});
