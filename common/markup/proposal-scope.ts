import type { ProjectQuantities } from './quantities';

// The proposal's scope of work (DESIGN §17): what is installed in each building, in words, from
// the quantities (feet with allowances, counts), for a property owner rather than a crew.

export interface BuildingScope {
  /** The building's name; null: the site (the site map, places not known). */
  building: string | null;
  /** Units of the building, when known. */
  units: number | null;
  items: string[];
}

/** Whole feet for an owner: the crew's tenths are in the estimate. */
const wholeFeet = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const plural = (count: number, name: string) => (count === 1 ? name : /(s|x|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`);

export function scopeByBuilding(quantities: ProjectQuantities, unitsByBuilding: ReadonlyMap<string, number> = new Map()): BuildingScope[] {
  const scopes = new Map<string | null, BuildingScope>();
  const scopeOf = (building: string | null) => {
    let scope = scopes.get(building);
    if (!scope) scopes.set(building, (scope = { building, units: building === null ? null : (unitsByBuilding.get(building) ?? null), items: [] }));
    return scope;
  };
  for (const run of quantities.runs) {
    const byBuilding = new Map<string | null, { feet: number; count: number }>();
    for (const placed of run.byPlace) {
      const total = byBuilding.get(placed.building) ?? { feet: 0, count: 0 };
      total.feet += placed.feet;
      total.count += placed.count;
      byBuilding.set(placed.building, total);
    }
    for (const [building, total] of byBuilding) {
      const feet = Math.round(total.feet * 10) / 10;
      scopeOf(building).items.push(feet > 0 ? `${wholeFeet.format(feet)} ft of ${run.name} (${total.count} ${plural(total.count, 'run')})` : `${total.count} ${run.name} ${plural(total.count, 'run')}`);
    }
  }
  for (const point of quantities.points) {
    const byBuilding = new Map<string | null, number>();
    for (const placed of point.byPlace) byBuilding.set(placed.building, (byBuilding.get(placed.building) ?? 0) + placed.count);
    for (const [building, count] of byBuilding) scopeOf(building).items.push(`${count} ${plural(count, point.name)}`);
  }
  const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return [...scopes.values()].sort((a, b) => (a.building === null ? 1 : b.building === null ? -1 : naturalOrder.compare(a.building, b.building)));
}

/** One building's scope as a sentence. */
export function scopeSentence(scope: BuildingScope): string {
  const where = scope.building === null ? 'Site' : `Building ${scope.building}${scope.units ? ` (${scope.units} ${plural(scope.units, 'unit')})` : ''}`;
  if (scope.items.length === 0) return `${where}: nothing drawn yet.`;
  const list = scope.items.length === 1 ? scope.items[0]! : `${scope.items.slice(0, -1).join(', ')} and ${scope.items.at(-1)}`;
  return `${where}: furnish and install ${list}.`;
}
