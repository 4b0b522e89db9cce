import type { PriceItem } from '../../../common/schemas/price-lists';

// The price list as the admin types it: texts per field, read back into the list the server
// takes, each field's problem said beside it (the server's schema allows the same).

export interface PriceRowTexts {
  /** Keeps a row's fields and errors together while rows come and go. */
  key: number;
  item: string;
  unit: 'ft' | 'each';
  material: string;
  labour: string;
  /** Kept as they are: the screen shows them but edits them not (yet). */
  accessories: PriceItem['accessories'];
}

/** A company's list, or a project's (its markup null: the company's). */
export interface EditedPriceList {
  markupPercent: number | null;
  items: PriceItem[];
}

export interface PriceListTexts {
  markupPercent: string;
  rows: PriceRowTexts[];
}

export type PriceField = 'item' | 'material' | 'labour';
/** 'markupPercent', or a row's field: `${key}.${field}`. */
export type PriceListErrors = Record<string, string>;

const MAX_MONEY = 10_000_000;

export function priceListTexts(list: EditedPriceList): PriceListTexts {
  return {
    markupPercent: list.markupPercent === null ? '' : String(list.markupPercent),
    rows: list.items.map((item, index) => ({
      key: index,
      item: item.item,
      unit: item.unit,
      material: String(item.material),
      labour: String(item.labour),
      accessories: item.accessories,
    })),
  };
}

export function emptyPriceRow(key: number): PriceRowTexts {
  return { key, item: '', unit: 'each', material: '', labour: '', accessories: undefined };
}

/** A number typed: '12.50' or '$12.50' or '' (0); undefined when it is none. */
function readMoney(text: string): number | undefined {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/**
 * The list typed, or each field's problem. `inherits`: a project's list, whose blank markup is
 * the company's (null); a company's blank markup is 0.
 */
export function readPriceList(texts: PriceListTexts, options: { inherits?: boolean } = {}): { value?: EditedPriceList; errors: PriceListErrors } {
  const errors: PriceListErrors = {};
  const inherited = options.inherits === true && texts.markupPercent.trim() === '';
  const markup = inherited ? null : readMoney(texts.markupPercent);
  if (markup === undefined || (markup !== null && markup > 1000)) errors.markupPercent = 'Enter a percent from 0 to 1000.';
  const seen = new Set<string>();
  const items: PriceItem[] = [];
  for (const row of texts.rows) {
    const item = row.item.trim();
    if (item === '') errors[`${row.key}.item`] = 'Enter a run kind or a marker code.';
    else if (item.length > 40) errors[`${row.key}.item`] = 'Use at most 40 characters.';
    else if (seen.has(item)) errors[`${row.key}.item`] = `${item} is listed already.`;
    seen.add(item);
    const material = readMoney(row.material);
    const labour = readMoney(row.labour);
    if (material === undefined || material > MAX_MONEY) errors[`${row.key}.material`] = 'Enter a price, e.g. 12.50.';
    if (labour === undefined || labour > MAX_MONEY) errors[`${row.key}.labour`] = 'Enter a price, e.g. 12.50.';
    items.push({ item, unit: row.unit, material: material ?? 0, labour: labour ?? 0, ...(row.accessories?.length ? { accessories: row.accessories } : {}) });
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { markupPercent: inherited ? null : (markup ?? 0), items }, errors };
}
