/** US dollars as people read them: `$1,250.00`. */
export const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Whole cents from dollars typed into a form (`1250`, `1,250.50`, `$ 1250.5`), exactly (no
 * floating point); null when it is not an amount.
 */
export function centsFromDollars(text: unknown): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(String(text ?? '').replace(/[\s,$]/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * What a form hands an action for an amount typed in dollars: the cents it says, or the text as typed when it
 * says none. The form judges nothing: the action's declaration refuses a text where it takes cents, naming the field.
 */
export const dollarsAsCents = (text: unknown): number | string => centsFromDollars(text) ?? String(text ?? '');
