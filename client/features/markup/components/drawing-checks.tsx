import { memo, useMemo, useState } from 'react';
import { AlertOctagon, AlertTriangle } from 'lucide-react';
import type { CheckFinding, CheckSeverity } from '../../../../common/markup/checks/types';
import { elementTypeName, type EditorKind } from '../../../../common/markup/constants';
import type { MarkupElement } from '../../../../common/markup/schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { checkCounts, checkCountText } from '../model/drawing-checks';

// The drawing's standards checks in the editor (issue 28): a count beside the canvas that opens
// the list (an entry selects its element), and the selected element's findings in its card.

function SeverityIcon({ severity }: { severity: CheckSeverity }) {
  return severity === 'error' ? (
    <AlertOctagon className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Error" />
  ) : (
    <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-label="Warning" />
  );
}

/** What an entry of the list calls its element: its identifier, else its kind of element. */
function elementName(kind: EditorKind, element: MarkupElement | undefined): string {
  if (!element) return 'The drawing';
  const name = elementTypeName(kind, element.type);
  return element.tag ? `${name} ${element.tag}` : name;
}

/** Memoised: a drag re-renders the editor on every move, and the findings do not change meanwhile. */
export const ChecksSummary = memo(function ChecksSummary({
  findings,
  elements,
  kind,
  onSelect,
}: {
  findings: readonly CheckFinding[];
  elements: readonly MarkupElement[];
  kind: EditorKind;
  onSelect: (elementId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const counts = checkCounts(findings);
  const text = checkCountText(counts);
  const byId = useMemo(() => new Map(elements.map((element) => [element.id, element])), [elements]);
  if (text === null) return null;
  return (
    <>
      <Button
        variant="outline"
        className={cn(
          'pointer-events-auto min-h-11 gap-1.5 bg-card px-2.5 text-xs lg:min-h-8 lg:text-sm',
          counts.errors > 0 ? 'border-red-300 text-red-800' : 'border-amber-300 text-amber-900',
        )}
        aria-haspopup="dialog"
        data-testid="markup-checks"
        onClick={() => setOpen(true)}
      >
        <SeverityIcon severity={counts.errors > 0 ? 'error' : 'warning'} />
        {text}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Design checks</DialogTitle>
            <DialogDescription>{text} on this drawing (TIA-568 channel length, NEC conduit fill, TIA-606 identifiers). Choose one to select its element.</DialogDescription>
          </DialogHeader>
          <ul className="m-0 grid list-none gap-2 p-0" aria-label="Findings">
            {findings.map((finding) => {
              const element = finding.elementId ? byId.get(finding.elementId) : undefined;
              const content = (
                <>
                  <SeverityIcon severity={finding.severity} />
                  <span className="grid gap-0.5">
                    <span className="font-semibold">{elementName(kind, element)}</span>
                    <span className="text-muted-foreground">{finding.message}</span>
                  </span>
                </>
              );
              return (
                <li key={`${finding.rule}/${finding.elementId ?? ''}`} data-check-finding={finding.severity}>
                  {element ? (
                    <button
                      type="button"
                      className="flex min-h-11 w-full items-start gap-2 rounded-md border border-border p-2 text-left text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={() => {
                        setOpen(false);
                        onSelect(element.id);
                      }}
                    >
                      {content}
                    </button>
                  ) : (
                    <p className="m-0 flex items-start gap-2 rounded-md border border-border p-2 text-sm">{content}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
});

/** The selected element's findings, in its card. */
export function ElementChecks({ findings }: { findings: readonly CheckFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul className="m-0 grid list-none gap-1 p-0" aria-label="Design checks" data-element-checks="">
      {findings.map((finding) => (
        <li
          key={finding.rule}
          className={cn('flex items-start gap-1.5 rounded-md px-2 py-1 text-xs', finding.severity === 'error' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950')}
        >
          <SeverityIcon severity={finding.severity} />
          <span>{finding.message}</span>
        </li>
      ))}
    </ul>
  );
}
