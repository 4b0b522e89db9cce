import { csvLine, type CsvValue } from '../csv';
import type { PriceItem, PriceList, ProjectPriceList } from '../schemas/price-lists';
import type { ProjectQuantities } from './quantities';

// The estimate (DESIGN §17): the project's quantities (the one function, allowances included)
// times its price list. An item the list does not price keeps its line with blank prices, so a
// missing price shows as missing and never as a free item.

export interface EstimateLine {
  item: string;
  name: string;
  section: string;
  accessoryOf: string | null;
  quantity: number;
  unit: 'ft' | 'each';
  unitMaterial: number | null;
  unitLabour: number | null;
  material: number | null;
  labour: number | null;
  total: number | null;
  note: string | null;
}

export interface Estimate {
  lines: EstimateLine[];
  sections: { name: string; total: number }[];
  markupPercent: number;
  subtotal: number;
  markup: number;
  total: number;
  unpriced: string[];
}

export const RUNS_SECTION = 'Cabling and pathways';
export const POINTS_SECTION = 'Devices and equipment';

export const EMPTY_PRICE_LIST: PriceList = { markupPercent: 0, items: [] };

const cents = (value: number) => Math.round(value * 100) / 100;
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The prices a project's estimate uses: the company's items with the project's over them, item by item. */
export function effectivePriceList(company: PriceList, project: ProjectPriceList | null | undefined): PriceList {
  if (!project) return company;
  const own = new Map(project.items.map((item) => [item.item, item]));
  const items = [...company.items.map((item) => own.get(item.item) ?? item), ...project.items.filter((item) => !company.items.some((known) => known.item === item.item))];
  return { markupPercent: project.markupPercent ?? company.markupPercent, items };
}

interface Quantity {
  item: string;
  name: string;
  section: string;
  feet: number | null;
  count: number;
  note: string | null;
}

/** The quantities as priceable items: run kinds by feet (and count), markers by code. */
function quantityItems(quantities: ProjectQuantities): Quantity[] {
  const items: Quantity[] = quantities.runs.map((run) => ({
    item: run.kind,
    name: run.name,
    section: RUNS_SECTION,
    feet: run.feet,
    count: run.count,
    note: run.unscaledCount > 0 ? `${run.unscaledCount} run(s) on drawings without scale not in the feet` : null,
  }));
  // The same code in both editors (AP, P) is one item to price.
  const byCode = new Map<string, Quantity>();
  for (const point of quantities.points) {
    const known = byCode.get(point.code);
    if (known) known.count += point.count;
    else byCode.set(point.code, { item: point.code, name: point.name, section: POINTS_SECTION, feet: null, count: point.count, note: null });
  }
  return [...items, ...byCode.values()];
}

function line(base: Omit<EstimateLine, 'unitMaterial' | 'unitLabour' | 'material' | 'labour' | 'total'>, price: { material: number; labour: number } | undefined): EstimateLine {
  if (!price) return { ...base, unitMaterial: null, unitLabour: null, material: null, labour: null, total: null };
  const material = cents(base.quantity * price.material);
  const labour = cents(base.quantity * price.labour);
  return { ...base, unitMaterial: price.material, unitLabour: price.labour, material, labour, total: cents(material + labour) };
}

export function projectEstimate(quantities: ProjectQuantities, priceList: PriceList): Estimate {
  const prices = new Map<string, PriceItem>(priceList.items.map((item) => [item.item, item]));
  const lines: EstimateLine[] = [];
  const unpriced: string[] = [];
  for (const quantity of quantityItems(quantities)) {
    const price = prices.get(quantity.item);
    // A run kind priced each is priced per run; otherwise runs go by the foot, markers each.
    const unit: 'ft' | 'each' = quantity.feet === null ? 'each' : (price?.unit ?? 'ft');
    const amount = unit === 'ft' ? (quantity.feet ?? 0) : quantity.count;
    if (!price) unpriced.push(quantity.item);
    lines.push(line({ item: quantity.item, name: quantity.name, section: quantity.section, accessoryOf: null, quantity: amount, unit, note: quantity.note }, price));
    for (const accessory of price?.accessories ?? []) {
      lines.push(
        line(
          { item: `${quantity.item}/${accessory.name}`, name: accessory.name, section: quantity.section, accessoryOf: quantity.item, quantity: tenth(amount * accessory.perItem), unit: 'each', note: null },
          accessory,
        ),
      );
    }
  }
  const sectionTotals = new Map<string, number>();
  for (const entry of lines) sectionTotals.set(entry.section, cents((sectionTotals.get(entry.section) ?? 0) + (entry.total ?? 0)));
  const subtotal = cents(lines.reduce((sum, entry) => sum + (entry.total ?? 0), 0));
  const markup = cents((subtotal * priceList.markupPercent) / 100);
  return {
    lines,
    sections: [...sectionTotals].map(([name, total]) => ({ name, total })),
    markupPercent: priceList.markupPercent,
    subtotal,
    markup,
    total: cents(subtotal + markup),
    unpriced,
  };
}

export const ESTIMATE_COLUMNS = ['Section', 'Item', 'Name', 'Quantity', 'Unit', 'Unit material', 'Unit labour', 'Material', 'Labour', 'Total', 'Note'] as const;

/** The estimate as rows: a header, one row per line, then subtotal, markup and total. */
export function estimateRows(estimate: Estimate): CsvValue[][] {
  const rows: CsvValue[][] = [[...ESTIMATE_COLUMNS]];
  for (const entry of estimate.lines) {
    rows.push([entry.section, entry.item, entry.name, entry.quantity, entry.unit, entry.unitMaterial, entry.unitLabour, entry.material, entry.labour, entry.total, entry.note]);
  }
  rows.push(['Subtotal', null, null, null, null, null, null, null, null, estimate.subtotal, estimate.unpriced.length > 0 ? `Without a price: ${estimate.unpriced.join(', ')}` : null]);
  rows.push(['Markup', null, null, estimate.markupPercent, '%', null, null, null, null, estimate.markup, null]);
  rows.push(['Total', null, null, null, null, null, null, null, null, estimate.total, null]);
  return rows;
}

export function estimateCsv(estimate: Estimate): string {
  return estimateRows(estimate).map(csvLine).join('');
}
