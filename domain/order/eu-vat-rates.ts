/**
 * Standard VAT rates of the EU member states, in percent: data, kept here with where it comes
 * from. Source: European Commission, "VAT rates applied in the Member States of the European
 * Union" (Taxes in Europe Database), the standard rates in force on 2025-08-01 — among the
 * latest changes: Finland 25.5 % from 2024-09-01, Slovakia 23 % from 2025-01-01, Estonia 24 %
 * from 2025-07-01, Romania 21 % from 2025-08-01. Checked 2026-11-22. A rate change is a change
 * to this table (and its date), nothing else.
 */
export const EU_VAT_RATES_SOURCE = {
  publisher: 'European Commission, Taxes in Europe Database: VAT rates applied in the Member States of the European Union',
  inForceOn: '2025-08-01',
  checkedOn: '2026-11-22',
} as const;

export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/** VAT numbers of Greece start with EL; everything else uses the ISO country code. */
export const vatPrefixCountry = (prefix: string) => (prefix.toUpperCase() === 'EL' ? 'GR' : prefix.toUpperCase());
export const isEuCountry = (country: string) => Object.hasOwn(EU_VAT_RATES, country.toUpperCase());
