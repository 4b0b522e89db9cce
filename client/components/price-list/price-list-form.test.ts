import { describe, expect, it } from 'vitest';
import { emptyAccessory, emptyPriceRow, priceListTexts, readPriceList } from './price-list-form';

describe('the price list form', () => {
  it('reads back the list it was given, accessories kept', () => {
    const list = {
      markupPercent: 15,
      items: [
        { item: 'cat6', unit: 'ft' as const, material: 0.45, labour: 1.1 },
        { item: 'DJ', unit: 'each' as const, material: 12, labour: 30, accessories: [{ name: 'Faceplate', perItem: 1, material: 2, labour: 0 }] },
      ],
    };
    expect(readPriceList(priceListTexts(list))).toEqual({ value: list, errors: {} });
  });

  it('says what is wrong beside each field and sends nothing', () => {
    const texts = { markupPercent: 'ten', rows: [{ ...emptyPriceRow(1), item: 'DJ', material: '12,50.x' }, { ...emptyPriceRow(2), item: ' DJ ' }, emptyPriceRow(3)] };
    const read = readPriceList(texts);
    expect(read.value).toBeUndefined();
    expect(read.errors).toEqual({
      markupPercent: 'Enter a percent from 0 to 1000.',
      '1.material': 'Enter a price, e.g. 12.50.',
      '2.item': 'DJ is listed already.',
      '3.item': 'Enter a run kind or a marker code.',
    });
  });

  it('takes dollars and blanks as prices', () => {
    const read = readPriceList({ markupPercent: '', rows: [{ ...emptyPriceRow(0), item: 'MC', material: '$1,200.5', labour: '' }] });
    expect(read.value).toEqual({ markupPercent: 0, items: [{ item: 'MC', unit: 'each', material: 1200.5, labour: 0 }] });
  });

  it('reads a project’s blank markup as the company’s (null), a company’s as 0', () => {
    const texts = { markupPercent: ' ', rows: [{ ...emptyPriceRow(0), item: 'cat6', unit: 'ft' as const, material: '0.40', labour: '0.20' }] };
    expect(readPriceList(texts, { inherits: true }).value).toEqual({ markupPercent: null, items: [{ item: 'cat6', unit: 'ft', material: 0.4, labour: 0.2 }] });
    expect(readPriceList(texts).value?.markupPercent).toBe(0);
    expect(priceListTexts({ markupPercent: null, items: [] }).markupPercent).toBe('');
    expect(readPriceList({ ...texts, markupPercent: '12' }, { inherits: true }).value?.markupPercent).toBe(12);
  });

  it('reads each accessory and says what is wrong with one beside its field', () => {
    const list = { markupPercent: 0, items: [{ item: 'DJ', unit: 'each' as const, material: 12, labour: 30 }] };
    const texts = priceListTexts(list);
    texts.rows[0]!.accessories = [
      { ...emptyAccessory(0), name: ' Faceplate ', material: '2.00' },
      { ...emptyAccessory(1), name: 'Keystone', perItem: '2', material: '$3.5', labour: '1' },
    ];
    expect(readPriceList(texts).value?.items).toEqual([
      {
        item: 'DJ',
        unit: 'each',
        material: 12,
        labour: 30,
        accessories: [
          { name: 'Faceplate', perItem: 1, material: 2, labour: 0 },
          { name: 'Keystone', perItem: 2, material: 3.5, labour: 1 },
        ],
      },
    ]);
    texts.rows[0]!.accessories = [{ ...emptyAccessory(4), perItem: '0', labour: 'some' }];
    const read = readPriceList(texts);
    expect(read.value).toBeUndefined();
    expect(read.errors).toEqual({
      '0.accessories.4.name': 'Name the accessory, e.g. Faceplate.',
      '0.accessories.4.perItem': 'Enter how many each one needs, e.g. 1.',
      '0.accessories.4.labour': 'Enter a price, e.g. 12.50.',
    });
  });
});
