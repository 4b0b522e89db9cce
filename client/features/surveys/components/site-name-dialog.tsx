import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { siteNameAsked, rememberSiteNameAsked } from '../model/site-name';

/**
 * A site map opened for the first time without a site name asks for it (issue 25: it sat
 * unnamed in a small header field). Later closes it; it is not asked again for that site map.
 */
export function SiteNameDialog({
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
  const [asked, setAsked] = useState(() => siteNameAsked(surveyId));
  const [text, setText] = useState('');
  const open = loaded && !asked && siteName.trim() === '';

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
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Name this site map</DialogTitle>
            <DialogDescription>The site&apos;s name heads the site map here and in the report.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="site-name-first">{label}</Label>
            <Input id="site-name-first" value={text} placeholder={placeholder ?? 'Site Name'} maxLength={200} autoComplete="off" autoFocus onChange={(event) => setText(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Later
            </Button>
            <Button type="submit" disabled={text.trim() === ''}>
              Save name
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
