import { useId } from 'react';
import { KeyRound } from 'lucide-react';
import type { CreatedUser } from '../../../../common/schemas/admin';
import { Button } from '../../../components/ui/button';
import { displayName } from '../../../lib/person-name';
import { CopyField } from './copy-field';

/** The new user's temporary password, shown this once (administration §2, §9). */
export function TemporaryPasswordCard({ user, onDone }: { user: CreatedUser; onDone: () => void }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <div className="min-w-0">
          <p id={titleId} className="font-semibold">User created: {displayName(user)}</p>
          <p className="text-sm break-words text-emerald-900">
            Give {user.email} this temporary password. It is shown only once, and they must change it when they first sign in.
          </p>
        </div>
      </div>
      <CopyField label="Temporary password" value={user.temporaryPassword} copyLabel="Copy Password" monospace />
      <Button variant="outline" onClick={onDone} className="justify-self-start">
        Done
      </Button>
    </section>
  );
}
