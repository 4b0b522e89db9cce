import { z } from 'zod';
import { DEFAULT_RUN_KINDS } from '../markup/quantities';
import { QuantityAllowances } from './projects';
import { Text } from './text';

// administration §3: a company as the client sees it.
export const Company = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof Company>;

/** A run kind of the company's own, beside the defaults (fiber, Cat6…): a short id and a name. */
export const RunKind = z.strictObject({
  id: Text.trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'use lowercase letters, digits and dashes (at most 40)' }),
  name: Text.trim().min(1).max(60),
});

/** administration (issue 14): what the company's quantities start from. */
export const QuantitySettings = z
  .object({
    /** The company's own run kinds; the defaults are always there. */
    runKinds: z.array(RunKind),
    /** The allowances its projects use unless a project sets its own. */
    allowances: QuantityAllowances,
  })
  .meta({ id: 'QuantitySettings' });
export type QuantitySettings = z.infer<typeof QuantitySettings>;

export const UpdateQuantitySettingsBody = z
  .strictObject({
    runKinds: z
      .array(RunKind)
      .max(50)
      .refine((kinds) => new Set(kinds.map((kind) => kind.id)).size === kinds.length, { error: 'Each run kind needs an id of its own' })
      .refine((kinds) => kinds.every((kind) => !DEFAULT_RUN_KINDS.some((known) => known.id === kind.id)), { error: 'A default run kind cannot be added again' })
      .optional(),
    allowances: QuantityAllowances.partial().strict().optional(),
  })
  .refine((body) => body.runKinds !== undefined || body.allowances !== undefined, { error: 'Nothing to update' });
export type UpdateQuantitySettingsBody = z.infer<typeof UpdateQuantitySettingsBody>;
