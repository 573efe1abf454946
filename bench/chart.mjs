// The chart at the top of BENCHMARKS.md, drawn as plain SVG from a bench run's own numbers (no dependency):
// throughput per GET of the emulator, node:http, Prism and json-server, and the in-process ratio per GET.
import { ratioText } from './lib.mjs';
import { SHORT_LABELS } from './servers.mjs';

const SERVERS = [
  { name: 'emulator', title: 'commerce-emulator', colour: '#2563eb' },
  { name: 'node:http', title: 'node:http, same bytes (ceiling)', colour: '#94a3b8' },
  { name: 'prism', title: 'Prism (static)', colour: '#f59e0b' },
  { name: 'json-server', title: 'json-server', colour: '#a855f7' },
];
const PASS = '#16a34a';
const FAIL = '#dc2626';
const INK = '#1f2937';
const MUTED = '#6b7280';
const GRID = '#e5e7eb';
const HALO = "stroke='#ffffff' stroke-width='4' paint-order='stroke'";
const FONT = "font-family='-apple-system, Segoe UI, Helvetica, Arial, sans-serif'";

const xml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const text = (x, y, content, { size = 12, weight = 400, fill = INK, anchor = 'start', extra = '' } = {}) =>
  `<text x='${x.toFixed(1)}' y='${y.toFixed(1)}' font-size='${size}' font-weight='${weight}' fill='${fill}' text-anchor='${anchor}' ${extra}>${xml(content)}</text>`;
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x='${x.toFixed(1)}' y='${y.toFixed(1)}' width='${Math.max(0, w).toFixed(1)}' height='${Math.max(0, h).toFixed(1)}' fill='${fill}' ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, extra = '') =>
  `<line x1='${x1.toFixed(1)}' y1='${y1.toFixed(1)}' x2='${x2.toFixed(1)}' y2='${y2.toFixed(1)}' stroke='${stroke}' ${extra}/>`;
const short = (v) =>
  v >= 10_000 ? `${(v / 1000).toFixed(0)}k` : v >= 1000 ? `${(v / 1000).toFixed(1)}k` : `${Math.round(v)}`;

/** Round tick step: 1, 2 or 5 times a power of ten, about `count` ticks up to `max`. */
function tickStep(max, count = 5) {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw);
}

