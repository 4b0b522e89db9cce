import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';

/** Copies text; `copied` is true for a moment after success. Without clipboard access it says so. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      // Plain http (not localhost) has no clipboard API: the text stays on screen to copy by hand.
      toast({ title: 'Copy failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  }, []);

  return { copy, copied };
}
