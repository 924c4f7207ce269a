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

// The page's title is its only h1: a post's own headings start one level down.
md.core.ruler.push('demote_headings', (state) => {
  for (const token of state.tokens)
    if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
});

/** Markdown of the site team's posts, rendered safely. */
export const markdown = (source: string): SafeHtml => raw(md.render(source));
