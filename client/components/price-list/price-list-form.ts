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
  /** What each one of the item adds (a data jack: a faceplate, a keystone). */
  accessories: AccessoryTexts[];
}

export interface AccessoryTexts {
  key: number;
  name: string;
  perItem: string;
  material: string;
  labour: string;
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
/** 'markupPercent', a row's field: `${key}.${field}`, or an accessory's: `${key}.accessories.${accessoryKey}.${field}`. */
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
      accessories: (item.accessories ?? []).map((accessory, accessoryIndex) => ({
        key: accessoryIndex,
        name: accessory.name,
        perItem: String(accessory.perItem),
        material: String(accessory.material),
        labour: String(accessory.labour),
      })),
    })),
  };
}

export function emptyPriceRow(key: number): PriceRowTexts {
  return { key, item: '', unit: 'each', material: '', labour: '', accessories: [] };
}

export function emptyAccessory(key: number): AccessoryTexts {
  return { key, name: '', perItem: '1', material: '', labour: '' };
}

const MAX_PER_ITEM = 10_000;
const MAX_ACCESSORIES = 20;

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
    const accessories = readAccessories(row, errors);
    items.push({ item, unit: row.unit, material: material ?? 0, labour: labour ?? 0, ...(accessories.length > 0 ? { accessories } : {}) });
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { markupPercent: inherited ? null : (markup ?? 0), items }, errors };
}

/** A row's accessories, each field's problem added to `errors`. */
function readAccessories(row: PriceRowTexts, errors: PriceListErrors): NonNullable<PriceItem['accessories']> {
  const read: NonNullable<PriceItem['accessories']> = [];
  if (row.accessories.length > MAX_ACCESSORIES) errors[`${row.key}.accessories`] = `At most ${MAX_ACCESSORIES} accessories an item.`;
  for (const accessory of row.accessories) {
    const at = `${row.key}.accessories.${accessory.key}`;
    const name = accessory.name.trim();
    if (name === '') errors[`${at}.name`] = 'Name the accessory, e.g. Faceplate.';
    else if (name.length > 80) errors[`${at}.name`] = 'Use at most 80 characters.';
    const perText = accessory.perItem.trim();
    const perItem = /^\d+(\.\d+)?$/.test(perText) ? Number(perText) : undefined;
    if (perItem === undefined || perItem <= 0 || perItem > MAX_PER_ITEM) errors[`${at}.perItem`] = 'Enter how many each one needs, e.g. 1.';
    const material = readMoney(accessory.material);
    const labour = readMoney(accessory.labour);
    if (material === undefined || material > MAX_MONEY) errors[`${at}.material`] = 'Enter a price, e.g. 12.50.';
    if (labour === undefined || labour > MAX_MONEY) errors[`${at}.labour`] = 'Enter a price, e.g. 12.50.';
    read.push({ name, perItem: perItem ?? 1, material: material ?? 0, labour: labour ?? 0 });
  }
  return read;
}
