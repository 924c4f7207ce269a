import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { foundersOf } from './founders.ts';

const founders = (body: string, path = '/', head = '', brand = 'Acme') =>
  foundersOf([digestPage(`https://acme.test${path}`, `<html><head>${head}</head><body>${body}</body></html>`)], brand).map((f) => f.value.name);

describe('who founded or made the product', () => {
  it("given structured data's founder, then that person", () => {
    assert.deepEqual(
      founders('', '/', '<script type="application/ld+json">{"@type":"Organization","founder":{"@type":"Person","name":"Maria Rossi"}}</script>'),
      ['Maria Rossi'],
    );
  });

  it("given a founding or making statement in the site's language, then its people", () => {
    assert.deepEqual(founders('<p>Acme was founded in 2019 by Ana Costa and Jon Keller.</p>'), ['Ana Costa', 'Jon Keller']);
    assert.deepEqual(founders('<p>Acme is built by Pim de Vries, an iOS developer.</p>'), ['Pim de Vries']);
    assert.deepEqual(founders('<footer><p>Designed with ♥ by CJ Okafor</p></footer>'), ['CJ Okafor']);
    assert.deepEqual(founders('<p>Acme wurde von Lena Hofer und Jonas Brandl gegründet.</p>'), ['Lena Hofer', 'Jonas Brandl']);
    assert.deepEqual(founders('<p>Fondée par Claire Martin en 2012.</p>'), ['Claire Martin']);
    assert.deepEqual(founders('<p>Acme è nata nel 2003 dalla visione di Maria Cristina Rossi.</p>'), ['Maria Cristina Rossi']);
  });

  it('given a person as the subject of a founding verb, or named the founder of the company, then that person', () => {
    assert.deepEqual(founders('<p>Jane Doe founded Acme in 2019 to help small teams.</p>'), ['Jane Doe']);
    assert.deepEqual(founders('<p>Max Mustermann gründete Acme 2019 in Köln.</p>'), ['Max Mustermann']);
    assert.deepEqual(founders('<p>Jean Dupont a fondé Acme en 2019.</p><p>Fondée en 2019 par Léa Martin, Acme aide les PME.</p>'), [
      'Jean Dupont',
      'Léa Martin',
    ]);
    assert.deepEqual(founders('<p>Juan Pérez fundó Acme en 2019.</p>'), ['Juan Pérez']);
    assert.deepEqual(founders("<p>Hi, I'm Jane Doe, the founder of Acme.</p><p>Ana Costa is the co-founder of this company.</p>"), ['Jane Doe', 'Ana Costa']);
    assert.deepEqual(founders('<p>Our founders, Jane Doe and John Roe, started Acme in a garage.</p>'), ['Jane Doe', 'John Roe']);
    assert.deepEqual(founders('<p>Mia Wong (Founder)</p>', '/team.html'), ['Mia Wong']);
  });

  it('given a founder\'s or owner\'s role before the name, alone on its line ("Inhaber: Max Mustermann"), then that person', () => {
    assert.deepEqual(founders('<h1>Impressum</h1><p>Inhaber: Max Mustermann</p>', '/impressum.html'), ['Max Mustermann']);
    assert.deepEqual(founders('<p>Gründer und Geschäftsführer: Jana Beispiel</p>', '/ueber-uns.html'), ['Jana Beispiel']);
  });

  it("never a founder of someone else's company", () => {
    assert.deepEqual(founders('<p>Jane Doe, founder of BigCo, spoke at our launch.</p>'), []);
  });

  it('given a credits line, then its people', () => {
    assert.deepEqual(founders('<p>Developers: Ada Marsh (ada), Tomas Vik (tv)</p>'), ['Ada Marsh', 'Tomas Vik']);
  });

  it('given a team card on the about page whose role says founder, owner or CEO, then that person with the role', () => {
    const page = digestPage(
      'https://acme.test/about',
      '<html><body><h1>Our team</h1><h3>Sara Lind</h3><p>Co-founder &amp; CEO</p><h3>Bo Berg</h3><p>Designer</p></body></html>',
    );
    assert.deepEqual(
      foundersOf([page], 'Acme').map((f) => f.value),
      [{ name: 'Sara Lind', title: 'Co-founder & CEO' }],
    );
  });

  it('given a footer credit naming a company by its legal form ("Created by Bright Pixel Apps LLC"), then no founder', () => {
    assert.deepEqual(founders('<main><p>Freight costs under control.</p></main><footer><p>Created by Bright Pixel Apps LLC</p></footer>'), []);
    assert.deepEqual(founders('<footer><p>Created by Brightwave Ltd</p></footer>'), []);
  });

  it("never someone credited for another thing, a testimonial's signature on the homepage, or a company", () => {
    assert.deepEqual(founders('<p>The Roboto font was designed by Christian Hansen.</p>'), []);
    assert.deepEqual(founders('<p>“Acme saves me hours.”</p><div>Rosa Diaz</div><div>Founder · Clinic Diaz</div>'), []);
    assert.deepEqual(founders('<footer><p>Made by Craftsmen Labs</p></footer>'), []);
  });

  it('given people on an about page who say who they are ("Ich heiße A", "Wij: A en B"), then them; never on another page', () => {
    const on = (path: string, body: string) =>
      foundersOf([digestPage(`https://acme.test${path}`, `<html><head><title>Acme</title></head><body>${body}</body></html>`)], 'Acme').map(
        (f) => f.value.name,
      );
    assert.deepEqual(on('/ueber-uns.html', '<p>Ich heiße Bernhard Baumann und habe die Imkerei von meinem Vater übernommen.</p>'), ['Bernhard Baumann']);
    assert.deepEqual(on('/about/', '<p>Grafieken, onderzoek, data.. Wij: Stefan Musch en Rob Storm, beseffen ons dat niet iedereen enthousiast wordt.</p>'), [
      'Stefan Musch',
      'Rob Storm',
    ]);
    assert.deepEqual(on('/blog/post.html', '<p>My name is Jane Doe and I review apps.</p>'), []);
  });
});