export function renderChart(report) {
  const W = 1100;
  const H = 480;
  const parts = [];
  parts.push(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${W}' height='${H}' viewBox='0 0 ${W} ${H}' ${FONT} role='img'>`,
  );
  parts.push(`<title>commerce-emulator benchmarks, ${xml(report.machine.date.slice(0, 10))}</title>`);
  parts.push(rect(0, 0, W, H, '#ffffff'));
  parts.push(text(24, 34, 'commerce-emulator: throughput per GET and in-process cost', { size: 20, weight: 700 }));
  const m = report.machine;
  parts.push(
    text(
      24,
      56,
      `npm run bench, ${m.date.slice(0, 10)}, ${m.cores} cores, Node ${m.node}; load average at start ${m.loadAverage.split(' ')[0]}${report.quick ? '; BENCH_QUICK' : ''}`,
      { size: 12, fill: MUTED },
    ),
  );

  // Left: grouped bars, req/s.
  const t = report.throughput;
  const left = { x: 78, y: 110, w: 600, h: 270 };
  parts.push(text(24, 90, 'Standalone: requests per second, same bytes (higher is better)', { size: 14, weight: 600 }));
  if (!t || t.error) {
    parts.push(text(left.x, left.y + 40, 'throughput not measured in this run', { fill: MUTED }));
  } else {
    const labels = Object.keys(SHORT_LABELS).filter((label) => t.cells.emulator?.[label]);
    const servers = SERVERS.filter((s) => t.cells[s.name]);
    const max = Math.max(...labels.flatMap((label) => servers.map((s) => t.cells[s.name]?.[label]?.rps ?? 0)), 1);
    const step = tickStep(max);
    const top = Math.ceil(max / step) * step;
    const y = (v) => left.y + left.h - (v / top) * left.h;
    for (let v = 0; v <= top + 1e-9; v += step) {
      parts.push(line(left.x, y(v), left.x + left.w, y(v), GRID));
      parts.push(text(left.x - 8, y(v) + 4, short(v), { size: 11, fill: MUTED, anchor: 'end' }));
    }
    parts.push(
      text(30, left.y + left.h / 2, 'req/s', {
        size: 11,
        fill: MUTED,
        anchor: 'middle',
        extra: `transform='rotate(-90 30 ${left.y + left.h / 2})'`,
      }),
    );
    const groupW = left.w / labels.length;
    const barW = Math.min(28, (groupW - 24) / servers.length);
    for (const [g, label] of labels.entries()) {
      const x0 = left.x + g * groupW + (groupW - barW * servers.length) / 2;
      for (const [i, s] of servers.entries()) {
        const v = t.cells[s.name]?.[label]?.rps;
        if (!Number.isFinite(v)) continue;
        const x = x0 + i * barW;
        parts.push(rect(x + 1, y(v), barW - 2, left.y + left.h - y(v), s.colour, "rx='2'"));
        parts.push(text(x + barW / 2, y(v) - 4, short(v), { size: 10, fill: MUTED, anchor: 'middle' }));
      }
      const ratio = t.cells.emulator[label].rps / t.cells['node:http']?.[label]?.rps;
      const cx = left.x + g * groupW + groupW / 2;
      parts.push(text(cx, left.y + left.h + 18, SHORT_LABELS[label], { size: 12, anchor: 'middle', weight: 600 }));
      if (Number.isFinite(ratio)) {
        parts.push(
          text(cx, left.y + left.h + 34, `${ratioText(ratio, '>=', 0.8)}x node:http`, {
            size: 11,
            anchor: 'middle',
            fill: ratio >= 0.8 ? PASS : FAIL,
            weight: 600,
          }),
        );
      }
    }
    parts.push(line(left.x, left.y + left.h, left.x + left.w, left.y + left.h, MUTED));
    // Legend.
    let lx = left.x;
    for (const s of servers) {
      parts.push(rect(lx, H - 34, 12, 12, s.colour, "rx='2'"));
      parts.push(text(lx + 17, H - 24, s.title, { size: 12 }));
      lx += 40 + s.title.length * 7.2;
    }
    parts.push(
      text(
        left.x,
        H - 8,
        'Under each GET: emulator / node:http, green when it meets the target (>= 0.8). Target against Prism and json-server: >= 1.5.',
        {
          size: 11,
          fill: MUTED,
        },
      ),
    );
  }

  // Right: in-process ratio, horizontal bars around 1.0.
  const ip = report.inprocess;
  const right = { x: 760, y: 110, w: 270, h: 270 };
  parts.push(text(right.x, 90, 'In-process (MSW): emulator / static', { size: 14, weight: 600 }));
  if (!ip || ip.error) {
    parts.push(text(right.x, right.y + 40, 'in-process not measured in this run', { fill: MUTED }));
  } else {
    const labels = Object.keys(ip.result);
    const max = Math.ceil(2 * Math.max(1.5, ...labels.map((label) => ip.result[label].pairedRatio))) / 2;
    const x = (v) => right.x + (v / max) * right.w;
    for (let v = 0; v <= max + 1e-9; v += 0.5) {
      parts.push(line(x(v), right.y, x(v), right.y + right.h, GRID));
      parts.push(text(x(v), right.y + right.h + 16, v.toFixed(1), { size: 11, fill: MUTED, anchor: 'middle' }));
    }
    parts.push(line(x(1), right.y - 6, x(1), right.y + right.h, INK, "stroke-dasharray='5 4' stroke-width='1.5'"));
    parts.push(text(x(1) + 4, right.y - 8, 'target <= 1.0', { size: 11, fill: INK }));
    const rowH = right.h / labels.length;
    for (const [i, label] of labels.entries()) {
      const v = ip.result[label].pairedRatio;
      const y0 = right.y + i * rowH;
      parts.push(text(right.x, y0 + 16, SHORT_LABELS[label], { size: 12, weight: 600, extra: HALO }));
      parts.push(rect(right.x, y0 + 24, x(v) - right.x, rowH - 40, v <= 1 ? PASS : FAIL, "rx='2'"));
      parts.push(
        text(x(v) + 6, y0 + 24 + (rowH - 40) / 2 + 4, `${ratioText(v, '<=', 1)}x`, {
          size: 12,
          weight: 600,
          extra: HALO,
        }),
      );
    }
    parts.push(
      text(right.x, right.y + right.h + 34, 'time per fetch / that of a static http.get handler', {
        size: 11,
        fill: MUTED,
      }),
    );
    parts.push(
      text(right.x, right.y + right.h + 48, '(median of per-run ratios; lower is better)', { size: 11, fill: MUTED }),
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
