import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { useBlobUrl, useOutboxEntries } from '../../../offline/use-outbox';
import { saveBackground } from '../api/save-background';
import { NotAnImageError, prepareBackground } from '../dom/prepare-background';
import type { BackgroundTarget } from '../offline/background-entry';

/**
 * The drawing's background as the surveyor last chose it: an image still waiting on the device
 * (shown from its bytes, after a reload too), none when a Clear Image waits, else the survey's
 * stored image. Upload and Clear Image keep the choice on the device first.
 */
export function useMarkupBackground(target: BackgroundTarget | null, storedImage: string | null | undefined, beforeUpload: () => Promise<void>) {
  const entries = useOutboxEntries();
  const waiting = target ? entries.filter((entry) => entry.action === 'background' && entry.target.id === target.surveyId).at(-1) : undefined;
  const blobUrl = useBlobUrl(waiting?.blobIds[0]);
  const [preparing, setPreparing] = useState(false);

  // undefined while the bytes on the device are being read: the image shown meanwhile stays.
  const href = waiting ? (waiting.blobIds[0] ? (blobUrl ?? undefined) : null) : (storedImage ?? null);

  const upload = useCallback(
    async (file: File) => {
      if (!target) {
        toast({ title: 'No project or survey selected', description: 'Please close and reopen the markup.', variant: 'destructive' });
        return;
      }
      const failed = (error: unknown) =>
        toast({
          title: 'Upload failed',
          description:
            error instanceof NotAnImageError
              ? 'Please choose an image file (JPG, PNG or GIF).'
              : isApiError(error)
                ? error.serverMessage || 'The image was refused. Please try another one.'
                : 'The image could not be kept. Please try again.',
          variant: 'destructive',
        });
      setPreparing(true);
      let image: Blob;
      try {
        image = (await prepareBackground(file)).blob;
        // A drawing entry due later would hold the image back behind it: it goes first, now.
        await beforeUpload();
      } catch (error) {
        failed(error);
        return;
      } finally {
        setPreparing(false);
      }
      // Shown from the device as soon as it is kept there; the badge follows the sending.
      saveBackground(target, image).catch(failed);
    },
    [target, beforeUpload],
  );

  const clear = useCallback(async () => {
    if (!target) return;
    try {
      await saveBackground(target, null);
    } catch {
      toast({ title: 'Error', description: 'The image could not be removed. Please try again.', variant: 'destructive' });
    }
  }, [target]);

  return { href, waiting: waiting !== undefined, preparing, upload, clear };
}
