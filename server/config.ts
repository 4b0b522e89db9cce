import path from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../common/schemas/users';

// Every setting Riser reads, validated once at start (DESIGN §2). The README lists them all.
const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Where the built client is served from; tests point it at their own build.
  CLIENT_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  ROOT_EMAIL: z.string().regex(EMAIL_PATTERN, { error: 'must be an email address' }).optional(),
  ROOT_PASSWORD: z.string().min(6, { error: 'must be at least 6 characters long' }).optional(),
  ALLOW_SIGNUP: Bool.default(false),
  MAX_UPLOAD_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be greater than 0' })
    .max(1024, { error: 'must be at most 1024' })
    .default(25),
  TRUST_PROXY: Bool.default(false),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOGIN_MAX_FAILURES: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(5),
  SESSION_TTL_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .positive({ error: 'must be greater than 0' })
    .default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  clientDir: string | undefined;
  databaseUrl: string | undefined;
  rootEmail: string | undefined;
  rootPassword: string | undefined;
  allowSignup: boolean;
  maxUploadBytes: number;
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  loginMaxFailures: number;
  sessionTtlMs: number;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Reads settings from an environment; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const cleaned = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return `${key}=${JSON.stringify(cleaned[key] ?? '')}: ${issue.message}`;
      }),
    };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(e.DATA_DIR),
      clientDir: e.CLIENT_DIR === undefined ? undefined : path.resolve(e.CLIENT_DIR),
      databaseUrl: e.DATABASE_URL,
      rootEmail: e.ROOT_EMAIL?.toLowerCase(),
      rootPassword: e.ROOT_PASSWORD,
      allowSignup: e.ALLOW_SIGNUP,
      maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
      trustProxy: e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    },
  };
}
