import { describe, expect, it } from 'vitest';
import { DEAL_DOWNLOADS, dealDownloadLabel } from './deal-downloads';

describe('the deal downloads', () => {
  const proposal = DEAL_DOWNLOADS.find((download) => download.file === 'proposal.pdf')!;

  it('offers the proposal, both estimates and the labels', () => {
    expect(DEAL_DOWNLOADS.map((download) => download.file)).toEqual(['proposal.pdf', 'estimate.csv', 'estimate.xlsx', 'labels.csv']);
  });

  it('says on the button where the download stands', () => {
    expect(dealDownloadLabel(proposal, { phase: 'idle' })).toBe('Proposal PDF');
    expect(dealDownloadLabel(proposal, { phase: 'preparing' })).toBe('Preparing proposal…');
    expect(dealDownloadLabel(proposal, { phase: 'downloading', bytes: 2048, total: null })).toMatch(/^Downloading proposal… 2(\.0)? KB$/);
  });
});
