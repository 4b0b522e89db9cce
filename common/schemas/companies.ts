import { z } from 'zod';

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
