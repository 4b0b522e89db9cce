import { z } from 'zod';
import { Text } from './text';

// Price lists (DESIGN §17): a company's prices per run kind (per foot) or marker code (each),
// with what each one adds (a data jack: a faceplate and a keystone); a project may override items.

const Money = z.number().finite().min(0).max(10_000_000);

export const PriceAccessory = z.strictObject({
  name: Text.trim().min(1).max(80),
  /** How many of it each one of the item (each foot of a run priced per foot) needs. */
  perItem: z.number().finite().gt(0).max(10_000),
  material: Money,
  labour: Money,
});

export const PriceItem = z.strictObject({
  /** A run kind (cat6, conduit…) or a marker's code in its editor (DJ, MC, IDF, AP…). */
  item: Text.trim().min(1).max(40),
  unit: z.enum(['ft', 'each']),
  /** Price per unit. */
  material: Money,
  labour: Money,
  accessories: z.array(PriceAccessory).max(20).optional(),
});
export type PriceItem = z.infer<typeof PriceItem>;

const Items = z
  .array(PriceItem)
  .max(500)
  .refine((items) => new Set(items.map((item) => item.item)).size === items.length, { error: 'Each item once' });

export const PriceList = z
  .strictObject({
    markupPercent: z.number().finite().min(0).max(1000),
    items: Items,
  })
  .meta({ id: 'PriceList' });
export type PriceList = z.infer<typeof PriceList>;

/** A project's own prices: its items replace the company's one by one; markupPercent null: the company's. */
export const ProjectPriceList = z
  .strictObject({
    markupPercent: z.number().finite().min(0).max(1000).nullable(),
    items: Items,
  })
  .meta({ id: 'ProjectPriceList' });
export type ProjectPriceList = z.infer<typeof ProjectPriceList>;

export const EstimateLine = z.object({
  /** The price list's item (a run kind, a marker code); an accessory's is its item's and its name (DJ/Faceplate). */
  item: z.string(),
  name: z.string(),
  section: z.string(),
  /** The item an accessory is of; null for an item's own line. */
  accessoryOf: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(['ft', 'each']),
  /** Price per unit; null when the price list has none for the item. */
  unitMaterial: z.number().nullable(),
  unitLabour: z.number().nullable(),
  /** quantity × the unit prices, to the cent; null (never 0) when the item has no price. */
  material: z.number().nullable(),
  labour: z.number().nullable(),
  total: z.number().nullable(),
  note: z.string().nullable(),
});

export const Estimate = z
  .object({
    lines: z.array(EstimateLine),
    sections: z.array(z.object({ name: z.string(), total: z.number() })),
    markupPercent: z.number(),
    subtotal: z.number(),
    markup: z.number(),
    total: z.number(),
    /** Items in the project without a price: their lines' prices are blank, not in the totals. */
    unpriced: z.array(z.string()),
  })
  .meta({ id: 'Estimate' });

export const EstimateQuery = z.strictObject({ format: z.enum(['json', 'csv', 'xlsx']).optional() });
