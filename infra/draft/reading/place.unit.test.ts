import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { placeOf } from './place.ts';

const place = (body: string, path = '/', head = '', lang = 'en') => {
  const p = placeOf([digestPage(`https://acme.test${path}`, `<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`)]);
  return { country: p.country?.value ?? null, city: p.city?.value ?? null };
};

describe('where the company is', () => {
  it("given a French address routed to the company's own sorting ('75004 Paris CEDEX 04, France', '69003 Lyon Cedex'), then the town without it", () => {
    assert.deepEqual(place('<footer><p>Acme SAS, 12 rue de Rivoli, 75004 Paris CEDEX 04, France</p></footer>', '/', '', 'fr'), {
      country: 'FR',
      city: 'Paris',
    });
    assert.equal(place('<footer><p>Acme SAS, 3 rue Garibaldi, 69003 Lyon Cedex, France</p></footer>', '/', '', 'fr').city, 'Lyon');
  });

  it("given a professional council's registration with its state ('CRM/SP 142.837', 'OAB/RJ 123.456', 'CREA-MG 98765'), then no city from it; a city before its state still is one", () => {
    for (const reg of ['CRM/SP 142.837', 'OAB/RJ 123.456', 'CREA-MG 98765'])
      assert.equal(place(`<main><p>Dra. Ana Lima</p><p>${reg}</p></main>`, '/', '', 'pt-BR').city, null, reg);
    assert.equal(place('<main><p>Rua das Flores, 100 - Aracaju - SE</p></main>', '/', '', 'pt-BR').city, 'Aracaju');
  });

  it("given a town whose name holds small words ('Frankfurt am Main, Germany', 'based in Rio de Janeiro, Brazil', 'Newcastle upon Tyne, United Kingdom'), then the whole name, not its last word; a hotel named after its town is no town", () => {
    for (const [line, country, city] of [
      ['Acme GmbH, Hauptstr. 1, Frankfurt am Main, Germany', 'DE', 'Frankfurt am Main'],
      ['Acme SL, Calle Mayor 3, Alcalá de Henares, Spain', 'ES', 'Alcalá de Henares'],
      ['Acme Ltda, Rua X 10, Rio de Janeiro, Brasil', 'BR', 'Rio de Janeiro'],
      ['Acme BV, Kerkstraat 1, Bergen op Zoom, Nederland', 'NL', 'Bergen op Zoom'],
      ['Acme Ltd, 3 Grey Street, Newcastle upon Tyne, United Kingdom', 'GB', 'Newcastle upon Tyne'],
      ["Acme Srl, Via Roma 1, Reggio nell'Emilia, Italia", 'IT', "Reggio nell'Emilia"],
      ['Acme SAS, 12 rue Haute, Hotel de Paris, France', 'FR', 'Paris'],
    ])
      assert.deepEqual(place(`<main><p>${line}</p></main>`, '/contact.html'), { country, city }, line);
    assert.deepEqual(place('<main><p>We are a small team based in Rio de Janeiro, Brazil.</p></main>'), { country: 'BR', city: 'Rio de Janeiro' });
  });

  it("given a school named before a country ('…, Swiss International College of Osteopathy, Switzerland', '…, Accademia Italiana Medicina Osteopatica, Italy' in an about page's list of trainings), then no town from its name", () => {
    for (const school of ['Swiss International College of Osteopathy, Switzerland', 'Accademia Italiana Medicina Osteopatica, Italy'])
      assert.equal(place(`<main><h3>Osteopathy</h3><ul><li>Structural osteopathy certificate, ${school}</li></ul></main>`, '/about.html').city, null, school);
  });

  it("given a German postal address with the district after the town ('91183 Abenberg Mittelfranken, Bayern Deutschland', '80331 München Oberbayern'), then the town alone", () => {
    assert.deepEqual(place('<main><p>Am Steig 2F 91183 Abenberg Mittelfranken, Bayern Deutschland</p></main>', '/kontakt.html', '', 'de'), {
      country: 'DE',
      city: 'Abenberg',
    });
    assert.deepEqual(place('<main><p>Hauptstr. 1, 80331 München Oberbayern, Deutschland</p></main>', '/kontakt.html', '', 'de'), {
      country: 'DE',
      city: 'München',
    });
    assert.deepEqual(place('<main><p>Weg 2, 79576 Weil am Rhein, Deutschland</p></main>', '/kontakt.html', '', 'de'), { country: 'DE', city: 'Weil am Rhein' });
  });

  it("given a street numbered before its name ('Erenler Mah. 1193 Nolu Sk. No:4/1-213 … 54200 Sakarya / Türkiye'), then its digits are no postal code: the town is the one after the postal code", () => {
    assert.deepEqual(place('<footer><p>Acme Ltd. Şti. Erenler Mah. 1193 Nolu Sk. No:4/1-213 Erenler 54200 Sakarya / Türkiye</p></footer>', '/', '', 'tr'), {
      country: 'TR',
      city: 'Sakarya',
    });
    assert.deepEqual(place('<footer><p>Bahnhofstrasse 1, 9000 St. Gallen, Schweiz</p></footer>', '/', '', 'de'), { country: 'CH', city: 'St. Gallen' });
  });

  it("given a contact card's label before the place ('Location' / 'Kraków, Poland', 'Office' / 'Porto, Portugal'), then the city without the label", () => {
    assert.deepEqual(place('<main><div><strong>Location</strong><span>Kraków, Poland · remote worldwide</span></div></main>', '/contact.html'), {
      country: 'PL',
      city: 'Kraków',
    });
    assert.deepEqual(place('<main><div><b>Office</b><span>Porto, Portugal · remote worldwide</span></div></main>', '/contact.html'), {
      country: 'PT',
      city: 'Porto',
    });
  });

  it("given a Brazilian address with its city and state before the CEP ('Av. Paulista, 1000 – São Paulo - SP, 01310-200'), then BR and the city, and a branch abroad after it does not displace them", () => {
    assert.deepEqual(place('<footer><p>Av. Paulista, 1000 – São Paulo - SP, 01310-200</p></footer>', '/', '', 'pt'), { country: 'BR', city: 'São Paulo' });
    assert.deepEqual(place('<footer><p>Rua XV de Novembro, 50 – Curitiba/PR, 80020-310</p><p>Filial: Lisboa, Portugal</p></footer>', '/', '', 'pt'), {
      country: 'BR',
      city: 'Curitiba',
    });
  });

  it("given an address line whose telephone number ends in zeros ('Tel: +31 40 123 0000'), then its place still; a template's postal code of zeros ('00000 Musterstadt', '〒000-0000') still gives none", () => {
    assert.deepEqual(place('<footer><p>Strijp 1, 5611 AB Eindhoven, Nederland · Tel: +31 40 123 0000</p></footer>'), { country: 'NL', city: 'Eindhoven' });
    assert.deepEqual(place('<footer><p>Hauptstraße 1, 00000 Musterstadt, Deutschland</p></footer>'), { country: null, city: null });
  });

  it("given a postal code and a town that ends a sentence ('77410 Annet-sur-Marne.'), then the town without the full stop", () => {
    assert.deepEqual(place('<footer><p>12 rue Haute, 77410 Annet-sur-Marne. France</p></footer>'), { country: 'FR', city: 'Annet-sur-Marne' });
  });

  it("given places set side by side ('New York · London · Singapore', 'Berlin | Wien | Zürich'), where a company has offices, then no city and no country from them; a city and its country so set still are one place", () => {
    // Given a list of offices in a section or a footer, when the place is read, then none
    for (const line of ['New York · London · Singapore', 'Berlin | Wien | Zürich | Schweiz', 'Paris • Lyon • Bordeaux • France'])
      assert.deepEqual(place(`<footer><h3>Our offices</h3><p>${line}</p></footer>`), { country: null, city: null }, line);
    // And a city with its country is still that place
    assert.deepEqual(place('<footer><p>Made with care · Lisbon · Portugal</p></footer>'), { country: 'PT', city: 'Lisbon' });
  });

  it("given a licence notice with its licensor's address, or an event the project goes to, then no place from it; the project's own place still is", () => {
    // Given a project's page with a pasted GPL or Creative Commons notice, or an event announcement
    // When the place is read, then there is none
    for (const body of [
      '<p>You should have received a copy of the GNU General Public License along with this program; if not, write to the Free Software Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA.</p>',
      '<footer><p>To view a copy of this license, send a letter to Creative Commons, PO Box 1866, Mountain View, CA 94042, USA.</p></footer>',
      '<footer><p>Meet the developers at FOSDEM 2024 in Brussels, Belgium!</p></footer>',
      '<footer><p>Treffen Sie uns auf der Messe in Köln, Deutschland.</p></footer>',
      '<footer><p>Our talk at the Linux Conference 2025 in Vienna, Austria.</p></footer>',
      '<footer><p>Talk: Acme at PyCon US 2024, Pittsburgh, PA 15222</p></footer>',
    ])
      assert.deepEqual(place(body), { country: null, city: null }, body);
    // And the project's own statement still says it
    assert.deepEqual(place('<footer><p>Made with love in Helsinki, Finland.</p></footer>'), { country: 'FI', city: 'Helsinki' });
    assert.deepEqual(place('<footer><p>Acme Workshop GmbH, Hauptstraße 1, 20095 Hamburg, Deutschland</p></footer>'), { country: 'DE', city: 'Hamburg' });
  });

  it("given a line ending on a number with the next line's label after a line break ('Tacoma, Washington 98402<br>Phone: (253) 572-3636', 'Association Law 1901<br>Registered address: … 17031 La Rochelle'), then no town from the label, the address's own town if it follows; a product's model number ('Sony Bravia 26S5500 HD Ready Freeview Widescreen LCD TV') is no Dutch postal code", () => {
    assert.deepEqual(
      place(
        '<footer><h3>Tacoma Office</h3><div class="address">950 Pacific Avenue, Ste. 650<br> Tacoma, Washington 98402<br> Phone: (253) 572-3636<br> Fax: (253) 572-9488</div></footer>',
      ),
      { country: null, city: null },
    );
    assert.deepEqual(place('<p>Sony Bravia S Series 26&quot; 26S5500 HD Ready Freeview Widescreen LCD TV</p>'), { country: null, city: null });
    assert.deepEqual(
      place(
        '<main><p>Institut (INR)<br>Non-profit association — Association Law 1901<br>Registered address: 23 avenue Albert Einstein | BP 33060 — 17031 La Rochelle — France<br>Tel.: +33 5 46 45 83 71</p></main>',
        '/legal-notice.html',
      ),
      { country: 'FR', city: 'La Rochelle' },
    );
    assert.deepEqual(place('<footer><p>Keizersgracht 1, 1015 CJ Amsterdam</p></footer>'), { country: 'NL', city: 'Amsterdam' });
  });

  it("given a table of dated links ('2009 November 10' beside 'Regular expressions editor in Padre 0.50 by Steven Haryanto on Perl Indonesia'), then no town named November and no country from it", () => {
    assert.deepEqual(
      place(
        '<main><table><tr><td>2009 November 10</td><td><a href="http://id-perl.example/">Regular expressions editor in Padre 0.50</a> by Steven Haryanto on Perl Indonesia</td></tr></table></main>',
        '/about.html',
      ),
      { country: null, city: null },
    );
  });

  it("given a range with its unit of measure ('Adjust tempo from 40-240 BPM. Hear changes…', 'Scans at 1200 DPI in Germany'), then no postal code and town from it; '40-240 Wrocław' still is one", () => {
    assert.deepEqual(place('<p>Shift the key up or down 12 semitones instantly. Adjust tempo from 40-240 BPM. Hear changes with built-in playback.</p>'), {
      country: null,
      city: null,
    });
    assert.deepEqual(place('<p>Scans at 1200 DPI in Germany and Austria.</p>'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>ul. Długa 5, 40-240 Wrocław</p></footer>'), { country: 'PL', city: 'Wrocław' });
  });

  it("given an image's size before its format ('Download icon (1024×1024 PNG)') on the line that says where the studio is, then the place said, not a postcode and a town read from the size", () => {
    assert.deepEqual(
      place('<main><p>Download icon (1024×1024 PNG) > About the developer: Galagonya Games is a solo indie studio based in Stockholm, Sweden.</p></main>'),
      { country: 'SE', city: 'Stockholm' },
    );
  });

  it("given an app's footer notice of another company's marks, registered 'in the U.S. and other countries' (in English, German or French), then no country from it; a company registered in England still says its place", () => {
    for (const body of [
      '<footer><p>Apple, the Apple Pencil and the Apple Logo are trademarks of Apple Inc., registered in the U.S. and other countries. iPhone is a trademark of Apple Inc.</p></footer>',
      '<footer><p>Apple und das Apple Logo sind Marken der Apple Inc., eingetragen in den USA und anderen Ländern.</p></footer>',
      "<footer><p>Apple et le logo Apple sont des marques d'Apple Inc., déposées aux États-Unis et dans d'autres pays.</p></footer>",
    ])
      assert.deepEqual(place(body), { country: null, city: null }, body);
    assert.equal(place('<footer><p>Acme Ltd is a company registered in England and Wales.</p></footer>').country, 'GB');
  });

  it("given a sample report the product draws, with its made-up customer's firm, address and an e-mail at an example domain, then no place from it; the company's own address still is", () => {
    const doc =
      '<div class="handover"><div class="doc"><div class="doc-firm">Wrenfield Building Services</div><div class="doc-meta">Mr & Mrs Ashworth · 14 Selborne Road, London SE6 1XN</div><div class="doc-foot">hello@wrenfield.example</div></div></div>';
    assert.deepEqual(place(`<section class="hero"><h1>Photograph the job.</h1>${doc}</section>`), { country: null, city: null });
    assert.deepEqual(
      place(
        `<section class="hero"><h1>Photograph the job.</h1>${doc}</section><footer><p>Acme GmbH, Hauptstraße 1, 10115 Berlin, Deutschland</p></footer>`,
        '/',
        '',
        'de',
      ),
      {
        country: 'DE',
        city: 'Berlin',
      },
    );
  });

  it("given a German-speaking town whose name holds a small word ('4540 Pfarrkirchen im Traunkreis', '60311 Frankfurt am Main'), then the whole name", () => {
    assert.deepEqual(
      place('<footer><p>Acme (Max Muster), Wilhelm-Fein-Straße 37, 4540 Pfarrkirchen im Traunkreis, Österreich</p></footer>', '/impressum', '', 'de'),
      { country: 'AT', city: 'Pfarrkirchen im Traunkreis' },
    );
    assert.deepEqual(place('<footer><p>Acme GmbH, Zeil 1, 60311 Frankfurt am Main, Deutschland</p></footer>', '/', '', 'de'), {
      country: 'DE',
      city: 'Frankfurt am Main',
    });
  });

  it("given a Dutch city written with its article ('’s-Gravenhage', \"'s-Hertogenbosch\"), then the whole name", () => {
    assert.deepEqual(
      place('<footer><p>Acme B.V., Van Weede van Dijkveldstraat 25, 2582KP ’s-Gravenhage (The Hague), Netherlands</p></footer>', '/', '', 'nl'),
      {
        country: 'NL',
        city: '’s-Gravenhage',
      },
    );
    assert.deepEqual(place("<footer><p>Acme B.V., Markt 1, 5211 JV 's-Hertogenbosch, Nederland</p></footer>", '/', '', 'nl'), {
      country: 'NL',
      city: "'s-Hertogenbosch",
    });
  });

  it('given the company named with its legal form before its country ("By Acme LLC, United States"), then the country and no city: the name is no city', () => {
    assert.deepEqual(place('<footer><p>Messaging, calls and a coin wallet. By Acme LLC, United States.</p></footer>'), { country: 'US', city: null });
    assert.deepEqual(place('<footer><p>Acme Ltd, 5 High Street, Leeds, United Kingdom</p></footer>'), { country: 'GB', city: 'Leeds' });
  });

  it("given a sign-up form's choice lists (company size, country), then no place is read from its options; the address beside it still is", () => {
    const form =
      '<form><select name="size"><option>Number of employees</option><option>11-50 Employees</option><option>51-500 Employees</option></select><select name="country"><option>Paraguay</option><option>Poland</option></select></form>';
    assert.deepEqual(place(form), { country: null, city: null });
    assert.deepEqual(place(`${form}<footer><p>Acme GmbH, Hauptstraße 1, 10115 Berlin, Deutschland</p></footer>`, '/', '', 'de'), {
      country: 'DE',
      city: 'Berlin',
    });
  });

  it('given a postal address in structured data or microdata, then its country code and city', () => {
    const ld =
      '<script type="application/ld+json">{"@type":"Organization","address":{"@type":"PostalAddress","addressLocality":"Helmstad","addressCountry":"NL"}}</script>';
    assert.deepEqual(place('', '/', ld), { country: 'NL', city: 'Helmstad' });
    assert.deepEqual(
      place(
        '<div itemscope itemtype="https://schema.org/Organization"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">Lyon</span> <span itemprop="addressCountry">France</span></div></div>',
      ),
      { country: 'FR', city: 'Lyon' },
    );
  });

  it("given a structured locality whose last word is another language's name of a country ('Staten Island': Iceland is 'Island' in German), then not the town cut short ('Staten')", () => {
    const ld =
      '<script type="application/ld+json">{"@type":"Bakery","address":{"@type":"PostalAddress","addressLocality":"Staten Island","addressRegion":"NY","addressCountry":"US"}}</script>';
    assert.notEqual(place('', '/', ld).city, 'Staten');
  });

  it("given structured data's address of a review's author, a job or a founder, then not the company's place; the company's own address, structured or written, still is", () => {
    const review =
      '<script type="application/ld+json">{"@type":"Review","author":{"@type":"Person","name":"Jane","address":{"@type":"PostalAddress","addressLocality":"Paris","addressCountry":"FR"}}}</script>';
    assert.deepEqual(place('<footer><p>Acme GmbH, Hauptstraße 1, 10115 Berlin, Deutschland</p></footer>', '/', review, 'de'), {
      country: 'DE',
      city: 'Berlin',
    });
    const job =
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Developer","jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Austin","addressCountry":"US"}}}</script>';
    assert.deepEqual(place('', '/', job), { country: null, city: null });
    const founder =
      '<script type="application/ld+json">{"@type":"LocalBusiness","founder":{"@type":"Person","address":{"addressLocality":"Lyon","addressCountry":"FR"}},"address":{"addressLocality":"Nice","addressCountry":"FR"}}</script>';
    assert.deepEqual(place('', '/', founder, 'fr'), { country: 'FR', city: 'Nice' });
  });

  it('given structured data\'s address that names no place ("addressLocality": "Online", "Remote", "Worldwide"; "addressCountry": "EU"), then no city and no country from those words; a real country beside them still counts', () => {
    const ld = (locality: string, country: string) =>
      `<script type="application/ld+json">{"@type":"Organization","name":"Acme","address":{"@type":"PostalAddress","addressLocality":"${locality}","addressCountry":"${country}"}}</script>`;
    assert.deepEqual(place('', '/', ld('Online', 'EU')), { country: null, city: null });
    assert.deepEqual(place('', '/', ld('Worldwide', 'Worldwide')), { country: null, city: null });
    assert.deepEqual(place('', '/', ld('Remote', 'US')), { country: 'US', city: null });
    assert.deepEqual(place('', '/', ld('Wien', 'AT')), { country: 'AT', city: 'Wien' });
  });

  it("given an address without its country and a second address after it that names its own ('10115 Berlin' then 'Via Roma 5, 20121 Milano, Italia'), then never the second's country with the first's city", () => {
    assert.deepEqual(place('<footer><p>Acme GmbH · Hauptstraße 1 · 10115 Berlin</p><p>Via Roma 5, 20121 Milano, Italia</p></footer>', '/', '', 'de'), {
      country: 'IT',
      city: 'Milano',
    });
    assert.deepEqual(place('<footer><p>Hauptstraße 1</p><p>4020 Linz</p><p>Österreich</p></footer>', '/', '', 'de'), { country: 'AT', city: 'Linz' });
  });

  it("given a street named after a country ('Rosa-Luxemburg-Str. 122', 'avenue de France'), then not that country: the street's name says nothing of where the address is; the city stays", () => {
    assert.deepEqual(place('<h1>Impressum</h1><p>Acme UG<br>Rosa-Luxemburg-Str. 122<br>15732 Schulzendorf</p>', '/impressum.html', '', 'de'), {
      country: null,
      city: 'Schulzendorf',
    });
    assert.deepEqual(place('<p>Acme GmbH, Rosa-Luxemburg-Str. 122, 15732 Schulzendorf, Deutschland</p>', '/impressum.html', '', 'de'), {
      country: 'DE',
      city: 'Schulzendorf',
    });
    assert.deepEqual(place('<footer><p>Acme SAS, 5 avenue de France, 75013 Paris, France</p></footer>', '/', '', 'fr'), { country: 'FR', city: 'Paris' });
  });

  it("given a country in the company's or the shop's name before its address ('Acme France SAS, … 1000 Bruxelles, Belgique', 'Indonesia Spice Shop, … 1015 CJ Amsterdam'), then the address's country, not the name's", () => {
    assert.deepEqual(place('<footer><p>Acme France SAS, 5 rue Haute, 1000 Bruxelles, Belgique</p></footer>', '/', '', 'fr'), {
      country: 'BE',
      city: 'Bruxelles',
    });
    assert.deepEqual(place('<footer><p>Acme Deutschland GmbH, Hauptstraße 1, 4020 Linz, Österreich</p></footer>', '/', '', 'de'), {
      country: 'AT',
      city: 'Linz',
    });
    assert.deepEqual(place('<footer><p>Indonesia Spice Shop, Keizersgracht 1, 1015 CJ Amsterdam</p></footer>', '/', '', 'nl'), {
      country: 'NL',
      city: 'Amsterdam',
    });
  });

  it('given a Dutch contact box that writes the city before the postal code ("Locatie: Den Haag, 2561 AD"), then NL and the city; a copyright line so written is no address', () => {
    assert.deepEqual(place('<div class="contact"><p>Email: info@acme.nl</p><p>Locatie: Den Haag, 2561 AD</p></div>', '/faq/', '', 'nl'), {
      country: 'NL',
      city: 'Den Haag',
    });
    assert.deepEqual(place('<footer><p>Keizersgracht 1, Amsterdam, 1015 CJ</p></footer>', '/', '', 'nl'), { country: 'NL', city: 'Amsterdam' });
    assert.deepEqual(place('<footer><p>© Acme, 2020 AI</p></footer>', '/', '', 'nl'), { country: null, city: null });
  });

  it('given a copyright line whose year and name read like a Dutch postal code and a town ("© 2024 AI Connect"), then no country and no city', () => {
    assert.deepEqual(place('<footer><p>© 2024 AI Connect | Alle Rechte vorbehalten</p></footer>', '/', '', 'de'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>© 2024 Acme BV · Keizersgracht 1 · 1015 CJ Amsterdam</p></footer>', '/', '', 'nl'), {
      country: 'NL',
      city: 'Amsterdam',
    });
  });

  it("given an address in the footer: a postal code and a city, with the country written beside them, in the site's language", () => {
    assert.deepEqual(place('<footer><p>Hauptstraße 1<br>4020 Linz<br>Österreich</p></footer>', '/', '', 'de'), { country: 'AT', city: 'Linz' });
    assert.deepEqual(place('<footer><ul><li>Via Roma, 5</li><li>73020 Castro Marina (LE)</li><li>Puglia, Italia</li></ul></footer>', '/', '', 'it'), {
      country: 'IT',
      city: 'Castro Marina',
    });
  });

  it('given an address whose lot number reads like another country\'s postal code and that names its own country ("2762-121 Narachō, …, Japan"), then that country, never the other', () => {
    assert.notEqual(place('<footer><p>Address: 1538-204 Sakuradai, Midori-ku, Yokohama, Kanagawa 226-0011, Japan</p></footer>').country, 'PT');
    assert.equal(place('<footer><p>Rua Augusta 100, 1100-053 Lisboa, Portugal</p></footer>').country, 'PT');
    assert.equal(place('<footer><p>Rua Augusta 100, 1100-053 Lisboa</p></footer>').country, 'PT');
  });

  it('given a copyright line whose year stands before the company name, then that year is no postal code and the name no city', () => {
    assert.deepEqual(place('<footer><p>© 2026 Green Fields Ltd. All rights reserved.</p><p>New Zealand</p></footer>'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>© 2026 Green Fields 2020 Ltd. All rights reserved.</p><p>New Zealand</p></footer>'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>© 2024 Acme GmbH · Hauptstraße 1 · 10115 Berlin · Deutschland</p></footer>', '/', '', 'de'), {
      country: 'DE',
      city: 'Berlin',
    });
  });

  it('given digits before a city in a country whose postal codes are letters or follow the city, then no city from them', () => {
    assert.equal(place('<footer><p>Churchill Way</p><p>29565 Sheffield</p><p>United Kingdom</p></footer>').city, null);
    assert.equal(place('<footer><p>Hauptstraße 1</p><p>29565 Lüneburg</p><p>Deutschland</p></footer>', '/', '', 'de').city, 'Lüneburg');
  });

  it('given a street and house number, then a postal code and a city, on a legal notice or in the footer, then the city; the country only where it is written', () => {
    assert.deepEqual(place('<h1>Impressum</h1><p>Acme IT<br>Inhaber: Jana Beispiel<br>Musterstraße 22<br>81379 München</p>', '/impressum.html', '', 'de'), {
      country: null,
      city: 'München',
    });
    assert.deepEqual(place('<footer><p>Acme SAS · 4 rue Haute · 33000 Bordeaux</p></footer>', '/', '', 'fr'), { country: null, city: 'Bordeaux' });
    assert.deepEqual(place('<p>Our 2500 Happy Customers love it.</p>'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>Musterstraße 22, 81379 München</p><p>We are based in Germany.</p></footer>', '/', '', 'de'), {
      country: 'DE',
      city: 'München',
    });
  });

  it('given postal codes whose form belongs to one country, a US address, or a one-line address ending with the country', () => {
    assert.deepEqual(place('<p class="contact">Polna 3 98-200 Sieradz</p>', '/kontakt.html', '', 'pl'), { country: 'PL', city: 'Sieradz' });
    assert.deepEqual(place('<footer><div>12 Market Street Springfield, IL 62701</div></footer>'), { country: 'US', city: 'Springfield' });
    assert.deepEqual(place('<footer><div class="contact">Acme LTD, 34 Harbour Street, Suite #4, Haifa, Israel, +972-3-0000000</div></footer>'), {
      country: 'IL',
      city: 'Haifa',
    });
  });

  it('given a place statement: "based in …", "an iOS developer from Utrecht, The Netherlands" on a press page, "made in Taiwan"', () => {
    assert.deepEqual(place('<p>We are based in Porto, Portugal.</p>'), { country: 'PT', city: 'Porto' });
    assert.deepEqual(place('<p>Acme is built by Jan, an iOS developer from Utrecht, The Netherlands. He likes cameras.</p>', '/presskit/'), {
      country: 'NL',
      city: 'Utrecht',
    });
    assert.deepEqual(place('<footer><p>Made by Jan in Taiwan</p></footer>'), { country: 'TW', city: null });
  });

  it('given a place statement whose country follows the city with "in" in its language ("basé à Lyon, en France", "sediada no Porto, em Portugal"), then the city and country; a customer so placed is not the company', () => {
    assert.deepEqual(place('<p>Acme est développée par Julien, développeur iOS basé à Lyon, en France.</p>', '/presskit/', '', 'fr'), {
      country: 'FR',
      city: 'Lyon',
    });
    assert.deepEqual(place('<p>A Acme é uma empresa sediada no Porto, em Portugal.</p>', '/sobre/', '', 'pt'), { country: 'PT', city: 'Porto' });
    assert.deepEqual(place('<p>Nos clients sont à Lyon, en France, et à Genève.</p>', '/', '', 'fr'), { country: null, city: null });
  });

  it("never the hosting provider's address, a testimonial's signature, or a customer's city in prose", () => {
    assert.deepEqual(
      place('<h4>Hébergeur</h4><p>Le site est hébergé par Host Inc. (1 Main St, San Francisco, CA 94110).</p>', '/mentions-legales.html', '', 'fr'),
      { country: null, city: null },
    );
    assert.deepEqual(
      place(
        '<h2>Hébergement du site</h2><p>Le site est hébergé par :</p><p>Host Inc. 1 Main St San Francisco, CA 94110</p><h2>Éditeur</h2><p>Acme SAS, 4 rue Haute, 33000 Bordeaux, France</p>',
        '/mentions-legales.html',
        '',
        'fr',
      ),
      { country: 'FR', city: 'Bordeaux' },
    );
    assert.deepEqual(place('<p>“It changed how we work.”</p><p>Jane Doe, CEO, Widgetco, Berlin, Germany</p>'), { country: null, city: null });
    assert.deepEqual(place('<p>Our customers in Paris, France love it.</p>'), { country: null, city: null });
  });
  it('given a line that says who hosts the site in a word ending on an accented letter ("Le site est hébergé par OVH SAS, … 59100 Roubaix, France"), with no hosting heading over it, then not the host\'s place', () => {
    assert.deepEqual(place('<p>Le site est hébergé par Host SAS, 2 rue du Port, 59100 Roubaix, France.</p>', '/mentions-legales.html', '', 'fr'), {
      country: null,
      city: null,
    });
    assert.deepEqual(place('<p>Il sito è ospitato da Host Srl, Via Roma 5, 20121 Milano, Italia.</p>', '/note-legali.html', '', 'it'), {
      country: null,
      city: null,
    });
    assert.deepEqual(
      place(
        '<p>Éditeur : Acme SARL, 4 rue Haute, 33000 Bordeaux, France.</p><p>Hébergée par Host SAS, 59100 Roubaix, France.</p>',
        '/mentions-legales.html',
        '',
        'fr',
      ),
      {
        country: 'FR',
        city: 'Bordeaux',
      },
    );
  });
  it('given a legal notice\'s section for the web designer, the authority or the consumer mediator ("Webdesign", "Conception et réalisation", "Médiateur de la consommation"), or a line that credits the design ("Konzeption und Gestaltung: …"), then not their place; the publisher\'s own stays', () => {
    assert.deepEqual(place('<h1>Impressum</h1><p>Acme IT</p><h2>Webdesign</h2><p>Pixel Studio, Ringstraße 5, 80331 München</p>', '/impressum.html', '', 'de'), {
      country: null,
      city: null,
    });
    assert.deepEqual(
      place(
        '<h1>Mentions légales</h1><p>Acme</p><h2>Médiateur de la consommation</h2><p>Médiation Conso, 14 rue du Parc, 75017 Paris, France</p>',
        '/mentions-legales.html',
        '',
        'fr',
      ),
      { country: null, city: null },
    );
    assert.deepEqual(place('<footer><p>Konzeption und Gestaltung: Pixel Studio, Ringstraße 5, 80331 München</p></footer>', '/', '', 'de'), {
      country: null,
      city: null,
    });
    assert.deepEqual(
      place(
        '<h1>Mentions légales</h1><h2>Éditeur</h2><p>Acme SAS, 4 rue Haute, 33000 Bordeaux, France</p><h2>Conception et réalisation</h2><p>Agence Pixel, 44000 Nantes, France</p>',
        '/mentions-legales.html',
        '',
        'fr',
      ),
      { country: 'FR', city: 'Bordeaux' },
    );
    assert.deepEqual(place('<footer><h3>Design</h3><p>Our studio</p><p>Acme, 4 rue Haute, 33000 Bordeaux, France</p></footer>', '/', '', 'fr'), {
      country: 'FR',
      city: 'Bordeaux',
    });
  });
  it('given a privacy notice that names a service the site uses and its provider\'s address ("Anbieter ist die Stripe, Inc., … San Francisco, CA 94103, USA", "traitées par Google LLC, … Mountain View"), then not the provider\'s place; the controller\'s own address stays', () => {
    assert.deepEqual(
      place(
        '<h1>Impressum</h1><p>Acme IT</p><h2>Datenschutz</h2><p>Wir nutzen Stripe. Anbieter ist die Stripe, Inc., 510 Townsend Street, San Francisco, CA 94103, USA.</p>',
        '/impressum.html',
        '',
        'de',
      ),
      { country: null, city: null },
    );
    assert.deepEqual(
      place(
        '<h1>Mentions légales</h1><p>Acme</p><p>Les données sont traitées par Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA.</p>',
        '/mentions-legales.html',
        '',
        'fr',
      ),
      { country: null, city: null },
    );
    assert.deepEqual(
      place(
        '<h1>Datenschutz</h1><p>Verantwortlich für die Datenverarbeitung ist: Acme GmbH, Hauptstraße 1, 10115 Berlin, Deutschland</p>',
        '/impressum.html',
        '',
        'de',
      ),
      { country: 'DE', city: 'Berlin' },
    );
  });
  it('given a founding that names its place ("founded in 2021 in Lisbon, Portugal"), a seat ("Sede legale: Milano, Italia") or a British address, then the city and country', () => {
    assert.deepEqual(place('<p>Acme was founded in 2021 in Lisbon, Portugal by Marta Sousa and Jon Keller.</p>'), { country: 'PT', city: 'Lisbon' });
    assert.deepEqual(place('<p>Sede legale: Milano, Italia</p>'), { country: 'IT', city: 'Milano' });
    assert.deepEqual(place('<footer><p>Acme Ltd, 71-75 Shelton Street, Covent Garden, London, WC2H 9JQ.</p></footer>'), { country: 'GB', city: 'London' });
    assert.deepEqual(place('<p>We were founded in 2010. Our customers love us.</p>'), { country: null, city: null });
  });

  it("given where servers or data sit, a partner's or a client's address, an event's venue or a shipping address, then not the company's place", () => {
    assert.deepEqual(place('<p>Our data centers are located in Frankfurt, Germany.</p>'), { country: null, city: null });
    assert.deepEqual(place('<p>Our partner: BigCo GmbH, Hauptstr. 1, 10115 Berlin, Germany</p>', '/contact'), { country: null, city: null });
    assert.deepEqual(place('<p>Nos serveurs sont situés à Roubaix, France.</p>'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>Event venue: Messe Berlin, Messedamm 22, 14055 Berlin, Germany</p></footer>'), { country: null, city: null });
    assert.deepEqual(place('<p>Ship to: 1 Main St, Austin, TX 78701, USA</p>'), { country: null, city: null });
    assert.deepEqual(place('<p>Acme GmbH, Hauptstr. 1, 10115 Berlin, Germany</p>', '/contact'), { country: 'DE', city: 'Berlin' });
  });

  it("given an address under a heading of others' places ('Distributors' over a subsidiary's heading and its address, 'Upcoming events', 'Veranstaltungen') or a trade fair's venue on its line ('Booth 1234, Las Vegas Convention Center, …'), then not the company's; the footer's own address after them still is", () => {
    const footer = '<footer><p>Acme Ltd, 1 High St, Bristol BS1 4DJ, United Kingdom</p></footer>';
    for (const section of [
      '<section><h2>Distributors</h2><h4>Deutschland</h4><p>Globex Handels GmbH, Leopoldstraße 12, 80802 München, Deutschland</p></section>',
      '<section><h3>Upcoming events</h3><p>Web Summit, Altice Arena, Rossio dos Olivais, 1990-231 Lisboa, Portugal</p></section>',
      '<section><h3>Veranstaltungen</h3><p>Kongresshaus, Gotthardstrasse 5, 8002 Zürich, Schweiz</p></section>',
      '<section><h3>Visit us at CES</h3><p>Booth 1234, Las Vegas Convention Center, 3150 Paradise Rd, Las Vegas, NV 89109, USA.</p></section>',
    ]) {
      assert.deepEqual(place(`<main><h1>Acme</h1>${section}</main>`), { country: null, city: null }, section);
      assert.deepEqual(place(`<main><h1>Acme</h1>${section}</main>${footer}`), { country: 'GB', city: 'Bristol' }, section);
    }
    // And an address under the company's own heading is its own, after a self-description's "partner" too
    assert.deepEqual(
      place(
        '<main><h3>Uw betrouwbare partner voor elektrische installaties</h3><p>Wij bieden een complete service.</p><h3>Contact</h3><p>2960 Brecht, België</p></main>',
        '/',
        '',
        'nl',
      ),
      { country: 'BE', city: 'Brecht' },
    );
    assert.deepEqual(place('<main><h2>Visit our shop</h2><p>Acme Ltd, 1 High St, Bristol BS1 4DJ, United Kingdom</p></main>'), {
      country: 'GB',
      city: 'Bristol',
    });
  });

  it('given where the company is incorporated ("incorporated in Delaware, USA"), then no city and no country: incorporation is not where it is', () => {
    assert.deepEqual(place('<p>Acme Labs, Inc. is incorporated in Delaware, USA.</p>'), { country: null, city: null });
    assert.deepEqual(place('<p>Acme Labs was incorporated in the State of Delaware, United States.</p>', '/about'), { country: null, city: null });
  });

  it('given a state before the country ("based in Texas, USA"), then the country and no city: a state is no city', () => {
    assert.deepEqual(place('<p>Acme is based in Texas, USA.</p>'), { country: 'US', city: null });
  });

  it("given a team page whose members each say where they are based, then no country: a person's place is not the company's", () => {
    const team =
      '<h1>Our team</h1><h3>Anna Schmidt</h3><p>Anna leads design and is based in Germany.</p><h3>Luis Pérez</h3><p>Luis writes the backend and is based in Spain.</p>';
    assert.deepEqual(place(team, '/team'), { country: null, city: null });
  });

  it('given an about page where two people say they live in different countries, then no country', () => {
    const about = '<h1>About</h1><p>Acme is two friends.</p><p>Anna is based in Berlin, Germany.</p><p>Luis is based in Madrid, Spain.</p>';
    assert.deepEqual(place(about, '/about'), { country: null, city: null });
  });

  it('given a person\'s own statement ("She is based in Lisbon, Portugal"), then not the company\'s place', () => {
    assert.deepEqual(place('<h1>About</h1><p>Acme is made by Marta. She is based in Lisbon, Portugal.</p>', '/about'), { country: null, city: null });
  });
  it('given a region between the city and the country ("Munich, Bavaria, Germany", "Mumbai - 400093 Maharashtra, India", "Toronto, ON, Canada"), then the city before it, never the region', () => {
    assert.deepEqual(place('<footer><p>Acme, Leopoldstrasse 5, Munich, Bavaria, Germany</p></footer>'), { country: 'DE', city: 'Munich' });
    assert.deepEqual(place('<footer><p>Acme Srl, Via Roma 5, Firenze, Toscana, Italia</p></footer>', '/', '', 'it'), { country: 'IT', city: 'Firenze' });
    assert.deepEqual(place('<footer><p>Acme Inc., 100 King St W, Toronto, ON, Canada</p></footer>'), { country: 'CA', city: 'Toronto' });
    assert.deepEqual(place('<footer><p>Acme, 12th Floor, Andheri East, Mumbai - 400093 Maharashtra, India</p></footer>'), { country: 'IN', city: null });
  });

  it('given a region written right after its city with no comma between ("Navi Mumbai Maharashtra, India", "Firenze Toscana, Italia"), then the city without the region', () => {
    assert.deepEqual(place('<footer><p>Acme IT Solutions, Sector 15, Navi Mumbai Maharashtra, India</p></footer>'), { country: 'IN', city: 'Navi Mumbai' });
    assert.deepEqual(place('<footer><p>Acme Srl, Via Roma 5, Firenze Toscana, Italia</p></footer>', '/', '', 'it'), { country: 'IT', city: 'Firenze' });
  });
  it('given a street named after a person whose first name is a country\'s ("Israel Perssons Väg 50"), then not that country', () => {
    assert.deepEqual(place('<main><p>Postadress: Acme AB, Israel Perssons Väg 50, 184 70 Åkersberga</p></main>', '/kontakt', '', 'sv').country, null);
  });

  it('given an address whose postal code is zeros, a template\'s stand-in ("〒000-0000 埼玉県浦和0-000", "00000 Musterstadt, Deutschland"), then no place', () => {
    assert.deepEqual(place('<footer><p>〒000-0000 埼玉県浦和0-000</p></footer>', '/', '', 'ja'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>Musterstraße 1, 00000 Musterstadt, Deutschland</p></footer>', '/', '', 'de'), { country: null, city: null });
  });

  it('given an address a template left unfilled ("Musterstraße 1, 12345 Musterstadt", "12345 Stadt Deutschland", "75000 Ville, France", a structured address in "Stadt"), then no place; a real town that opens with such a word ("13001 Ciudad Real") stays', () => {
    assert.deepEqual(place('<main><p>📍 Musterstraße 1, 12345 Musterstadt</p></main>', '/', '', 'de'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>Acme UG</p><p>Straße 123 12345 Stadt Deutschland</p></footer>', '/', '', 'de'), { country: null, city: null });
    assert.deepEqual(place('<footer><address>Acme SAS, 1 avenue du Port, 75000 Ville, France</address></footer>', '/', '', 'fr'), {
      country: null,
      city: null,
    });
    const ld =
      '<script type="application/ld+json">{"@type":"LocalBusiness","address":{"@type":"PostalAddress","streetAddress":"Straße 123","addressLocality":"Stadt","postalCode":"12345","addressCountry":"DE"}}</script>';
    assert.deepEqual(place('', '/', ld, 'de'), { country: null, city: null });
    assert.deepEqual(place('<footer><address>Acme SL, Calle Mayor 3, 13001 Ciudad Real, España</address></footer>', '/', '', 'es'), {
      country: 'ES',
      city: 'Ciudad Real',
    });
  });

  it("given an impressum's address whose town is the end of its line ('10117 Berlin<br>Geltungsbereich', '10117 Berlin<br>Vertreten durch …'), then the town alone; a town of several words on its line stays whole", () => {
    const impressum = (after: string) =>
      place(`<main><h1>Impressum</h1><p>Acme e.V.<br>Friedrichstr. 114a<br>10117 Berlin<br>${after}</p></main>`, '/impressum.html', '', 'de').city;
    assert.equal(impressum('<br><span class="subtitle">Geltungsbereich</span><br>Das obenstehende Impressum gilt für diese Webseite'), 'Berlin');
    assert.equal(impressum('Vertreten durch Max Hofer'), 'Berlin');
    assert.equal(
      place('<main><h1>Impressum</h1><p>Acme GmbH<br>Kapuzinerstraße 8<br>94474 Vilshofen an der Donau<br>Deutschland</p></main>', '/impressum.html', '', 'de')
        .city,
      'Vilshofen an der Donau',
    );
  });

  it('given an address block whose phone line follows the city ("67-100 Nowa Sól" then "Kom. +48 …", "10115 Berlin" then "Tel. 030 …"), then the city without the phone\'s label', () => {
    assert.deepEqual(
      place(
        '<footer><address><strong>Acme</strong><br>ul. Długa 6<br>67-100 Nowa Sól<br><abbr title="Phone">Kom. +48 791 000 111</abbr></address></footer>',
        '/',
        '',
        'pl',
      ),
      {
        country: 'PL',
        city: 'Nowa Sól',
      },
    );
    assert.equal(
      place('<footer><address>Acme GmbH<br>Hauptstraße 1<br>10115 Berlin<br><abbr title="Phone">Tel. +49 30 1234</abbr></address></footer>', '/', '', 'de')
        .city,
      'Berlin',
    );
  });

  it('given whom the product is made for and where they are ("Made for teams in Canada", "Built for farmers in Kenya"), then no country: the place is theirs', () => {
    assert.deepEqual(place('<main><h1>Acme</h1><p>Made for teams in Canada</p></main>'), { country: null, city: null });
    assert.deepEqual(place('<main><h1>Acme</h1><p>Built for farmers in Kenya.</p></main>'), { country: null, city: null });
    assert.equal(place('<main><h1>Acme</h1><p>Made with care by two friends in Canada.</p></main>').country, 'CA', 'who made it, and where, still says');
  });
  it('given a legal notice\'s section or line for whoever answers for the content ("Verantwortlich i.S.d. § 18 Abs. 2 MStV", "V.i.S.d.P.", "Directeur de la publication"), with an editor\'s address elsewhere, then the operator\'s town above it, not the editor\'s', () => {
    const impressum = (responsible: string) =>
      place(`<h1>Impressum</h1><h2>Betreiber</h2><p>Obsthof Lindner<br>Feldweg 3<br>4072 Alkoven OÖ</p>${responsible}`, '/impressum.html', '', 'de');
    assert.deepEqual(impressum('<h2>Verantwortlicher i.S.d. § 18 Abs. 2 MStV</h2><p>Eva Huber<br>Marktplatz 2<br>4070 Eferding, Österreich</p>'), {
      country: null,
      city: 'Alkoven',
    });
    assert.deepEqual(impressum('<p>V.i.S.d.P.: Eva Huber, Marktplatz 2, 4070 Eferding, Österreich</p>'), { country: null, city: 'Alkoven' });
    assert.deepEqual(
      place(
        '<h1>Mentions légales</h1><h2>Éditeur</h2><p>Atelier Brun, 4 rue Haute, 33000 Bordeaux</p><h2>Directeur de la publication</h2><p>Paul Martin, 8 avenue Foch, 75016 Paris, France</p>',
        '/mentions-legales.html',
        '',
        'fr',
      ).city,
      'Bordeaux',
    );
  });
  it('given a copyright line whose town follows the holder\'s name after a full stop ("© 2025 KirSch-Stiftung. Bodolz, Deutschland."), then the town alone', () => {
    assert.deepEqual(place('<footer><p>© 2025 KirSch-Stiftung. Bodolz, Deutschland. Alle Rechte vorbehalten.</p></footer>'), { country: 'DE', city: 'Bodolz' });
    assert.deepEqual(place('<footer><p>Acme AG, Rosenbergstrasse 1, St. Gallen, Schweiz</p></footer>'), { country: 'CH', city: 'St. Gallen' });
  });

  it('given the free zone a company is registered in before its country ("Registered: Ajman Freezone, UAE"), then its town', () => {
    assert.deepEqual(place('<footer><p>Registered: Ajman Freezone, UAE — with ecommerce activity</p></footer>'), { country: 'AE', city: 'Ajman' });
    assert.deepEqual(place('<footer><p>Registered: Ajman Free Zone, UAE</p></footer>'), { country: 'AE', city: 'Ajman' });
  });

  it('given a London district before the post town with no comma between ("Fitzrovia London W1T 6EB"), then London', () => {
    assert.deepEqual(place('<footer><p>Fitzrovia London W1T 6EB</p></footer>'), { country: 'GB', city: 'London' });
    assert.deepEqual(place('<footer><p>1 Shoreditch High Street, Shoreditch London EC2A 3AY</p></footer>'), { country: 'GB', city: 'London' });
    assert.deepEqual(place('<footer><p>Unit 4, Milton Keynes MK9 2FR</p></footer>'), { country: 'GB', city: 'Milton Keynes' });
  });

  it('given a British address with its county between the town and the postcode ("Southend-on-Sea, Essex SS1 1AA"), then the town, never the county', () => {
    assert.deepEqual(place('<footer><p>12 High Street, Southend-on-Sea, Essex SS1 1AA</p></footer>'), { country: 'GB', city: 'Southend-on-Sea' });
    assert.deepEqual(place('<footer><p>The Old Barn, Guildford, Surrey GU1 3AA</p></footer>'), { country: 'GB', city: 'Guildford' });
    assert.deepEqual(place('<footer><p>Essex SS1 1AA</p></footer>'), { country: 'GB', city: null });
  });

  it('given a postal code led by its country\'s letters ("D-80331 München", "A-1010 Wien", "CH-8001 Zürich", "F-75001 Paris") in an address, then that country and town; a model number in prose is none', () => {
    assert.deepEqual(place('<p>Acme GmbH, Hauptstraße 1, D-80331 München</p>', '/impressum.html', '', 'de'), { country: 'DE', city: 'München' });
    assert.deepEqual(place('<p>Acme GmbH<br>Ring 2<br>A-1010 Wien</p>', '/impressum.html', '', 'de'), { country: 'AT', city: 'Wien' });
    assert.deepEqual(place('<footer><p>Acme AG · CH-8001 Zürich</p></footer>', '/', '', 'de'), { country: 'CH', city: 'Zürich' });
    assert.deepEqual(place('<p>Acme SAS, 4 rue Haute, F-75001 Paris</p>', '/mentions-legales.html', '', 'fr'), { country: 'FR', city: 'Paris' });
    assert.deepEqual(place('<p>Our A-1010 Widget ships today.</p>'), { country: null, city: null });
  });
  it('given an island, a group of islands or a landscape where a town would stand ("Based in Lanzarote, Spain", "Tenerife, Canary Islands, Spain", "Salento, Puglia, Italia", "Eferdinger Hügelland, Oberösterreich, Österreich"), then no city; a town before it still is one', () => {
    assert.equal(place('<footer><p>Based in Lanzarote, Spain</p></footer>').city, null);
    assert.equal(place('<footer><p>Tenerife, Canary Islands, Spain</p></footer>').city, null);
    assert.equal(place('<footer><p>Salento, Puglia, Italia</p></footer>', '/', '', 'it').city, null);
    assert.equal(place('<footer><p>Eferdinger Hügelland, Oberösterreich, Österreich</p></footer>', '/', '', 'de').city, null);
    assert.deepEqual(place('<footer><p>Calle Real 12, 35500 Arrecife, Lanzarote, España</p></footer>', '/', '', 'es'), { country: 'ES', city: 'Arrecife' });
    assert.deepEqual(place('<footer><p>Acme GmbH, Hauptstr. 1, 42103 Wuppertal, Deutschland</p></footer>', '/', '', 'de'), {
      country: 'DE',
      city: 'Wuppertal',
    });
  });

  it('given a state, a province, a prefecture or a canton where the town goes ("addressLocality": "Bavaria", "Osaka-fu", "Based in Osaka Prefecture, Japan", "Kanton Zürich", "Île-de-France"), then no city; a town before it still is one', () => {
    // Given structured addresses whose locality is a region
    const ld = (locality: string, country: string) =>
      place(
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'Organization', address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country } })}</script><p>Hi</p>`,
      );
    // When the place is read, then the country and no city
    for (const [locality, country] of [
      ['Bavaria', 'DE'],
      ['Ontario', 'CA'],
      ['Lombardia', 'IT'],
      ['Andalucía', 'ES'],
      ['Kanagawa', 'JP'],
      ['Osaka-fu', 'JP'],
      ['Texas', 'US'],
      ['Oberösterreich', 'AT'],
    ])
      assert.deepEqual(ld(locality, country), { country, city: null }, locality);
    assert.deepEqual(ld('Berlin', 'DE'), { country: 'DE', city: 'Berlin' });
    // And a footer's region as a whole, or a region named with a country's name inside it, is no city either
    assert.deepEqual(place('<p>Based in Osaka Prefecture, Japan.</p>'), { country: 'JP', city: null });
    assert.deepEqual(place('<p>Mit Sitz im Kanton Zürich, Schweiz.</p>', '/', '', 'de'), { country: 'CH', city: null });
    assert.deepEqual(place('<p>Based in County Cork, Ireland.</p>'), { country: 'IE', city: null });
    assert.deepEqual(place('<p>Based in Île-de-France, France.</p>'), { country: 'FR', city: null });
    assert.deepEqual(place('<footer><p>Kumo, 2-1 Minatomirai, Yokohama, Kanagawa, Japan</p></footer>'), { country: 'JP', city: 'Yokohama' });
  });

  it('given the company\'s own name or legal form before a region and the country ("Olivar Sur S.L., Andalucía, España", "Radwerk e.U. · Bayern, Deutschland", "Acme, Toscana, Italia"), then the country and no city: the name is no town', () => {
    const named = (body: string, brand: string, lang = 'en') =>
      placeOf([digestPage('https://acme.test/', `<html lang="${lang}"><head><title>${brand}</title></head><body>${body}</body></html>`)], brand);
    const read = (p: ReturnType<typeof placeOf>) => ({ country: p.country?.value ?? null, city: p.city?.value ?? null });
    assert.deepEqual(read(named('<footer><p>Olivar Sur S.L., Andalucía, España</p></footer>', 'Olivar Sur', 'es')), { country: 'ES', city: null });
    assert.deepEqual(read(named('<footer><p>Frantoio Verdi S.r.l., Lombardia, Italia</p></footer>', 'Frantoio Verdi', 'it')), { country: 'IT', city: null });
    assert.deepEqual(read(named('<footer><p>Radwerk e.U. · Bayern, Deutschland</p></footer>', 'Radwerk', 'de')), { country: 'DE', city: null });
    assert.deepEqual(read(named('<footer><p>Lumio, Toscana, Italia</p></footer>', 'Lumio', 'it')), { country: 'IT', city: null });
    assert.deepEqual(read(named('<footer><p>Lumio, Scotland, UK</p></footer>', 'Lumio')), { country: 'GB', city: null });
    // And a town before the region still is one
    assert.deepEqual(read(named('<footer><p>Lumio, Via Roma 5, Firenze, Toscana, Italia</p></footer>', 'Lumio', 'it')), { country: 'IT', city: 'Firenze' });
  });

  it('given a site that tells of a move ("Founded in Munich, Germany in 2010, Acme moved to Berlin in 2018", "seit 2018 in Wels"), then not the founding place as where it is; a founding place with no move still is', () => {
    assert.deepEqual(place('<p>Founded in Munich, Germany in 2010, Acme moved to Berlin in 2018.</p>', '/about'), { country: null, city: null });
    assert.deepEqual(place('<p>Gegründet 2010 in München, Deutschland.</p><p>Seit 2018 sind wir in Wels zu Hause.</p>', '/about', '', 'de'), {
      country: null,
      city: null,
    });
    assert.deepEqual(place('<p>Fondée à Lyon, France en 2012.</p><p>Depuis 2019 à Nantes.</p>', '/about', '', 'fr'), { country: null, city: null });
    assert.deepEqual(place('<p>Gegründet 2010 in München, Deutschland.</p>', '/about', '', 'de'), { country: 'DE', city: 'München' });
  });

  it('given a structured locality that holds its region or its ward too ("Munich, Bavaria", "Toronto, ON", "Shibuya-ku, Tokyo") or is a district ("Landkreis Rosenheim", "Wels-Land"), then the town alone, or none', () => {
    const ld = (locality: string, country: string) =>
      place(
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'Organization', address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country } })}</script><p>Hi</p>`,
      );
    assert.deepEqual(ld('Munich, Bavaria', 'DE'), { country: 'DE', city: 'Munich' });
    assert.deepEqual(ld('Toronto, ON', 'CA'), { country: 'CA', city: 'Toronto' });
    assert.deepEqual(ld('Shibuya-ku, Tokyo', 'JP'), { country: 'JP', city: 'Tokyo' });
    assert.deepEqual(ld('Landkreis Rosenheim', 'DE'), { country: 'DE', city: null });
    assert.deepEqual(ld('Wels-Land', 'AT'), { country: 'AT', city: null });
  });

  it('given a region whose name ends on a town\'s ("Comunidad de Madrid, España") or a move said with "installée à" ("depuis 2019 installée à Nantes"), then not that town and not the founding town', () => {
    assert.deepEqual(place('<footer><p>Calle Mayor 3, Comunidad de Madrid, España</p></footer>', '/', '', 'es'), { country: 'ES', city: null });
    assert.deepEqual(place('<p>Fondée à Lyon, France en 2012, la société est depuis 2019 installée à Nantes.</p>', '/about', '', 'fr'), {
      country: null,
      city: null,
    });
  });

  it('given where a person comes from, grew up or studied ("Originally from Lyon, France, Marie founded Acme…", "Unser Gründer stammt aus Graz, Österreich", "nacida en Sevilla, España"), then not the company\'s place; the company\'s own address still is', () => {
    assert.deepEqual(place('<p>Originally from Lyon, France, Marie founded Acme in 2015.</p>', '/about'), { country: null, city: null });
    assert.deepEqual(place('<p>Unser Gründer stammt aus Graz, Österreich.</p>', '/ueber-uns', '', 'de'), { country: null, city: null });
    assert.deepEqual(place('<p>Ana, nacida en Sevilla, España, abrió el estudio en 2012.</p>', '/nosotros', '', 'es'), { country: null, city: null });
    assert.deepEqual(place('<p>Ha studiato a Bologna, Italia, e poi ha aperto lo studio.</p>', '/chi-siamo', '', 'it'), { country: null, city: null });
    assert.deepEqual(
      place('<p>Originally from Lyon, France, Marie founded Acme in 2015.</p><footer><p>Acme SAS, 4 rue Haute, 44000 Nantes, France</p></footer>', '/about'),
      { country: 'FR', city: 'Nantes' },
    );
  });

  it('given a count before a noun and a country ("Mehr als 5000 Projekte in Österreich", "Más de 15000 Clientes en España", "Oltre 30000 Clienti in Italia"), then no place: the number is no postal code; an address still is one', () => {
    assert.deepEqual(place('<p>Mehr als 5000 Projekte in Österreich und Deutschland</p>', '/', '', 'de'), { country: null, city: null });
    assert.deepEqual(place('<p>Más de 15000 Clientes en España</p>', '/', '', 'es'), { country: null, city: null });
    assert.deepEqual(place('<p>Oltre 30000 Clienti in Italia</p>', '/', '', 'it'), { country: null, city: null });
    assert.deepEqual(place('<footer><p>Via Roma 5, 20121 Milano, Italia</p></footer>', '/', '', 'it'), { country: 'IT', city: 'Milano' });
    assert.deepEqual(place('<footer><p>Hauptstraße 1, 4020 Linz, Österreich</p></footer>', '/', '', 'de'), { country: 'AT', city: 'Linz' });
  });

  it('given a structured locality that holds a region\'s code, a region in brackets or a postal code ("Steyr OÖ", "Castellana Grotte (BA)", "München (Bayern)", "Paris 75008", "New York, NY 10001"), then the town alone', () => {
    const ld = (locality: string, country: string) =>
      place(
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'LocalBusiness', address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country } })}</script><p>Hi</p>`,
      );
    assert.deepEqual(ld('Steyr OÖ', 'AT'), { country: 'AT', city: 'Steyr' });
    assert.deepEqual(ld('Castellana Grotte (BA)', 'IT'), { country: 'IT', city: 'Castellana Grotte' });
    assert.deepEqual(ld('München (Bayern)', 'DE'), { country: 'DE', city: 'München' });
    assert.deepEqual(ld('Paris 75008', 'FR'), { country: 'FR', city: 'Paris' });
    assert.deepEqual(ld('New York, NY 10001', 'US'), { country: 'US', city: 'New York' });
    assert.deepEqual(ld('Italia', 'IT'), { country: 'IT', city: null });
  });

  it('given places in two countries on one line with no headquarters among them ("Based in Berlin, Germany and Lisbon, Portugal", "Mit Standorten in Wien, Österreich und München, Deutschland"), then no place; headquarters named first still are', () => {
    assert.deepEqual(place('<p>Based in Berlin, Germany and Lisbon, Portugal.</p>', '/about'), { country: null, city: null });
    assert.deepEqual(place('<p>Our team is spread across Berlin, Germany, Porto, Portugal and Austin, Texas.</p>', '/about'), { country: null, city: null });
    assert.deepEqual(place('<p>Mit Standorten in Wien, Österreich und München, Deutschland.</p>', '/ueber-uns', '', 'de'), { country: null, city: null });
    assert.deepEqual(place('<p>Présents à Paris, France et Montréal, Canada.</p>', '/a-propos', '', 'fr'), { country: null, city: null });
    assert.deepEqual(place('<p>Headquartered in Berlin, Germany, with offices in Lisbon, Portugal.</p>', '/about'), { country: 'DE', city: 'Berlin' });
  });

  it('given a structured address whose locality is a region ("addressLocality": "Puglia") and the town written in an address on the page, then the written town with the structured country; a town of another country is not taken', () => {
    const ld = (locality: string) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'LocalBusiness', address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: 'IT' } })}</script>`;
    assert.deepEqual(place(`${ld('Puglia')}<footer><p>Via del Porto 3, 70013 Castellana Grotte</p></footer>`, '/', '', 'it'), {
      country: 'IT',
      city: 'Castellana Grotte',
    });
    assert.deepEqual(place(`${ld('Puglia')}<footer><p>Hauptstraße 1, 4020 Linz, Österreich</p></footer>`, '/', '', 'it'), { country: 'IT', city: null });
    assert.deepEqual(place(`${ld('Bari')}<footer><p>Via del Porto 3, 70013 Castellana Grotte</p></footer>`, '/', '', 'it'), { country: 'IT', city: 'Bari' });
  });
});
