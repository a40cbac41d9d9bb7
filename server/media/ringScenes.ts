import type { Palette } from './palettes';
import { between, bokeh, defs, f, pick, type Rand } from './svg';
import { PHOTO_H, PHOTO_W, PORTRAIT_SIZE } from './scenes';

/** What a ring photo's variant says: `engagement-pt950-wave` (see lib/rings/media). */
export interface RingLook {
  type: 'engagement' | 'wedding';
  metal: string;
  design: string;
}

export function parseRingVariant(variant: string): RingLook {
  const [type, metal = 'pt950', design = 'straight'] = variant.split('-');
  return { type: type === 'wedding' ? 'wedding' : 'engagement', metal, design };
}

/** Light → dark stops of each metal. */
const METAL_STOPS: Record<string, [string, string, string]> = {
  pt950: ['#ffffff', '#d7dbe0', '#8b929b'],
  pt900: ['#fbfbfb', '#cfd2d6', '#858a91'],
  k18yg: ['#fff3c4', '#e2bc5c', '#9a7426'],
  k18pg: ['#ffe6dc', '#e6a38f', '#a4604f'],
  k18wg: ['#fffdf6', '#e3ded2', '#9b968b'],
};

function metalGradient(id: string, metal: string): string {
  const stops = METAL_STOPS[metal] ?? METAL_STOPS.pt950;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stops[0]}"/><stop offset=".45" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></linearGradient>`;
}

/** A brilliant-cut diamond seen from the side, its table up. */
function diamond(cx: number, cy: number, r: number): string {
  const top = cy - r * 0.55;
  return `<g><polygon points="${f(cx - r)},${f(cy - r * 0.15)} ${f(cx - r * 0.55)},${f(top)} ${f(cx + r * 0.55)},${f(top)} ${f(cx + r)},${f(cy - r * 0.15)} ${f(cx)},${f(cy + r)}" fill="#f4fbff" stroke="#b9cbd9" stroke-width="2"/>
<polyline points="${f(cx - r)},${f(cy - r * 0.15)} ${f(cx + r)},${f(cy - r * 0.15)}" stroke="#c9d8e4" stroke-width="2" fill="none"/>
<polyline points="${f(cx - r * 0.55)},${f(top)} ${f(cx - r * 0.2)},${f(cy - r * 0.15)} ${f(cx)},${f(cy + r)} ${f(cx + r * 0.2)},${f(cy - r * 0.15)} ${f(cx + r * 0.55)},${f(top)}" stroke="#d4e2ec" stroke-width="1.5" fill="none"/>
<circle cx="${f(cx - r * 0.3)}" cy="${f(top + r * 0.25)}" r="${f(r * 0.12)}" fill="#fff"/></g>`;
}

/**
 * The band's front edge as a path: straight, wave, V, S or twist. The ring is an ellipse
 * (cx, cy, rx, ry) seen from slightly above; the design bends its front half.
 */
function bandPath(design: string, cx: number, cy: number, rx: number, ry: number, phase = 0): string {
  const pts: string[] = [];
  for (let i = 0; i <= 72; i++) {
    const a = (Math.PI * 2 * i) / 72;
    const front = Math.max(0, Math.sin(a)); // 1 at the front (bottom of the ellipse), 0 behind
    const x = cx + rx * Math.cos(a);
    let dy = 0;
    if (design === 'wave') dy = Math.sin(a * 3 + phase) * ry * 0.12;
    else if (design === 'vline') dy = -(front ** 6) * ry * 0.3;
    else if (design === 'sline') dy = Math.sin(a * 2 + phase) * ry * 0.14 * front;
    else if (design === 'twist') dy = Math.sin(a * 2 + phase) * ry * 0.08;
    pts.push(`${f(x)},${f(cy + ry * Math.sin(a) + dy)}`);
  }
  return `M${pts.join(' L')}Z`;
}

function stonesAround(cx: number, cy: number, rx: number, ry: number, count: number, frontOnly: boolean): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = frontOnly ? Math.PI / 2 + ((i - (count - 1) / 2) * Math.PI) / (count * 2.2) : (Math.PI * 2 * i) / count;
    if (!frontOnly && Math.sin(a) < -0.2) continue;
    out += `<circle cx="${f(cx + rx * Math.cos(a))}" cy="${f(cy + ry * Math.sin(a))}" r="${f(rx * 0.035)}" fill="#f6fcff" stroke="#b8c8d6" stroke-width="1.2"/>`;
  }
  return out;
}

