import type { PageLine } from '../../../domain/draft/page.ts';

/** A product's own menu items: its features, its prices, a trial, a demo, a sign-up ("Features", "Pricing", "Start free trial"). */
const PRODUCT_ITEM =
  /^(features|pricing|plans|plans (&|and) pricing|pricing (&|and) plans|sign ?up|sign up free|free trial|start (your )?free trial|try (it )?(for )?free|request a demo|book a demo|get a demo|preise|tarifs|precios|prezzi|preços|funktionen|fonctionnalités|funciones|funcionalidades)$/i;

/**
 * Whether the page's menu (navigation, header, side lists) offers what a product's does: its features, its prices, a trial or a
 * demo. A software product for schools or events lists a syllabus, speakers or a schedule among its features; a class's,
 * a gathering's or a blog's own site sells nothing of the kind.
 */
export const productMenu = (lines: PageLine[]) =>
  lines.some(
    (l) =>
      !l.hidden &&
      (l.area === 'nav' || l.area === 'header' || l.area === 'aside') &&
      l.text.length <= 30 &&
      PRODUCT_ITEM.test(l.text.replace(/\s+/g, ' ').trim()),
  );
