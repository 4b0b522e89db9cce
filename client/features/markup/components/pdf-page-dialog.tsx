import { useEffect, useRef, useState } from 'react';
import { FileWarning, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

/** Thumbnails are drawn this many pixels on their longer side: sharp at twice their CSS size. */
const THUMBNAIL_SIDE = 240;

/** A PDF of several pages waiting for the surveyor to choose one. */
export interface PdfPageChoice {
  fileName: string;
  pageCount: number;
  thumbnail: (pageNumber: number, side: number, signal: AbortSignal) => Promise<string>;
  /** The page chosen, or null: cancelled, nothing changes. */
  choose: (pageNumber: number | null) => void;
}

/** Which page of a PDF plan becomes the background; shown while asking, closing it any way is Cancel. */
export function PdfPageDialog({ choice }: { choice: PdfPageChoice }) {
  const pages = Array.from({ length: choice.pageCount }, (_, index) => index + 1);
  return (
    <Dialog open onOpenChange={(open) => !open && choice.choose(null)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose a page</DialogTitle>
          <DialogDescription>
            {choice.fileName} has {choice.pageCount} pages. The page you choose becomes the background.
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Pages" className="m-0 grid max-h-[60dvh] list-none grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3 md:grid-cols-4">
          {pages.map((pageNumber) => (
            <li key={pageNumber}>
              <PageButton pageNumber={pageNumber} thumbnail={choice.thumbnail} onChoose={choice.choose} />
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => choice.choose(null)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PageButton({
  pageNumber,
  thumbnail,
  onChoose,
}: {
  pageNumber: number;
  thumbnail: PdfPageChoice['thumbnail'];
  onChoose: (pageNumber: number) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [preview, setPreview] = useState<{ src: string } | 'failed' | null>(null);

  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const controller = new AbortController();
    // Drawn once scrolled into view: a long plan set does not render every page up front.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      thumbnail(pageNumber, THUMBNAIL_SIDE, controller.signal).then(
        (src) => !controller.signal.aborted && setPreview({ src }),
        () => !controller.signal.aborted && setPreview('failed'),
      );
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [pageNumber, thumbnail]);

  return (
    <Button ref={button} variant="outline" className="h-auto w-full flex-col gap-1.5 p-2" onClick={() => onChoose(pageNumber)}>
      {/* The label says which page; the picture only helps to find it. */}
      <span aria-hidden="true" className="flex h-28 w-full items-center justify-center overflow-hidden rounded-sm bg-muted/60">
        {preview === null ? (
          <Loader2 className="animate-spin text-muted-foreground" />
        ) : preview === 'failed' ? (
          <FileWarning className="text-muted-foreground" />
        ) : (
          <img src={preview.src} alt="" data-page-thumbnail={pageNumber} className="max-h-full max-w-full border border-border bg-white shadow-sm" />
        )}
      </span>
      <span>Page {pageNumber}</span>
    </Button>
  );
}
