import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { siteSettingsOf } from '../../../domain/catalog/decide.ts';
import { html } from '../../kit/html.ts';
import { blogView, categoriesView, type FormState, productsView, settingsView } from './catalog-views.ts';

const csrf = html`<input type="hidden" name="csrf" value="t0ken">`;
const shown = (markup: unknown) => load(String(markup));
const refused = (field: string, message: string): FormState => ({
  csrf,
  refusal: { status: 400, message: `invalid ${field}`, issues: [{ field, message }] },
});

describe('the console: site settings', () => {
  it('given the recorded settings, when shown, then each is in its field and the form carries the member token', () => {
    const $ = shown(settingsView(siteSettingsOf({ name: 'Acme Launches', freeWeeklyCapacity: 7 }), { csrf }));
    assert.equal($('input[name=name]').val(), 'Acme Launches');
    assert.equal($('input[name=freeWeeklyCapacity]').val(), '7');
    assert.equal($('form input[name=csrf]').val(), 't0ken');
  });

  it('given a refused capacity, when shown again, then the summary links to the field and the field says why', () => {
    const $ = shown(settingsView(siteSettingsOf({}), refused('paidWeeklyCapacity', 'must be 0 or more')));
    assert.ok($('[role=alert] a[href="#f-paidWeeklyCapacity"]').length > 0, 'the summary links to the field');
    assert.equal($('#f-paidWeeklyCapacity').attr('aria-invalid'), 'true');
    assert.equal($('#f-paidWeeklyCapacity-error').text(), 'must be 0 or more');
  });
});

describe('the console: categories', () => {
  const tree = [{ slug: 'dev-tools', name: 'Dev <tools>', live_listings: 3, subcategories: [{ slug: 'ci', name: 'CI', live_listings: 1 }] }] as Parameters<
    typeof categoriesView
  >[0];

  it('given a tree, when shown, then each category links to its edit form with its live count, names escaped', () => {
    const $ = shown(categoriesView(tree, undefined, null, { csrf }));
    assert.equal($('a[href="/admin/categories?edit=dev-tools"]').text(), 'Dev <tools>');
    assert.match($('.tree').text(), /\(3 live\)/);
    assert.equal($('h2').text(), 'Add a category');
  });

  it('given a refused new category, when shown again, then what was typed is kept', () => {
    const $ = shown(categoriesView(tree, undefined, null, { ...refused('slug', 'must be lowercase'), posted: { slug: 'Bad Slug', name: 'Bad' } }));
    assert.equal($('input[name=slug]').val(), 'Bad Slug');
    assert.equal($('input[name=name]').val(), 'Bad');
  });
});

describe('the console: products', () => {
  const products = [{ product: 'launch', name: 'Paid launch', description: '', price_cents: 4950, needs_listing: true }] as Parameters<typeof productsView>[0];

  it('given a product in cents, when edited, then its price is shown in dollars and the listing box is ticked', () => {
    const $ = shown(productsView(products, products[0], { csrf }));
    assert.equal($('input[name=price]').val(), '49.50');
    assert.ok($('input[name=needs_listing]').is('[checked]'));
  });

  it('given a refusal of the price in cents, when shown, then the dollar field carries it', () => {
    const $ = shown(productsView(products, undefined, refused('priceCents', 'must be 100 or more')));
    assert.equal($('#f-price-error').text(), 'must be 100 or more');
  });
});

describe('the console: blog', () => {
  it('given a post, when edited, then its text, tags and date are in their fields', () => {
    const post = {
      slug: 'hello',
      title: 'Hello',
      summary: '',
      markdown: '# Hi',
      author: 'Ann',
      tags: ['news', 'launch'],
      published_at: '2026-11-02T09:00:00.000Z',
      faqs: [],
    };
    const $ = shown(blogView([], post as unknown as Parameters<typeof blogView>[1], { csrf }));
    assert.equal($('textarea[name=markdown]').text(), '# Hi');
    assert.equal($('textarea[name=tags]').text(), 'news\nlaunch');
    assert.equal($('input[name=publishedAt]').val(), '2026-11-02');
  });
});
