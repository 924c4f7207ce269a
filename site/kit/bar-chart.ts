import { html, type SafeHtml } from './html.ts';

export type Bar = { label: string; value: number };

/**
 * A bar chart drawn on the server as inline SVG: no script, readable without CSS. Each bar carries
 * its label and value as a tooltip, the chart says what it shows to screen readers, and the axis
 * names the first and last bar and the highest value.
 */
export function barChart(o: { title: string; bars: Bar[]; width?: number; height?: number }): SafeHtml {
  const width = o.width ?? 600;
  const height = o.height ?? 120;
  const top = 14;
  const bottom = 18;
  const plot = height - top - bottom;
  const peak = Math.max(0, ...o.bars.map((b) => b.value));
  const scale = Math.max(1, peak);
  const step = o.bars.length ? width / o.bars.length : width;
  const gap = step > 6 ? 1 : 0;
  const total = o.bars.reduce((sum, b) => sum + b.value, 0);
  const first = o.bars[0]?.label ?? '';
  const last = o.bars[o.bars.length - 1]?.label ?? '';
  return html`<svg class="chart" role="img" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<title>${o.title}: ${total} in all, at most ${peak} in one bar, from ${first} to ${last}</title>
<line class="axis" x1="0" y1="${top + plot}" x2="${width}" y2="${top + plot}"/>
${o.bars.map((b, i) => {
  const h = Math.round((b.value / scale) * plot * 10) / 10;
  return html`<rect class="bar" x="${(i * step).toFixed(1)}" y="${(top + plot - h).toFixed(1)}" width="${Math.max(0.5, step - gap).toFixed(1)}" height="${h}"><title>${b.label}: ${b.value}</title></rect>`;
})}
<text class="label" x="0" y="${height - 4}">${first}</text><text class="label" x="${width}" y="${height - 4}" text-anchor="end">${last}</text>
<text class="label" x="0" y="${top - 3}">${peak}</text>
</svg>`;
}
