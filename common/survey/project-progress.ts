/** survey-work §9: the rounded completed/total percent, 0 when there are no locations. */
export function projectProgress(completed: number, total: number): number {
  return total > 0 ? Math.round((100 * completed) / total) : 0;
}
