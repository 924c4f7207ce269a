/** Key order is not meaning: values are compared as JSON with their object keys sorted. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

/** Whether two JSON-like values say the same thing (what a redefinition that changes nothing is). */
export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
