import { html, type SafeHtml } from './html.ts';

export type Bar = { label: string; value: number };

type Chart = {
  /** What the bars count, per what: "Views per day". */
  title: string;
  bars: Bar[];
  /** The horizontal axis's name: "Day (UTC)". */
  xTitle: string;
  /** How each bar's label reads on the axis (its first, middle and last). */
  tick?: (label: string) => string;
  /** What to say when every bar is zero, in place of an empty frame. */
  empty: string;
};

const VIEW_HEIGHT = 100;
const BAR_WIDTH = 10;

/**
 * A bar chart drawn on the server: the bars as inline SVG stretched to the width of the page (no
 * script, and no inline style, which the CSP refuses), the axes as text beside and under them, so
 * the labels stay readable at any width and line up with the first and last bar. The SVG says what
 * it shows to screen readers and each bar carries its label and value as a tooltip. With nothing
 * counted yet, it says so instead of drawing an empty frame.
 */
export function barChart(o: Chart): SafeHtml {
  const peak = Math.max(0, ...o.bars.map((b) => b.value));
  const total = o.bars.reduce((sum, b) => sum + b.value, 0);
  if (peak === 0) return html`<p class="chart-empty">${o.empty}</p>`;
  const tick = o.tick ?? ((label: string) => label);
  const first = o.bars[0]?.label ?? '';
  const last = o.bars[o.bars.length - 1]?.label ?? '';
  const middle = o.bars[Math.floor((o.bars.length - 1) / 2)]?.label ?? '';
  const width = Math.max(1, o.bars.length) * BAR_WIDTH;
  // A round top for the axis: the peak itself, so the highest bar touches the top line.
  const half = peak / 2;
  return html`<div class="plot"><div class="y-axis" aria-hidden="true"><span>${peak}</span><span>${Number.isInteger(half) ? half : half.toFixed(1)}</span><span>0</span></div>
<svg class="chart bars" role="img" viewBox="0 0 ${width} ${VIEW_HEIGHT}" preserveAspectRatio="none" focusable="false">
<title>${o.title}: ${total} in all, at most ${peak} in one bar, from ${first} to ${last}</title>
<line class="grid-line" x1="0" y1="0.5" x2="${width}" y2="0.5" vector-effect="non-scaling-stroke"/><line class="grid-line" x1="0" y1="${VIEW_HEIGHT / 2}" x2="${width}" y2="${VIEW_HEIGHT / 2}" vector-effect="non-scaling-stroke"/>
${o.bars.map((b, i) => {
  const h = Math.round((b.value / peak) * VIEW_HEIGHT * 10) / 10;
  return html`<rect class="bar" x="${i * BAR_WIDTH + 1}" y="${(VIEW_HEIGHT - h).toFixed(1)}" width="${BAR_WIDTH - 2}" height="${h}"><title>${b.label}: ${b.value}</title></rect>`;
})}
</svg>
<div class="x-axis" aria-hidden="true"><span>${tick(first)}</span>${o.bars.length > 2 ? html`<span>${tick(middle)}</span>` : ''}<span>${tick(last)}</span></div></div>
<p class="axis-title" aria-hidden="true">${o.xTitle}</p>`;
}
