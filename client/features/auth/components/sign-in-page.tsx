import { Link } from 'react-router';
import { ArrowLeft, Building2, ClipboardCheck, ShieldCheck, type LucideIcon } from 'lucide-react';
import { AppLogo } from '../../../components/app-logo';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { SignInForm } from './sign-in-form';

interface Highlight {
  title: string;
  description: string;
  icon: LucideIcon;
}

const HIGHLIGHTS: Highlight[] = [
  {
    title: 'Role-based access control',
    description: 'Surveyors, company admins and root administrators each see exactly what their role allows.',
    icon: ShieldCheck,
  },
  {
    title: 'Multi-company data isolation',
    description: "Each company's projects, users and photos stay separate and private.",
    icon: Building2,
  },
  {
    title: 'Advanced survey management',
    description: 'Dynamic forms, photo capture and site markup, organised by project and location.',
    icon: ClipboardCheck,
  },
];

/** /auth: the sign-in form beside a marketing panel. */
export function SignInPage() {
  return (
    <div className="grid flex-1 lg:grid-cols-2">
      <main className="flex flex-col px-4 py-6 sm:px-8 lg:py-10">
        <div className="flex items-center justify-between gap-4">
          <Link
            to="/"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <AppLogo />
            <span className="sr-only"> home</span>
          </Link>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
        </div>

        <div className="flex flex-1 items-center justify-center py-10">
          <Card className="w-full max-w-md">
            <CardHeader>
              <h1 className="text-2xl font-bold tracking-tight">Sign in to Riser</h1>
              <CardDescription>Enter your email and password to access your surveys.</CardDescription>
            </CardHeader>
            <CardContent>
              <SignInForm />
              <p className="mt-6 text-center text-sm text-muted-foreground">
                Accounts are created by your company administrator.
              </p>
            </CardContent>
          </Card>
        </div>
      </main>

      <aside
        aria-labelledby="sign-in-marketing-heading"
        className="relative overflow-hidden bg-gradient-to-br from-blue-950 via-blue-900 to-blue-700 px-6 py-12 text-white sm:px-10 lg:order-first lg:flex lg:flex-col lg:justify-center lg:px-14"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(to_right,white_1px,transparent_1px),linear-gradient(to_bottom,white_1px,transparent_1px)] [background-size:40px_40px]"
        />
        <div className="relative max-w-lg">
          <h2 id="sign-in-marketing-heading" className="text-3xl leading-tight font-bold tracking-tight">
            Survey management built for telecom teams
          </h2>
          <p className="mt-3 text-blue-100">
            Assess properties in the field and hand over complete, consistent reports.
          </p>
          <ul className="mt-8 grid gap-6">
            {HIGHLIGHTS.map(({ title, description, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-white/10 ring-1 ring-white/20">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-blue-100">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
