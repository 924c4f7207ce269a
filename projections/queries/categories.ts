import type { Faq } from '../../domain/catalog/events.ts';
import { mondayOf } from '../../domain/shared/weeks.ts';
import type { ReadModels } from '../engine/read-models.ts';
import { summaryOf } from '../listing-search.ts';
import { featuredIn } from './featured.ts';

type CategoryDoc = { id: string; slug: string; name: string; description: string; faqs: Faq[]; parent: string | null; attributes: string[] };

export type CategoryNode = {
  slug: string;
  name: string;
  description: string;
  parent: string | null;
  /** Live listings in this category or any of its subcategories, each counted once. */
  live_listings: number;
  subcategories: CategoryNode[];
};

async function liveCount(rm: ReadModels, slugs: string[]): Promise<number> {
  const index = await rm.searchIndex('listing_search_index');
  return (await index.query({ filters: { status: 'live', categories: slugs }, offset: 0, limit: 0 })).total;
}

/** The category tree with live counts. */
export async function categoryTree(rm: ReadModels, includeEmpty: boolean): Promise<CategoryNode[]> {
  const categories = (await (await rm.collection<CategoryDoc>('categories')).find({ sort: [['name', 'asc']] })).items;
  const nodes = new Map<string, CategoryNode>();
  for (const c of categories)
    nodes.set(c.slug, { slug: c.slug, name: c.name, description: c.description, parent: c.parent, live_listings: 0, subcategories: [] });
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent ? nodes.get(n.parent) : undefined;
    if (parent) parent.subcategories.push(n);
    else roots.push(n);
  }
  await Promise.all(
    [...nodes.values()].map(async (n) => {
      n.live_listings = await liveCount(rm, [n.slug, ...n.subcategories.map((s) => s.slug)]);
    }),
  );
  if (includeEmpty) return roots;
  return roots.filter((r) => r.live_listings > 0).map((r) => ({ ...r, subcategories: r.subcategories.filter((s) => s.live_listings > 0) }));
}

/** A category's slug with those of its subcategories: what a category filter matches. */
export async function categoryWithDescendants(rm: ReadModels, slug: string): Promise<string[]> {
  const categories = await rm.collection<CategoryDoc>('categories');
  const children = await categories.find({ where: { parent: slug } });
  return [slug, ...children.items.map((c) => c.slug)];
}

/** A category as the site team defined it (the console's edit form), by slug. */
export async function categoryRecord(rm: ReadModels, slug: string): Promise<CategoryDoc | null> {
  return (await rm.collection<CategoryDoc>('categories')).get(slug);
}

export async function categoryCount(rm: ReadModels): Promise<number> {
  return (await rm.collection('categories')).count();
}

/** A category page: description, FAQs, parent, subcategories with counts, live listings most voted first. */
export async function categoryDetail(rm: ReadModels, slug: string, page: { page: number; perPage: number }, now: Date) {
  const categories = await rm.collection<CategoryDoc>('categories');
  const c = await categories.get(slug);
  if (!c) return null;
  const [parent, children] = await Promise.all([
    c.parent ? categories.get(c.parent) : null,
    categories.find({ where: { parent: slug }, sort: [['name', 'asc']] }),
  ]);
  const slugs = [slug, ...children.items.map((s) => s.slug)];
  const index = await rm.searchIndex('listing_search_index');
  const r = await index.query({
    filters: { status: 'live', categories: slugs },
    sort: { kind: 'field', field: 'votes', direction: 'desc' },
    offset: (page.page - 1) * page.perPage,
    limit: page.perPage,
  });
  return {
    slug: c.slug,
    name: c.name,
    description: c.description,
    faqs: c.faqs,
    attributes: c.attributes,
    parent: parent ? { slug: parent.slug, name: parent.name } : null,
    subcategories: await Promise.all(children.items.map(async (s) => ({ slug: s.slug, name: s.name, live_listings: await liveCount(rm, [s.slug]) }))),
    live_listings: r.total,
    featured: await featuredIn(rm, mondayOf(now), slug),
    items: r.hits.map(summaryOf),
    page: page.page,
    per_page: page.perPage,
    total: r.total,
    total_pages: Math.ceil(r.total / page.perPage),
  };
}

/** Category names and slugs as drafts use them: the list offered to the drafter, and a lookup by slug or name. */
export async function categoryLookup(rm: ReadModels) {
  const all = (await (await rm.collection<CategoryDoc>('categories')).find()).items;
  const bySlugOrName = new Map<string, string>();
  for (const c of all) {
    bySlugOrName.set(c.slug, c.slug);
    bySlugOrName.set(c.name.toLowerCase(), c.slug);
  }
  return {
    list: all.map((c) => ({ slug: c.slug, name: c.name })),
    /** With what each is about, for suggestions from a site's own words. */
    described: all.map((c) => ({ slug: c.slug, name: c.name, description: c.description, parent: c.parent })),
    slugOf: (v: string) => bySlugOrName.get(v.trim().toLowerCase()) ?? bySlugOrName.get(v.trim()) ?? null,
  };
}

export type CategoryLookup = Awaited<ReturnType<typeof categoryLookup>>;
