import { createElement, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { useBlobUrl, useOutboxEntries } from '../../../offline/use-outbox';
import { saveBackground } from '../api/save-background';
import type { PdfPageChoice } from '../components/pdf-page-dialog';
import { PdfPlanError, type PdfPlanProblem } from '../dom/pdf-plan-error';
import { NotAnImageError, prepareBackground } from '../dom/prepare-background';
import { isPdfFile } from '../model/background-size';
import type { BackgroundTarget } from '../offline/background-entry';

// Loaded with pdf.js (see pdfPage below), so that the editor does not carry it.
const PdfPageDialog = lazy(() => import('../components/pdf-page-dialog').then((module) => ({ default: module.PdfPageDialog })));

const PDF_PROBLEMS: Record<PdfPlanProblem, string> = {
  unreadable: 'This PDF could not be read. It may be damaged; please try another file.',
  password: 'This PDF is protected by a password. Please choose a PDF without one, or an image of the plan.',
  'too-large': 'This PDF page is too large to use as a plan. Please choose an image of it instead.',
  unavailable: 'PDF plans cannot be opened just now. Please check the connection and try again.',
};

/**
 * The drawing's background as the surveyor last chose it: an image still waiting on the device
 * (shown from its bytes, after a reload too), none when a Clear Image waits, else the survey's
 * stored image. Upload and Clear Image keep the choice on the device first. A PDF becomes the
 * image of one of its pages (asking which when it has several): `pageChooser` is that question,
 * to be rendered by the editor.
 */
export function useMarkupBackground(target: BackgroundTarget | null, storedImage: string | null | undefined, beforeUpload: () => Promise<void>) {
  const entries = useOutboxEntries();
  const waiting = target ? entries.filter((entry) => entry.action === 'background' && entry.target.id === target.surveyId).at(-1) : undefined;
  const blobUrl = useBlobUrl(waiting?.blobIds[0]);
  const [preparing, setPreparing] = useState(false);
  const [pageChoice, setPageChoice] = useState<PdfPageChoice | null>(null);
  // Settles a question still open when the editor goes, so the PDF's worker is ended.
  const abandonChoice = useRef<(() => void) | null>(null);
  useEffect(() => () => abandonChoice.current?.(), []);

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
              ? 'Please choose an image or PDF file (JPG, PNG, GIF or PDF).'
              : error instanceof PdfPlanError
                ? PDF_PROBLEMS[error.problem]
                : isApiError(error)
                  ? error.serverMessage || 'The image was refused. Please try another one.'
                  : 'The image could not be kept. Please try again.',
          variant: 'destructive',
        });

      const askForPage = (fileName: string, pageCount: number, thumbnail: PdfPageChoice['thumbnail']) =>
        new Promise<number | null>((resolve) => {
          abandonChoice.current = () => resolve(null);
          setPageChoice({
            fileName,
            pageCount,
            thumbnail,
            choose: (pageNumber) => {
              abandonChoice.current = null;
              setPageChoice(null);
              resolve(pageNumber);
            },
          });
        });

      /** The chosen page of a PDF as an image, or null when the surveyor cancelled. */
      const pdfPage = async (): Promise<Blob | null> => {
        // pdf.js loads only now, the first time a PDF is chosen; the page chooser with it, so
        // that it is there (offline too) when asked for.
        const [{ openPdfPlan }] = await Promise.all([import('../dom/pdf-plan'), import('../components/pdf-page-dialog')]).catch((error: unknown) => {
          throw new PdfPlanError('unavailable', 'PDF support could not be loaded.', { cause: error });
        });
        const plan = await openPdfPlan(file);
        try {
          const pageNumber = plan.pageCount === 1 ? 1 : await askForPage(file.name, plan.pageCount, plan.thumbnail);
          return pageNumber === null ? null : (await plan.render(pageNumber)).blob;
        } finally {
          // Ending the worker cannot fail the upload.
          void plan.close().catch(() => undefined);
        }
      };

      setPreparing(true);
      let image: Blob | null;
      try {
        image = isPdfFile(file) ? await pdfPage() : (await prepareBackground(file)).blob;
        // Cancelled: everything stays as it was.
        if (image === null) return;
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

  const pageChooser = pageChoice && createElement(Suspense, { fallback: null }, createElement(PdfPageDialog, { choice: pageChoice }));

  return { href, waiting: waiting !== undefined, preparing, upload, clear, pageChooser };
}
