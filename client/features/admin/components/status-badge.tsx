import { CircleCheck, CircleAlert, Snowflake } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** A user's status (administration §9): active, frozen, and anything else as destructive. */
export function StatusBadge({ status }: { status: string }) {
  if (status === 'active') {
    return (
      <Badge variant="outline" className="border-emerald-200 bg-emerald-50 text-emerald-800">
        <CircleCheck aria-hidden="true" />
        active
      </Badge>
    );
  }
  if (status === 'frozen') {
    return (
      <Badge variant="outline" className="border-sky-200 bg-sky-50 text-sky-800">
        <Snowflake aria-hidden="true" />
        frozen
      </Badge>
    );
  }
  return (
    <Badge variant="destructive">
      <CircleAlert aria-hidden="true" />
      {status}
    </Badge>
  );
}
