import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { allChosen, type ConflictChoice, type FormConflict } from '../model/conflict';
import { describeValue } from '../model/field-values';

/**
 * A save was refused because someone else changed the same fields meanwhile (409). Per field the
 * user keeps their value or takes the other one; nothing is overwritten silently.
 */
export function ConflictDialog({
  conflict,
  open,
  onOpenChange,
  onApply,
}: {
  conflict: FormConflict;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (choices: Record<string, ConflictChoice>) => void;
}) {
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const ready = allChosen(conflict, choices);
  const choose = (name: string, choice: ConflictChoice) => setChoices((current) => ({ ...current, [name]: choice }));
  const chooseAll = (choice: ConflictChoice) => setChoices(Object.fromEntries(conflict.items.map((item) => [item.name, choice])));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Someone else changed these fields</DialogTitle>
          <DialogDescription>
            While you were editing, another surveyor saved different values. Choose which value to keep for each field; your
            other changes are saved as they are.
          </DialogDescription>
        </DialogHeader>
        {conflict.items.length > 1 && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => chooseAll('mine')}>
              Keep all mine
            </Button>
            <Button variant="outline" onClick={() => chooseAll('theirs')}>
              Take all theirs
            </Button>
          </div>
        )}
        <div className="grid gap-4">
          {conflict.items.map((item) => (
            <fieldset key={item.name} className="grid gap-2 rounded-lg border border-border p-3 sm:p-4">
              <legend className="px-1 text-sm font-semibold">{item.label}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <ChoiceOption
                  name={item.name}
                  checked={choices[item.name] === 'mine'}
                  onSelect={() => choose(item.name, 'mine')}
                  action="Keep mine"
                  caption="Your value"
                  value={describeValue(item.mine)}
                />
                <ChoiceOption
                  name={item.name}
                  checked={choices[item.name] === 'theirs'}
                  onSelect={() => choose(item.name, 'theirs')}
                  action="Take theirs"
                  caption="Their value"
                  value={describeValue(item.theirs)}
                />
              </div>
            </fieldset>
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Decide later
          </Button>
          <Button disabled={!ready} onClick={() => onApply(choices)}>
            Apply choices
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ChoiceOption({
  name,
  checked,
  onSelect,
  action,
  caption,
  value,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  action: string;
  caption: string;
  value: string | null;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
        checked ? 'border-primary bg-primary-soft' : 'border-input hover:bg-muted',
      )}
    >
      <input type="radio" name={`conflict-${name}`} checked={checked} onChange={onSelect} className="mt-0.5 size-5 shrink-0 accent-primary" />
      <span className="grid min-w-0 gap-1">
        <span className="font-semibold">{action}</span>
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{caption}</span>
        <span className={cn('text-sm break-words whitespace-pre-wrap', value === null && 'text-muted-foreground italic')}>
          {value ?? '(empty)'}
        </span>
      </span>
    </label>
  );
}
