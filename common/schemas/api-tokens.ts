import { z } from 'zod';
import { Text } from './text';

// API tokens (issue 16): an admin makes named tokens for the company; a token acts with its
// maker's company scope and the role chosen for it. The token itself is answered once.

export const API_TOKEN_ROLES = ['read-only', 'read-write'] as const;
export const ApiTokenRole = z.enum(API_TOKEN_ROLES);
export type ApiTokenRole = z.infer<typeof ApiTokenRole>;

export const ApiToken = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    name: z.string(),
    role: ApiTokenRole,
    /** The token's first characters, to tell tokens apart. */
    prefix: z.string(),
    createdBy: z.uuid(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof ApiToken>;

export const CreatedApiToken = ApiToken.extend({
  /** Shown this once: only its hash is kept. Send it as `Authorization: Bearer <token>`. */
  token: z.string(),
}).meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const CreateApiTokenBody = z.strictObject({
  name: Text.trim().min(1, { error: 'Name the token (what uses it).' }).max(100),
  role: ApiTokenRole,
  /** Root names the company; an admin's tokens are always their own company's. */
  companyId: z.uuid().optional(),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

export const ApiTokenListQuery = z.strictObject({ companyId: z.uuid().optional() });