/** One band: its metal (combi: two tones), its design's shape and stones. */
function band(look: RingLook, cx: number, cy: number, rx: number, width: number, phase: number): string {
  const ry = rx * 0.42;
  const combi = look.metal === 'combi';
  const outer = combi ? 'url(#metalA)' : 'url(#metal)';
  let out = `<ellipse cx="${f(cx)}" cy="${f(cy + ry + 26)}" rx="${f(rx * 1.05)}" ry="${f(ry * 0.35)}" fill="#000" opacity=".12" filter="url(#blur4)"/>`;
  out += `<path d="${bandPath(look.design, cx, cy, rx, ry, phase)}" fill="none" stroke="${outer}" stroke-width="${f(width)}" stroke-linejoin="round"/>`;
  if (combi || look.design === 'twist') {
    out += `<path d="${bandPath(look.design === 'twist' ? 'twist' : look.design, cx, cy + width * 0.18, rx * 0.985, ry, phase + Math.PI)}" fill="none" stroke="${combi ? 'url(#metalB)' : 'url(#metal)'}" stroke-width="${f(width * 0.45)}" opacity=".95"/>`;
  }
  out += `<path d="${bandPath(look.design, cx, cy - width * 0.22, rx * 0.97, ry * 0.97, phase)}" fill="none" stroke="#ffffff" stroke-width="${f(width * 0.12)}" opacity=".55"/>`;
  if (look.design === 'eternity') out += stonesAround(cx, cy, rx, ry, 22, false);
  if (look.design === 'melee') out += stonesAround(cx, cy, rx, ry, 5, true);
  return out;
}

/** A ring product photo: an engagement ring with its centre diamond, or a wedding ring pair. */
export function ringPhoto(rand: Rand, p: Palette, look: RingLook, n: number): string {
  const W = PHOTO_W;
  const H = PHOTO_H;
  const extra = `${metalGradient('metal', look.metal)}${metalGradient('metalA', 'pt950')}${metalGradient('metalB', 'k18pg')}`;
  const backdrop = n === 2 ? `<rect width="${W}" height="${H}" fill="${p.deep}"/>` : `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const cx = W / 2 + between(rand, -60, 60);
  const cy = H / 2 + 40 + between(rand, -20, 20);
  const phase = rand() * Math.PI;
  let body: string;
  if (look.type === 'wedding') {
    // The pair: the men's ring wider and larger behind, the ladies' in front.
    body = band(look, cx + 110, cy - 40, 230, 34, phase) + band(look, cx - 110, cy + 40, 190, 24, phase + 1);
  } else {
    const rx = 250;
    const ry = rx * 0.42;
    const top = cy - ry;
    const stone = look.design === 'solitaire' ? 74 : 60;
    body = band(look, cx, cy, rx, 26, phase);
    body += `<path d="M${f(cx - stone * 0.7)} ${f(top + 4)} L${f(cx - stone * 0.45)} ${f(top - stone * 0.9)} M${f(cx + stone * 0.7)} ${f(top + 4)} L${f(cx + stone * 0.45)} ${f(top - stone * 0.9)}" stroke="url(#metal)" stroke-width="10" stroke-linecap="round"/>`;
    body += diamond(cx, top - stone * 1.05, stone);
    body += `<circle cx="${f(cx)}" cy="${f(top - stone * 1.2)}" r="${f(stone * 2.4)}" fill="url(#glow)" opacity=".55"/>`;
  }
  let sparkles = '';
  for (let i = 0; i < 10; i++) {
    const x = between(rand, 0, W);
    const y = between(rand, 0, H * 0.6);
    const s = between(rand, 5, 14);
    sparkles += `<path d="M${f(x)} ${f(y - s)} L${f(x + s * 0.25)} ${f(y)} L${f(x)} ${f(y + s)} L${f(x - s * 0.25)} ${f(y)}Z M${f(x - s)} ${f(y)} L${f(x)} ${f(y + s * 0.25)} L${f(x + s)} ${f(y)} L${f(x)} ${f(y - s * 0.25)}Z" fill="#fffbe8" opacity=".8"/>`;
  }
  const surface = n === 3 ? `<rect y="${f(H * 0.68)}" width="${W}" height="${f(H * 0.32)}" fill="${p.soft}"/>` : '';
  return `${defs(p, extra)}${backdrop}${surface}${bokeh(rand, W, H, n === 2 ? p.mid : '#ffffff', 18)}${body}${sparkles}`;
}

/** A brand logo: its latin name set in a serif with a ring emblem, on the brand's colour. */
export function brandLogo(rand: Rand, p: Palette, variant: string): string {
  const S = PORTRAIT_SIZE;
  const name = variant.replace(/^logo-/, '').replace(/[^A-Z0-9_]/g, '').replace(/_/g, ' ').trim().slice(0, 24) || 'RING';
  const size = Math.min(84, Math.floor((S * 0.84) / Math.max(4, name.length * 0.72)));
  const dark = pick(rand, [true, false]);
  const bg = dark ? p.deep : p.light;
  const ink = dark ? '#fffaf0' : p.deep;
  const r = between(rand, 54, 70);
  return `${defs(p)}<rect width="${S}" height="${S}" fill="${bg}"/>
<circle cx="${S / 2 - r * 0.45}" cy="${f(S * 0.36)}" r="${f(r)}" fill="none" stroke="${p.accent}" stroke-width="9"/>
<circle cx="${S / 2 + r * 0.45}" cy="${f(S * 0.36)}" r="${f(r)}" fill="none" stroke="${ink}" stroke-width="9" opacity=".9"/>
<text x="${S / 2}" y="${f(S * 0.7)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${size}" letter-spacing="${f(size * 0.08)}" fill="${ink}">${name}</text>
<line x1="${f(S * 0.3)}" y1="${f(S * 0.78)}" x2="${f(S * 0.7)}" y2="${f(S * 0.78)}" stroke="${p.accent}" stroke-width="3"/>`;
}
