import { Link } from 'react-router';
import { Building2, ChevronRight, Crown, Settings2, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import type { AdminLink, AdminScreen } from '../model/admin-links';

const ICONS: Record<AdminScreen, LucideIcon> = { 'form-config': Settings2, root: Crown, company: Building2 };

export function AdminLinks({ links }: { links: AdminLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="administration-heading" className="grid gap-3">
      <h2 id="administration-heading" className="text-lg font-semibold tracking-tight">
        Administration
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map(({ screen, to, title, description }) => {
          const Icon = ICONS[screen];
          return (
            <li key={to}>
              {/* The whole card is clickable; the link's name stays just the title. */}
              <Card className="group relative flex h-full items-center gap-4 p-4 transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:border-blue-300 hover:bg-primary-soft/50">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <Link
                    to={to}
                    className="font-semibold text-foreground outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
                  >
                    {title}
                  </Link>
                  <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
                </div>
                <ChevronRight
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
