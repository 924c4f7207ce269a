import { letters } from './support.ts';

/**
 * A handle that is the product's name with the words brands add to it ("acmestudio_official",
 * "getacmestudio", "acmehq", "acme_app"): nothing else, so a common word in someone else's handle
 * ("studioghibli" for a brand called Studio) names nobody's product.
 */
export function brandHandle(handle: string, brand: string): boolean {
  if (brand.length < 4) return false;
  const h = letters(handle.replace(/^@/, ''));
  const at = h.indexOf(brand);
  if (at < 0 || h === brand) return false;
  return (
    /^(get|try|use|join|the|hey|hello|meet|go|my|we|its)?$/.test(h.slice(0, at)) &&
    /^(app|apps|hq|official|team|inc|io|co|global|online|dev|labs?|\d{1,4}|nl|de|fr|es|it|pt|br|uk|us|jp)?$/.test(h.slice(at + brand.length))
  );
}
