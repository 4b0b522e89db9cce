import { useId, useState, type FormEvent } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { siteNameAsked, rememberSiteNameAsked } from '../model/site-name';

/**
 * A site map opened for the first time without a site name asks for it (issue 25: it sat
 * unnamed in a small header field), in a bar over the drawing that leaves the drawing usable.
 * Later puts it away; it is not asked again for that site map on this device.
 */
export function SiteNamePrompt({
  surveyId,
  loaded,
  siteName,
  label,
  placeholder,
  onName,
}: {
  surveyId: string;
  /** The form is read: its answers are known. */
  loaded: boolean;
  siteName: string;
  label: string;
  placeholder: string | undefined;
  onName: (name: string) => void;
}) {
  const headingId = useId();
  const inputId = useId();
  const [asked, setAsked] = useState(() => siteNameAsked(surveyId));
  const [text, setText] = useState('');
  if (!loaded || asked || siteName.trim() !== '') return null;

  function close() {
    rememberSiteNameAsked(surveyId);
    setAsked(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = text.trim();
    if (name === '') return;
    onName(name);
    close();
  }

  return (
    <form aria-labelledby={headingId} onSubmit={submit} className="grid gap-1 border-b border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 lg:px-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="m-0 flex items-center gap-1.5 text-sm font-semibold">
          <MapPin className="size-4" aria-hidden="true" />
          Name this site map
        </h2>
        <Button type="button" variant="ghost" onClick={close}>
          Later
        </Button>
      </div>
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Input id={inputId} className="min-w-0 flex-1" value={text} placeholder={placeholder ?? 'Site Name'} maxLength={200} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        <Button type="submit" className="shrink-0" disabled={text.trim() === ''}>
          Save name
        </Button>
      </div>
    </form>
  );
}
