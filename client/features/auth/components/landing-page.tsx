import { Link } from 'react-router';
import { Camera, ClipboardList, LogIn, Map as MapIcon, type LucideIcon } from 'lucide-react';
import { AppLogo } from '../../../components/app-logo';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const FEATURES: Feature[] = [
  {
    title: 'Dynamic Surveys',
    description:
      'Structured forms for every location: property, MDF, IDF, buildings, units, common areas and pathways, with live progress.',
    icon: ClipboardList,
  },
  {
    title: 'Site Markup',
    description:
      'Mark up site maps and unit floor plans with conduits, distribution frames, access points and custom labels.',
    icon: MapIcon,
  },
  {
    title: 'Photo Capture',
    description:
      'Take or upload photos on site, tagged by floor, and keep them with the location they document.',
    icon: Camera,
  },
];

const PREVIEW_ROWS = [
  { name: 'Property', percent: 100 },
  { name: 'MDF', percent: 100 },
  { name: 'IDF 2', percent: 70 },
  { name: 'Unit 204', percent: 40 },
];

// The spec's progress colours: 100 green, 70 to 99 blue, 30 to 69 yellow, below 30 gray.
function barColour(percent: number) {
  if (percent >= 100) return 'bg-green-500';
  if (percent >= 70) return 'bg-blue-500';
  if (percent >= 30) return 'bg-yellow-400';
  return 'bg-slate-400';
}

/** A decorative glimpse of a project in progress, for wide screens only. */
function SurveyPreview() {
  return (
    <div
      aria-hidden="true"
      className="hidden rounded-xl bg-white/95 p-5 text-slate-900 shadow-2xl ring-1 ring-white/20 lg:block"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Project</p>
          <p className="font-semibold">Maple Court Apartments</p>
        </div>
        <span className="shrink-0 rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-blue-800">
          in progress
        </span>
      </div>
      <ul className="mt-5 grid gap-4">
        {PREVIEW_ROWS.map((row) => (
          <li key={row.name}>
            <div className="flex justify-between text-sm">
              <span className="font-medium">{row.name}</span>
              <span className="text-slate-500 tabular-nums">{row.percent}%</span>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-slate-100">
              <div className={`h-2 rounded-full ${barColour(row.percent)}`} style={{ width: `${row.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a signed-out visitor sees at '/'. */
export function LandingPage() {
  return (
    <div className="flex flex-1 flex-col">
      <header className="border-b border-border bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <AppLogo />
          <Button asChild variant="outline">
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          </Button>
        </div>
      </header>

      <main className="flex-1">
        <section className="relative overflow-hidden bg-gradient-to-b from-blue-950 via-blue-900 to-blue-800 text-white">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(to_right,white_1px,transparent_1px),linear-gradient(to_bottom,white_1px,transparent_1px)] [background-size:40px_40px]"
          />
          <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-24 lg:grid-cols-[1fr_22rem]">
            <div className="flex flex-col items-start gap-6">
              <span className="rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-blue-100 uppercase">
                Field survey platform
              </span>
              <h1 className="max-w-3xl text-3xl leading-tight font-bold tracking-tight sm:text-5xl">
                Telecom infrastructure surveys for apartment complexes
              </h1>
              <p className="max-w-2xl text-lg leading-relaxed text-blue-100">
                Professional telecommunications infrastructure assessment with photo capture, dynamic forms and
                project management.
              </p>
              <Button asChild size="lg" className="bg-white text-blue-900 shadow-md hover:bg-blue-50">
                <Link to="/auth">
                  <LogIn aria-hidden="true" />
                  Sign In
                </Link>
              </Button>
            </div>
            <SurveyPreview />
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight">
            Everything a site survey needs
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            From the MDF room to the last unit, capture the facts your installation team relies on.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="mb-2 flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <CardTitle>{title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CardDescription className="text-base leading-relaxed">{description}</CardDescription>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-border bg-card">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          Riser — survey management for telecom infrastructure.
        </div>
      </footer>
    </div>
  );
}
