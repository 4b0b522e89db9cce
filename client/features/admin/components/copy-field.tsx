import { useId } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's text, e.g. 'Copy Password'. */
  copyLabel: string;
  monospace?: boolean;
}

/** A read-only value (a password, a link) people can select, with a Copy button beside it. */
export function CopyField({ label, value, copyLabel, monospace = false }: CopyFieldProps) {
  const id = useId();
  const { copy, copied } = useCopyToClipboard();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={monospace ? 'font-mono' : undefined}
        />
        <Button variant="outline" onClick={() => void copy(value)} className="sm:w-auto">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : copyLabel}
        </Button>
      </div>
    </div>
  );
}
