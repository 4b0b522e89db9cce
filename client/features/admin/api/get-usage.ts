import { useQuery } from '@tanstack/react-query';
import { adminQueries } from './admin-queries';

/** GET /api/admin/usage: every company's usage, for root. */
export function useUsage() {
  return useQuery(adminQueries.usage());
}
