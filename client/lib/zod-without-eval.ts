/**
 * The CSP allows no eval: zod must be told before it parses anything, or it probes with
 * `new Function` and the browser reports a violation. This sets zod's shared configuration
 * object — the one z.config() writes, kept on globalThis so that every copy of zod reads it —
 * without loading zod, whose schemas load later with the screens and writes that use them.
 * Guarded by zod-without-eval.test.ts (a zod that stops reading it fails there).
 */
export function configureZodWithoutEval() {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
}
