import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
// Served by Riser itself with the rest of the build, never from a CDN.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { fitsBackgroundLimit } from '../model/background-size';
import { pdfRenderSize, pdfThumbnailSize, type PdfRenderSize } from '../model/pdf-render-size';
import { PdfPlanError } from './pdf-plan-error';
import { canvasBlob, type PreparedBackground } from './prepare-background';

// The legacy build: it also runs in the older Safari and Chrome the rest of the app supports.
GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPlan {
  readonly pageCount: number;
  /** The page as the background to keep, as prepareBackground gives an image. */
  render(pageNumber: number): Promise<PreparedBackground>;
  /** A PNG data URL of the page, its longer side this many pixels; the signal cancels it. */
  thumbnail(pageNumber: number, side: number, signal?: AbortSignal): Promise<string>;
  /** Ends the document and its worker. */
  close(): Promise<void>;
}

function unreadable(error: unknown): PdfPlanError {
  // pdf.js names the error it sends from its worker; PasswordException is not exported.
  if (error instanceof Error && error.name === 'PasswordException') {
    return new PdfPlanError('password', 'The PDF is protected by a password.', { cause: error });
  }
  return new PdfPlanError('unreadable', 'The PDF could not be read.', { cause: error });
}

async function drawPage(page: PDFPageProxy, size: PdfRenderSize, signal?: AbortSignal): Promise<HTMLCanvasElement> {
  signal?.throwIfAborted();
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  // White paper: the page's unpainted parts would otherwise stay transparent in the PNG.
  const task = page.render({ canvas, viewport: page.getViewport({ scale: size.scale }), background: '#ffffff' });
  const cancel = () => task.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
    return canvas;
  } catch (error) {
    release(canvas);
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

/** A canvas of 4000 px holds 64 MB; Safari frees it sooner when it is emptied. */
function release(canvas: HTMLCanvasElement) {
  canvas.width = 0;
  canvas.height = 0;
}

/** PNG keeps a drawing's lines crisp; a page too big for it as PNG (a colour scan) goes as JPEG. */
async function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  const png = await canvasBlob(canvas, 'image/png');
  if (fitsBackgroundLimit(png.type, png.size)) return png;
  const jpeg = await canvasBlob(canvas, 'image/jpeg', 0.9);
  if (fitsBackgroundLimit(jpeg.type, jpeg.size)) return jpeg;
  throw new PdfPlanError('too-large', 'The page is too large to keep as an image.');
}

/** Opens a PDF plan: a damaged or password-protected file is refused with a PdfPlanError. */
export async function openPdfPlan(file: File): Promise<PdfPlan> {
  const data = new Uint8Array(await file.arrayBuffer());
  // Started apart from the document, so that a worker that cannot load (offline, before the
  // service worker kept it) is not taken for a damaged file.
  const worker = new PDFWorker();
  try {
    await worker.promise;
  } catch (error) {
    worker.destroy();
    throw new PdfPlanError('unavailable', 'The PDF worker could not be started.', { cause: error });
  }
  // The app's Content-Security-Policy forbids eval; pdf.js has a slower path without it.
  const task = getDocument({ data, worker, isEvalSupported: false });
  const close = async () => {
    await task.destroy();
    // A worker handed to getDocument outlives its document.
    worker.destroy();
  };
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    await close();
    throw unreadable(error);
  }

  async function pageOf(pageNumber: number) {
    const page = await pdf.getPage(pageNumber);
    // The viewport at scale 1 is the page's size in points, its rotation applied.
    const { width, height } = page.getViewport({ scale: 1 });
    return { page, width, height };
  }

  return {
    pageCount: pdf.numPages,

    async render(pageNumber) {
      let canvas: HTMLCanvasElement | undefined;
      try {
        const { page, width, height } = await pageOf(pageNumber);
        const size = pdfRenderSize(width, height);
        canvas = await drawPage(page, size);
        const blob = await encode(canvas);
        page.cleanup();
        return { blob, width: size.width, height: size.height };
      } catch (error) {
        throw error instanceof PdfPlanError ? error : unreadable(error);
      } finally {
        if (canvas) release(canvas);
      }
    },

    async thumbnail(pageNumber, side, signal) {
      const { page, width, height } = await pageOf(pageNumber);
      const canvas = await drawPage(page, pdfThumbnailSize(width, height, side), signal);
      try {
        return canvas.toDataURL('image/png');
      } finally {
        release(canvas);
      }
    },

    close,
  };
}
