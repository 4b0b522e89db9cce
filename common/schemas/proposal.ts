import { z } from 'zod';
import { Text } from './text';

// The owner's proposal (DESIGN §17): what a company writes at the end of each one.

export const ProposalSettings = z
  .object({
    /** Terms and conditions, plain text (paragraphs by blank lines); null: none. */
    terms: z.string().nullable(),
  })
  .meta({ id: 'ProposalSettings' });
export type ProposalSettings = z.infer<typeof ProposalSettings>;

export const UpdateProposalSettingsBody = z.strictObject({
  terms: Text.trim().max(20_000).nullable(),
});
export type UpdateProposalSettingsBody = z.infer<typeof UpdateProposalSettingsBody>;
