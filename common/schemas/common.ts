import { z } from 'zod';
import { ERRORS, type ErrorCode } from '../errors';

export const ErrorResponse = z
  .object({
    code: z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });

export const Ok = z.object({ ok: z.literal(true) });
