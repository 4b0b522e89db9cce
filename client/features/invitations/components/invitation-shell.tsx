import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLogo } from '../../../components/app-logo';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

const toneClass: Record<Tone, string> = {
  info: 'bg-primary-soft text-primary',
  success: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-700',
  danger: 'bg-red-100 text-destructive',
};

export interface InvitationCardProps {
  icon: ReactNode;
  tone: Tone;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

/** The invitation page's frame: the logo, then one centred card per state. */
export function InvitationCard({ icon, tone, title, description, children }: InvitationCardProps) {
  return (
    <main className="flex flex-1 flex-col items-center gap-6 px-4 py-8 sm:py-12">
      <Link to="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring">
        <AppLogo subtitle="Survey Management" />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className={cn('mb-2 flex size-12 items-center justify-center rounded-full [&_svg]:size-6', toneClass[tone])}>
            {icon}
          </span>
          <h1 className="text-xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children && <CardContent className="grid gap-4">{children}</CardContent>}
      </Card>
    </main>
  );
}
