import { RotateCcw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { uploadPercent, uploadStatusText, type UploadItem } from '../model/upload-queue';

export interface UploadProgressListProps {
  items: UploadItem[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}

/** One row per file being sent: name, a progress bar with its percent, and cancel or retry. */
export function UploadProgressList({ items, onCancel, onRetry, onDismiss }: UploadProgressListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="m-0 flex list-none flex-col gap-2 p-0">
      {items.map((item) => {
        const failed = item.status === 'failed';
        const percent = item.status === 'queued' ? 0 : uploadPercent(item);
        return (
          <li
            key={item.key}
            className={cn(
              'flex items-center gap-3 rounded-md border p-2 pl-3',
              failed ? 'border-destructive/40 bg-red-50' : 'border-border bg-muted/40',
            )}
          >
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="truncate font-medium" title={item.name}>
                  {item.name}
                </span>
                {!failed && (
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{uploadStatusText(item)}</span>
                )}
              </div>
              {failed ? (
                <p role="alert" className="mt-1 text-sm text-destructive">
                  {uploadStatusText(item)}
                </p>
              ) : (
                <Progress
                  value={percent}
                  aria-label={`Uploading ${item.name}`}
                  aria-valuetext={uploadStatusText(item)}
                  className="mt-1.5"
                  indicatorClassName={item.status === 'processing' ? 'animate-pulse' : undefined}
                />
              )}
            </div>
            {failed ? (
              <>
                {item.retryable && (
                  <Button variant="ghost" size="icon" onClick={() => onRetry(item.key)} aria-label={`Retry ${item.name}`} title="Retry">
                    <RotateCcw aria-hidden="true" />
                  </Button>
                )}
                <Button variant="ghost" size="icon" onClick={() => onDismiss(item.key)} aria-label={`Dismiss ${item.name}`} title="Dismiss">
                  <X aria-hidden="true" />
                </Button>
              </>
            ) : (
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onCancel(item.key)}
                aria-label={`Cancel upload of ${item.name}`}
                title="Cancel upload"
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
