import type { JobLog } from '../jobs/job-queue';

export type LogLine = Record<string, unknown> & { level: string; message: string };

/** A logger shaped like the app's pino one (children included) that keeps its lines for a test to read. */
export function memoryLog(): JobLog & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const make = (bindings: Record<string, unknown>): JobLog => ({
    info: (details, message) => lines.push({ level: 'info', message, ...bindings, ...details }),
    warn: (details, message) => lines.push({ level: 'warn', message, ...bindings, ...details }),
    error: (details, message) => lines.push({ level: 'error', message, ...bindings, ...details }),
    child: (more) => make({ ...bindings, ...more }),
  });
  return Object.assign(make({}), { lines });
}
