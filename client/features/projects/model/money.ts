const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars and cents as the estimate shows them ('$1,234.50'). */
export function formatMoney(amount: number): string {
  return DOLLARS.format(amount);
}
