import { MarkupElement, MarkupElements } from './schema';

/** Elements from the server or the device, each checked: one bad element never hides the rest. */
export function parseElements(value: unknown): MarkupElement[] {
  const whole = MarkupElements.safeParse(value);
  if (whole.success) return whole.data;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const one = MarkupElement.safeParse(item);
    return one.success ? [one.data] : [];
  });
}
