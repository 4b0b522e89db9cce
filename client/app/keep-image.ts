import { apiResponse } from '../lib/api-client';

/**
 * Reads an image (a thumbnail, a display copy, a drawing's background) so that the service worker
 * keeps it for offline use (vite.config.ts, riser-images): read here, it shows without signal later.
 */
export async function keepImage(url: string) {
  const response = await apiResponse('GET', url);
  await response.arrayBuffer();
}
