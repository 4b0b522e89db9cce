import { History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function RecentActivityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activity</CardTitle>
        <CardDescription>The latest changes to your projects and surveys.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border px-4 py-10 text-center">
          <History className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-foreground">No recent activity yet.</p>
          <p className="text-sm text-muted-foreground">Surveys you create or update will show up here.</p>
        </div>
      </CardContent>
    </Card>
  );
}
