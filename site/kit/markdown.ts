import MarkdownIt from 'markdown-it';
import { raw, type SafeHtml } from './html.ts';

// Raw HTML in the source is shown as text, and markdown-it refuses javascript:, vbscript:, file:
// and non-image data: links: a post cannot carry a script.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '');
  if (/^https?:/i.test(href)) tokens[idx].attrSet('rel', 'nofollow noopener');
  return self.renderToken(tokens, idx, options);
};

// The page's title is its only h1: a post's own headings start one level down, or below the
// heading the text sits under (`demote`).
md.core.ruler.push('demote_headings', (state) => {
  const by = typeof state.env?.demote === 'number' ? state.env.demote : 1;
  for (const token of state.tokens)
    if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + by)}`;
});

/** Markdown of the site team's posts (or the contract's descriptions), rendered safely; headings start `demote` levels down. */
export const markdown = (source: string, demote = 1): SafeHtml => raw(md.render(source, { demote }));
