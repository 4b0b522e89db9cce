import { MarkupElement, MarkupElements } from './schema';

// Lists checked once and kept (the server's quantities keep a drawing's elements by its markup
// version): frozen, so that no reader can change what the next reader is given unchecked.
const checked = new WeakSet<object>();

/** Marks elements as checked and freezes them: parseElements gives them back as they are. */
export function keepCheckedElements(elements: MarkupElement[]): readonly MarkupElement[] {
  for (const element of elements) {
    if (element.points) Object.freeze(element.points.map((point) => Object.freeze(point)));
    Object.freeze(element);
  }
  Object.freeze(elements);
  checked.add(elements);
  return elements;
}

/** Elements from the server or the device, each checked: one bad element never hides the rest. */
export function parseElements(value: unknown): MarkupElement[] {
  if (typeof value === 'object' && value !== null && checked.has(value)) return value as MarkupElement[];
  const whole = MarkupElements.safeParse(value);
  if (whole.success) return whole.data;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const one = MarkupElement.safeParse(item);
    return one.success ? [one.data] : [];
  });
}
