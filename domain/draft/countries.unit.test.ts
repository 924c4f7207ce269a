import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countriesNamed, statesCountry } from './countries.ts';

describe('countries as sites write them', () => {
  it('names countries in many languages, the longest name first, only with their own capitals where a name is also a word', () => {
    assert.deepEqual(
      countriesNamed('4081 Linz, Österreich').map((c) => c.code),
      ['AT'],
    );
    assert.deepEqual(
      countriesNamed('Puglia, Italia').map((c) => c.code),
      ['IT'],
    );
    assert.deepEqual(
      countriesNamed('Utrecht, The Netherlands').map((c) => c.code),
      ['NL'],
    );
    assert.deepEqual(
      countriesNamed('United States of America').map((c) => c.code),
      ['US'],
    );
    assert.deepEqual(countriesNamed('a chile pepper and a roast turkey'), []);
    assert.deepEqual(countriesNamed('Indiana'), [], 'a name inside a longer word is not one');
  });

  it("takes a quote as stating a country by its name, a postal code of that country's form, or a US address", () => {
    assert.equal(statesCountry('Zawady 38A 98-235 Sieradz', 'PL'), true);
    assert.equal(statesCountry('Den Haag, 2561 AD', 'NL'), true, 'a Dutch postal code after its city, as contact boxes write it');
    assert.equal(statesCountry('1012 AB Amsterdam', 'NL'), true);
    assert.equal(statesCountry('12777 Jones Road, Suite 445 Houston, TX 77070', 'US'), true);
    assert.equal(statesCountry('Headquartered in Houston, Texas', 'US'), true);
    assert.equal(statesCountry('We are based in Oslo, Norway.', 'SE'), false);
  });
});
