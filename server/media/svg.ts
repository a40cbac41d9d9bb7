import type { Palette } from './palettes';

/** A deterministic random source for one image. */
export interface Rand {
  (): number;
}

export const between = (rand: Rand, min: number, max: number): number => min + (max - min) * rand();
export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length) % items.length];
export const f = (n: number): string => n.toFixed(1);

/** Shared <defs>: sky and floor gradients, a soft blur and a glow, all from the palette. */
export function defs(p: Palette, extra = ''): string {
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.soft}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#fffdf6" stop-opacity=".95"/><stop offset="1" stop-color="#fffdf6" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="blur4"><feGaussianBlur stdDeviation="4"/></filter>
  ${extra}
</defs>`;
}

/** Out-of-focus lights floating over a scene. */
export function bokeh(rand: Rand, w: number, h: number, color: string, count: number): string {
  let out = '<g filter="url(#blur4)">';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${f(between(rand, 0, w))}" cy="${f(between(rand, 0, h * 0.7))}" r="${f(between(rand, 8, 38))}" fill="${color}" opacity="${between(rand, 0.15, 0.45).toFixed(2)}"/>`;
  }
  return `${out}</g>`;
}

/** A flower seen from the front: layered petals around a centre. */
export function flower(rand: Rand, cx: number, cy: number, r: number, color: string, centre: string): string {
  const petals = 5 + Math.floor(rand() * 4);
  const turn = rand() * 360;
  let out = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(turn)})">`;
  for (let layer = 0; layer < 2; layer++) {
    const lr = r * (layer === 0 ? 1 : 0.62);
    for (let i = 0; i < petals; i++) {
      const a = (360 / petals) * i + layer * (180 / petals);
      out += `<ellipse cx="0" cy="${f(-lr * 0.55)}" rx="${f(lr * 0.42)}" ry="${f(lr * 0.6)}" fill="${color}" opacity="${layer === 0 ? 0.92 : 1}" transform="rotate(${f(a)})"/>`;
    }
  }
  out += `<circle r="${f(r * 0.22)}" fill="${centre}"/></g>`;
  return out;
}

/** A leaf pointing at `angle` degrees. */
export function leaf(cx: number, cy: number, len: number, angle: number, color: string): string {
  return `<path d="M0 0 Q ${f(len * 0.5)} ${f(-len * 0.28)} ${f(len)} 0 Q ${f(len * 0.5)} ${f(len * 0.28)} 0 0Z" fill="${color}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})"/>`;
}

export function svgDocument(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
