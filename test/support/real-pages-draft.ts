import type { Drafter } from '../../domain/ports/drafter.ts';
import { crawlSite, userAgent } from '../../infra/crawl/crawler.ts';
import { type CheckedProposal, checkedProposal } from '../../workers/drafting.ts';
import { categoryLookup } from '../fixtures/fidelity/corpus.ts';
import { type Label, loadLabel, loadManifest, type ManifestSite } from './real-pages.ts';
import { type RealSites, serveRealSites } from './real-site-server.ts';

export type RealDraft = { site: ManifestSite; label: Label; url: string; draft: CheckedProposal; pagesRead: string[]; failure?: string };

/** The labelled real sites served on loopback, each under its own host name. */
export async function serveLabelledSites(names?: string[]): Promise<{ sites: { site: ManifestSite; label: Label }[]; server: RealSites }> {
  const sites = loadManifest()
    .filter((s) => !names || names.includes(s.name))
    .map((site) => ({ site, label: loadLabel(site.name) }));
  const server = await serveRealSites(sites.map(({ site, label }) => ({ site, host: label.host })));
  return { sites, server };
}

/** Drafts a served site as the service does: the crawler (robots.txt, the guard, the pages it follows), then the drafter and the evidence rule. */
export async function draftRealSite(entry: { site: ManifestSite; label: Label }, server: RealSites, drafter: Drafter): Promise<RealDraft> {
  const url = server.urlOf(entry.site.name);
  const read = await crawlSite(url, { resolver: server.resolver, allowHosts: [entry.label.host], userAgent: userAgent('http://127.0.0.1') });
  if (!read.ok) return { ...entry, url, draft: { fields: {}, extras: {}, warnings: [], categorySuggestions: [] }, pagesRead: [], failure: read.reason };
  const draft = await checkedProposal(drafter, read.pages, categoryLookup());
  return { ...entry, url, draft, pagesRead: read.pages.map((p) => new URL(p.url).pathname) };
}
