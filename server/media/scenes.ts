import type { Palette } from './palettes';
import { between, bokeh, defs, f, flower, leaf, pick, type Rand } from './svg';

export const PHOTO_W = 1200;
export const PHOTO_H = 800;
export const PORTRAIT_SIZE = 600;

export type SceneName = 'chapel' | 'reception' | 'dress' | 'cuisine' | 'garden' | 'bouquet' | 'facility' | 'shrine' | 'rings' | 'bride' | 'portrait';
type Scene = (rand: Rand, p: Palette) => string;

const W = PHOTO_W;
const H = PHOTO_H;
const vignette = `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;

function petals(rand: Rand, color: string, count: number, yMin = 0, yMax = H): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(rand, 0, W);
    const y = between(rand, yMin, yMax);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(rand, 4, 9))}" ry="${f(between(rand, 2.5, 5))}" fill="${color}" opacity="${between(rand, 0.5, 0.9).toFixed(2)}" transform="rotate(${f(between(rand, 0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

/** A chapel seen down the aisle: arched window of light, pews, petals on the carpet. */
const chapel: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -80, 80);
  const archW = between(rand, 200, 280);
  let pews = '';
  for (let i = 0; i < 6; i++) {
    const t = i / 6;
    const y = 470 + t * t * 330 + i * 12;
    const inner = 40 + t * 110;
    const outer = 260 + t * 520;
    const hgt = 14 + t * 36;
    pews += `<rect x="${f(cx - inner - outer)}" y="${f(y)}" width="${f(outer)}" height="${f(hgt)}" rx="4" fill="${p.deep}" opacity=".82"/>`;
    pews += `<rect x="${f(cx + inner)}" y="${f(y)}" width="${f(outer)}" height="${f(hgt)}" rx="4" fill="${p.deep}" opacity=".82"/>`;
  }
  let candles = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const x = cx + side * (archW / 2 + 40 + i * 26);
      candles += `<rect x="${f(x - 4)}" y="${f(360 - i * 6)}" width="8" height="${f(60 + i * 6)}" fill="#fffaf0"/><circle cx="${f(x)}" cy="${f(352 - i * 6)}" r="14" fill="url(#glow)"/><ellipse cx="${f(x)}" cy="${f(354 - i * 6)}" rx="3" ry="6" fill="#ffd27a"/>`;
    }
  }
  return `${defs(p)}
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect x="0" y="0" width="${f(cx - archW)}" height="${H}" fill="${p.soft}" opacity=".6"/>
<rect x="${f(cx + archW)}" y="0" width="${f(W - cx - archW)}" height="${H}" fill="${p.soft}" opacity=".6"/>
<path d="M${f(cx - archW / 2)} 430 V${f(150 + archW / 2)} A${f(archW / 2)} ${f(archW / 2)} 0 0 1 ${f(cx + archW / 2)} ${f(150 + archW / 2)} V430Z" fill="#fffdf4"/>
<path d="M${f(cx)} 150 V430 M${f(cx - archW / 2)} 290 H${f(cx + archW / 2)}" stroke="${p.mid}" stroke-width="6" opacity=".35"/>
<circle cx="${f(cx)}" cy="260" r="${f(archW * 1.1)}" fill="url(#glow)" opacity=".8"/>
<polygon points="0,${H} ${W},${H} ${W},470 0,470" fill="url(#floor)"/>
<polygon points="${f(cx - 40)},470 ${f(cx + 40)},470 ${f(cx + 170)},${H} ${f(cx - 170)},${H}" fill="#fbf7ee"/>
${candles}${pews}
${petals(rand, p.mid, 40, 480, H)}
${bokeh(rand, W, H, '#fff8e8', 14)}${vignette}`;
};

/** A banquet hall: round tables with white cloth and centrepieces under chandeliers. */
const reception: Scene = (rand, p) => {
  let lights = '';
  for (let i = 0; i < 3; i++) {
    const x = 220 + i * 380 + between(rand, -40, 40);
    lights += `<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="90" stroke="${p.accent}" stroke-width="2"/><circle cx="${f(x)}" cy="110" r="120" fill="url(#glow)" opacity=".7"/><ellipse cx="${f(x)}" cy="110" rx="46" ry="22" fill="${p.accent}" opacity=".85"/><ellipse cx="${f(x)}" cy="100" rx="30" ry="10" fill="#fff6da"/>`;
  }
  let tables = '';
  const rows = [
    { y: 480, rx: 120, n: 4, scale: 0.7 },
    { y: 650, rx: 190, n: 3, scale: 1 },
  ];
  for (const row of rows) {
    for (let i = 0; i < row.n; i++) {
      const x = (W / row.n) * (i + 0.5) + between(rand, -30, 30);
      const ry = row.rx * 0.3;
      tables += `<ellipse cx="${f(x)}" cy="${f(row.y + ry * 1.6)}" rx="${f(row.rx * 1.02)}" ry="${f(ry * 0.9)}" fill="#000" opacity=".12"/>`;
      tables += `<path d="M${f(x - row.rx)} ${f(row.y)} L${f(x - row.rx * 0.96)} ${f(row.y + ry * 1.7)} Q${f(x)} ${f(row.y + ry * 2.4)} ${f(x + row.rx * 0.96)} ${f(row.y + ry * 1.7)} L${f(x + row.rx)} ${f(row.y)}Z" fill="#f7f3ec"/>`;
      tables += `<ellipse cx="${f(x)}" cy="${f(row.y)}" rx="${f(row.rx)}" ry="${f(ry)}" fill="#fffdf8"/>`;
      for (let k = 0; k < 5; k++) {
        tables += flower(rand, x + between(rand, -26, 26) * row.scale, row.y - 22 * row.scale + between(rand, -12, 6) * row.scale, 16 * row.scale, pick(rand, [p.mid, p.soft, '#ffffff', p.deep]), p.accent);
      }
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI * 2 * k) / 6 + 0.3;
        tables += `<circle cx="${f(x + Math.cos(a) * row.rx * 0.72)}" cy="${f(row.y + Math.sin(a) * ry * 0.72)}" r="${f(10 * row.scale)}" fill="#ffffff" stroke="${p.soft}" stroke-width="2"/>`;
      }
    }
  }
  return `${defs(p)}
<rect width="${W}" height="${H}" fill="${p.deep}"/>
<rect width="${W}" height="420" fill="url(#sky)" opacity=".35"/>
<rect x="0" y="380" width="${W}" height="${H - 380}" fill="${p.mid}" opacity=".55"/>
${lights}${bokeh(rand, W, 420, p.accent, 26)}${tables}${vignette}`;
};

/** A wedding dress on a stand by a bright window with curtains. */
const dress: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -160, 160);
  const skirt = between(rand, 230, 320);
  let lace = '';
  for (let i = 0; i < 18; i++) {
    const t = i / 17;
    lace += `<circle cx="${f(cx - skirt + t * skirt * 2)}" cy="${f(722 + Math.sin(i) * 4)}" r="10" fill="none" stroke="${p.soft}" stroke-width="2"/>`;
  }
  return `${defs(p)}
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect x="${f(cx - 330)}" y="60" width="660" height="560" rx="8" fill="#fffdf6"/>
<circle cx="${f(cx)}" cy="300" r="420" fill="url(#glow)"/>
<path d="M${f(cx - 360)} 40 Q${f(cx - 300)} 360 ${f(cx - 380)} 700 L${f(cx - 470)} 700 L${f(cx - 470)} 40Z" fill="${p.mid}" opacity=".7"/>
<path d="M${f(cx + 360)} 40 Q${f(cx + 300)} 360 ${f(cx + 380)} 700 L${f(cx + 470)} 700 L${f(cx + 470)} 40Z" fill="${p.mid}" opacity=".7"/>
<rect x="0" y="700" width="${W}" height="100" fill="${p.soft}"/>
<ellipse cx="${f(cx)}" cy="735" rx="${f(skirt * 1.1)}" ry="26" fill="#000" opacity=".12"/>
<path d="M${f(cx - 46)} 210 Q${f(cx)} 190 ${f(cx + 46)} 210 L${f(cx + 40)} 330 Q${f(cx)} 345 ${f(cx - 40)} 330Z" fill="#ffffff" stroke="${p.soft}" stroke-width="3"/>
<path d="M${f(cx - 40)} 330 Q${f(cx - skirt * 0.6)} 520 ${f(cx - skirt)} 725 Q${f(cx)} 760 ${f(cx + skirt)} 725 Q${f(cx + skirt * 0.6)} 520 ${f(cx + 40)} 330 Q${f(cx)} 345 ${f(cx - 40)} 330Z" fill="#ffffff" stroke="${p.soft}" stroke-width="3"/>
<path d="M${f(cx - 20)} 345 Q${f(cx - skirt * 0.35)} 540 ${f(cx - skirt * 0.55)} 735 M${f(cx + 20)} 345 Q${f(cx + skirt * 0.35)} 540 ${f(cx + skirt * 0.55)} 735" stroke="${p.soft}" stroke-width="3" fill="none"/>
<rect x="${f(cx - 42)}" y="322" width="84" height="12" rx="6" fill="${p.accent}"/>
${lace}
<path d="M${f(cx - 30)} 196 Q${f(cx)} 170 ${f(cx + 30)} 196" stroke="${p.deep}" stroke-width="3" fill="none"/>
<line x1="${f(cx)}" y1="120" x2="${f(cx)}" y2="180" stroke="${p.deep}" stroke-width="4"/>
${bokeh(rand, W, H, '#ffffff', 12)}${vignette}`;
};

/** A course plate seen from above on a linen cloth, with cutlery and a glass. */
const cuisine: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -60, 60);
  const cy = H / 2 + between(rand, -20, 20);
  let food = '';
  const colours = ['#c0573f', '#e7a23b', '#6e9b4e', '#f1e3c2', '#8c3b3b', '#f4c7a1'];
  for (let i = 0; i < 7; i++) {
    const a = rand() * Math.PI * 2;
    const d = between(rand, 0, 90);
    food += `<ellipse cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d * 0.8)}" rx="${f(between(rand, 26, 58))}" ry="${f(between(rand, 18, 40))}" fill="${pick(rand, colours)}" transform="rotate(${f(between(rand, 0, 180))} ${f(cx)} ${f(cy)})"/>`;
  }
  for (let i = 0; i < 9; i++) food += leaf(cx + between(rand, -90, 90), cy + between(rand, -70, 70), between(rand, 18, 34), between(rand, 0, 360), pick(rand, ['#5d8d45', '#7fb05a', '#3f6f3a']));
  for (let i = 0; i < 14; i++) food += `<circle cx="${f(cx + between(rand, -170, 170))}" cy="${f(cy + between(rand, -150, 150))}" r="${f(between(rand, 3, 7))}" fill="${pick(rand, ['#8e1d2a', '#c0573f', '#f0d48a'])}"/>`;
  return `${defs(p)}
<rect width="${W}" height="${H}" fill="${p.light}"/>
<g opacity=".25" stroke="${p.mid}" stroke-width="2">${Array.from({ length: 24 }, (_, i) => `<line x1="${i * 52}" y1="0" x2="${i * 52}" y2="${H}"/>`).join('')}</g>
<circle cx="${f(cx + 12)}" cy="${f(cy + 16)}" r="280" fill="#000" opacity=".12" filter="url(#blur4)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="280" fill="#ffffff"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="236" fill="none" stroke="${p.soft}" stroke-width="3"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="200" fill="#fbfaf7"/>
<path d="M${f(cx - 150)} ${f(cy + 60)} Q${f(cx)} ${f(cy + 170)} ${f(cx + 150)} ${f(cy + 60)}" stroke="${p.deep}" stroke-width="8" fill="none" opacity=".55" stroke-linecap="round"/>
${food}
<rect x="${f(cx - 360)}" y="${f(cy - 200)}" width="16" height="400" rx="8" fill="#d9d4cb"/>
<rect x="${f(cx + 340)}" y="${f(cy - 200)}" width="16" height="400" rx="8" fill="#d9d4cb"/>
<rect x="${f(cx + 380)}" y="${f(cy - 200)}" width="14" height="400" rx="7" fill="#d9d4cb"/>
<circle cx="${f(cx + 440)}" cy="${f(cy - 250)}" r="70" fill="#ffffff" opacity=".6" stroke="#e8e4dc" stroke-width="4"/>
<circle cx="${f(cx + 440)}" cy="${f(cy - 250)}" r="52" fill="${p.mid}" opacity=".35"/>
${vignette}`;
};

function tree(rand: Rand, x: number, y: number, s: number, p: Palette): string {
  let out = `<rect x="${f(x - 8 * s)}" y="${f(y - 40 * s)}" width="${f(16 * s)}" height="${f(60 * s)}" fill="#6b5443"/>`;
  for (let i = 0; i < 6; i++) out += `<circle cx="${f(x + between(rand, -50, 50) * s)}" cy="${f(y - between(rand, 60, 130) * s)}" r="${f(between(rand, 36, 58) * s)}" fill="${pick(rand, ['#5f8f55', '#7aa866', '#4c7a48', p.mid === '#e597ab' ? '#f3b7c6' : '#6d9c5c'])}"/>`;
  return out;
}

/** A garden ceremony: lawn, trees, and a flower arch at the end of a path. */
const garden: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -120, 120);
  let trees = '';
  for (let i = 0; i < 5; i++) {
    const left = i % 2 === 0;
    trees += tree(rand, left ? between(rand, 40, cx - 260) : between(rand, cx + 260, W - 40), between(rand, 430, 470), between(rand, 0.8, 1.3), p);
  }
  let arch = '';
  for (let i = 0; i <= 20; i++) {
    const a = Math.PI + (Math.PI * i) / 20;
    arch += flower(rand, cx + Math.cos(a) * 130, 300 + Math.sin(a) * 130, between(rand, 12, 20), pick(rand, ['#ffffff', p.soft, p.mid]), p.accent);
  }
  let chairs = '';
  for (let r = 0; r < 3; r++) {
    for (const side of [-1, 1]) {
      for (let c = 0; c < 3; c++) {
        const s = 0.8 + r * 0.3;
        const x = cx + side * (80 + r * 30 + c * 60 * s);
        const y = 520 + r * 80;
        chairs += `<rect x="${f(x - 14 * s)}" y="${f(y)}" width="${f(28 * s)}" height="${f(34 * s)}" rx="3" fill="#ffffff" stroke="${p.soft}"/>`;
      }
    }
  }
  return `${defs(p)}
<linearGradient id="skyblue" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe0f2"/><stop offset="1" stop-color="${p.light}"/></linearGradient>
<rect width="${W}" height="${H}" fill="url(#skyblue)"/>
<circle cx="${f(between(rand, 100, W - 100))}" cy="90" r="160" fill="url(#glow)"/>
<path d="M0 420 Q300 360 600 410 T${W} 400 V${H} H0Z" fill="#8cbf74"/>
<path d="M0 470 Q400 430 ${W} 470 V${H} H0Z" fill="#79ae63"/>
${trees}
<polygon points="${f(cx - 30)},440 ${f(cx + 30)},440 ${f(cx + 200)},${H} ${f(cx - 200)},${H}" fill="#efe6d2"/>
<path d="M${f(cx - 130)} 440 V300 A130 130 0 0 1 ${f(cx + 130)} 300 V440" stroke="#ffffff" stroke-width="10" fill="none"/>
${arch}${chairs}
${petals(rand, '#ffffff', 24, 0, H)}${vignette}`;
};

/** A bridal bouquet with a ribbon on a soft background. */
const bouquet: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -200, 200);
  const cy = 330;
  let leaves = '';
  for (let i = 0; i < 16; i++) leaves += leaf(cx, cy, between(rand, 150, 220), between(rand, 0, 360), pick(rand, ['#6d9c5c', '#4c7a48', '#8fb77a']));
  let flowers = '';
  for (let i = 0; i < 26; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * 150;
    flowers += flower(rand, cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.85, between(rand, 28, 46), pick(rand, ['#ffffff', p.soft, p.mid, p.light, p.deep]), pick(rand, [p.accent, '#f6e7b0']));
  }
  return `${defs(p)}
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${bokeh(rand, W, H, p.mid, 20)}
<path d="M${f(cx - 40)} 460 L${f(cx - 24)} 760 L${f(cx + 24)} 760 L${f(cx + 40)} 460Z" fill="#5f8452"/>
${leaves}${flowers}
<path d="M${f(cx - 50)} 520 Q${f(cx)} 500 ${f(cx + 50)} 520 L${f(cx + 44)} 560 Q${f(cx)} 545 ${f(cx - 44)} 560Z" fill="${p.accent}"/>
<path d="M${f(cx)} 540 Q${f(cx - 90)} 640 ${f(cx - 60)} 760 M${f(cx)} 540 Q${f(cx + 80)} 650 ${f(cx + 70)} 780" stroke="${p.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
${vignette}`;
};

/** The venue's exterior: a white building with arched windows, steps and trees. */
const facility: Scene = (rand, p) => {
  const bw = between(rand, 640, 820);
  const bx = (W - bw) / 2 + between(rand, -80, 80);
  const floors = 2 + Math.floor(rand() * 2);
  const fh = 150;
  const top = 600 - floors * fh;
  let windows = '';
  const cols = Math.floor(bw / 110);
  for (let r = 0; r < floors; r++) {
    for (let c = 0; c < cols; c++) {
      const x = bx + 30 + c * ((bw - 60) / cols) + 20;
      const y = top + r * fh + 34;
      windows += `<path d="M${f(x)} ${f(y + 90)} V${f(y + 26)} A26 26 0 0 1 ${f(x + 52)} ${f(y + 26)} V${f(y + 90)}Z" fill="${rand() > 0.4 ? '#fff3cf' : p.soft}" stroke="${p.deep}" stroke-width="3"/>`;
    }
  }
  let trees = '';
  for (const x of [bx - 60, bx + bw + 60]) trees += tree(rand, x, 610, 1.2, p);
  return `${defs(p)}
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${f(bx + bw)}" cy="120" r="200" fill="url(#glow)"/>
<polygon points="${f(bx - 20)},${f(top)} ${f(bx + bw / 2)},${f(top - 110)} ${f(bx + bw + 20)},${f(top)}" fill="${p.deep}"/>
<rect x="${f(bx)}" y="${f(top)}" width="${f(bw)}" height="${f(floors * fh)}" fill="#fbf8f2" stroke="${p.soft}" stroke-width="4"/>
${Array.from({ length: floors - 1 }, (_, r) => `<rect x="${f(bx - 10)}" y="${f(top + (r + 1) * fh - 6)}" width="${f(bw + 20)}" height="12" fill="${p.soft}"/>`).join('')}
${windows}
<path d="M${f(bx + bw / 2 - 60)} 600 V520 A60 60 0 0 1 ${f(bx + bw / 2 + 60)} 520 V600Z" fill="${p.deep}" opacity=".8"/>
<rect x="0" y="600" width="${W}" height="200" fill="#cfc6b6"/>
${[0, 1, 2].map((i) => `<rect x="${f(bx + bw / 2 - 120 - i * 30)}" y="${f(600 + i * 18)}" width="${f(240 + i * 60)}" height="18" fill="#e9e3d8" stroke="#d6cebf"/>`).join('')}
${trees}${vignette}`;
};

/** A shrine wedding: a vermilion torii gate, stone path and lanterns at dusk. */
const shrine: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -150, 150);
  const red = '#c23b2e';
  let lanterns = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const s = 1 - i * 0.22;
      const x = cx + side * (260 - i * 60);
      const y = 600 - i * 60;
      lanterns += `<rect x="${f(x - 14 * s)}" y="${f(y - 90 * s)}" width="${f(28 * s)}" height="${f(90 * s)}" fill="#9a9287"/><rect x="${f(x - 26 * s)}" y="${f(y - 130 * s)}" width="${f(52 * s)}" height="${f(40 * s)}" fill="#fff1c9"/><polygon points="${f(x - 36 * s)},${f(y - 130 * s)} ${f(x)},${f(y - 160 * s)} ${f(x + 36 * s)},${f(y - 130 * s)}" fill="#5b544b"/><circle cx="${f(x)}" cy="${f(y - 110 * s)}" r="${f(50 * s)}" fill="url(#glow)" opacity=".6"/>`;
    }
  }
  return `${defs(p)}
<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7c8a8"/><stop offset=".6" stop-color="#fbe6d4"/><stop offset="1" stop-color="${p.light}"/></linearGradient>
<rect width="${W}" height="${H}" fill="url(#dusk)"/>
<circle cx="${f(cx)}" cy="330" r="90" fill="#fff3dc" opacity=".9"/>
<path d="M0 470 Q200 380 420 450 T900 430 T${W} 440 V${H} H0Z" fill="#5e7f5a" opacity=".8"/>
<rect x="0" y="520" width="${W}" height="280" fill="#d8cfc0"/>
<polygon points="${f(cx - 60)},520 ${f(cx + 60)},520 ${f(cx + 260)},${H} ${f(cx - 260)},${H}" fill="#bfb5a4"/>
<path d="M${f(cx - 280)} 170 Q${f(cx)} 140 ${f(cx + 280)} 170 L${f(cx + 290)} 200 Q${f(cx)} 172 ${f(cx - 290)} 200Z" fill="#2e2a28"/>
<rect x="${f(cx - 250)}" y="196" width="500" height="26" fill="${red}"/>
<rect x="${f(cx - 230)}" y="262" width="460" height="22" fill="${red}"/>
<rect x="${f(cx - 190)}" y="196" width="34" height="330" fill="${red}"/>
<rect x="${f(cx + 156)}" y="196" width="34" height="330" fill="${red}"/>
<rect x="${f(cx - 22)}" y="222" width="44" height="40" fill="#2e2a28"/>
${lanterns}
${petals(rand, '#f6c9d4', 30, 0, H)}${vignette}`;
};

/** Two wedding rings and sparkles over a soft gradient. */
const rings: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -200, 200);
  const cy = H / 2 + between(rand, -40, 40);
  let sparkles = '';
  for (let i = 0; i < 12; i++) {
    const x = between(rand, 0, W);
    const y = between(rand, 0, H);
    const s = between(rand, 6, 16);
    sparkles += `<path d="M${f(x)} ${f(y - s)} L${f(x + s * 0.25)} ${f(y)} L${f(x)} ${f(y + s)} L${f(x - s * 0.25)} ${f(y)}Z M${f(x - s)} ${f(y)} L${f(x)} ${f(y + s * 0.25)} L${f(x + s)} ${f(y)} L${f(x)} ${f(y - s * 0.25)}Z" fill="#fffbe8" opacity=".85"/>`;
  }
  return `${defs(p, `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8e6a8"/><stop offset=".5" stop-color="${p.accent}"/><stop offset="1" stop-color="#9c7a35"/></linearGradient><linearGradient id="silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#cfd3d8"/><stop offset="1" stop-color="#8d939b"/></linearGradient>`)}
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${bokeh(rand, W, H, p.mid, 30)}
<ellipse cx="${f(cx)}" cy="${f(cy + 170)}" rx="260" ry="30" fill="#000" opacity=".12" filter="url(#blur4)"/>
<circle cx="${f(cx - 70)}" cy="${f(cy)}" r="130" fill="none" stroke="url(#gold)" stroke-width="26"/>
<circle cx="${f(cx + 70)}" cy="${f(cy + 20)}" r="115" fill="none" stroke="url(#silver)" stroke-width="22"/>
<path d="M${f(cx - 70)} ${f(cy - 156)} l14 -22 h-28z" fill="#ffffff" stroke="#e3e9f0" stroke-width="2"/>
${sparkles}${vignette}`;
};

/** A bride from behind with a long veil, holding a bouquet, against light. */
const bride: Scene = (rand, p) => {
  const cx = W / 2 + between(rand, -220, 220);
  let bouquetFlowers = '';
  for (let i = 0; i < 8; i++) bouquetFlowers += flower(rand, cx + 70 + between(rand, -24, 24), 400 + between(rand, -20, 20), 14, pick(rand, [p.mid, '#ffffff', p.soft]), p.accent);
  return `${defs(p)}
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${f(cx + 120)}" cy="220" r="380" fill="url(#glow)"/>
${bokeh(rand, W, H, '#ffffff', 24)}
<path d="M${f(cx - 10)} 170 Q${f(cx - 210)} 420 ${f(cx - 260)} 790 H${f(cx + 240)} Q${f(cx + 160)} 420 ${f(cx + 10)} 170Z" fill="#ffffff" opacity=".55"/>
<circle cx="${f(cx)}" cy="190" r="46" fill="#4a3a33"/>
<path d="M${f(cx - 50)} 250 Q${f(cx)} 230 ${f(cx + 50)} 250 L${f(cx + 42)} 380 H${f(cx - 42)}Z" fill="#ffffff"/>
<path d="M${f(cx - 42)} 380 Q${f(cx - 170)} 600 ${f(cx - 200)} 790 H${f(cx + 200)} Q${f(cx + 170)} 600 ${f(cx + 42)} 380Z" fill="#ffffff" stroke="${p.soft}" stroke-width="3"/>
<path d="M${f(cx - 20)} 160 Q${f(cx - 120)} 380 ${f(cx - 150)} 760 M${f(cx + 20)} 160 Q${f(cx + 110)} 380 ${f(cx + 140)} 760" stroke="#ffffff" stroke-width="4" opacity=".8" fill="none"/>
${bouquetFlowers}
<rect x="0" y="760" width="${W}" height="40" fill="${p.soft}"/>
${petals(rand, p.mid, 20, 0, H)}${vignette}`;
};

/** An avatar: head-and-shoulders silhouette on a round coloured field (square image). */
const portrait: Scene = (rand, p) => {
  const s = PORTRAIT_SIZE;
  const hair = pick(rand, ['#3b2b25', '#5a4035', '#2a2220', '#7a5a45']);
  const skin = pick(rand, ['#f6dcc8', '#efcfb7', '#f3d6c0', '#e8c4a8']);
  const top = pick(rand, [p.mid, p.deep, p.accent, '#ffffff']);
  const long = rand() > 0.4;
  return `${defs(p)}
<rect width="${s}" height="${s}" fill="${p.soft}"/>
<circle cx="${s * 0.3}" cy="${s * 0.25}" r="${s * 0.4}" fill="url(#glow)" opacity=".8"/>
${long ? `<path d="M${s * 0.3} ${s * 0.4} Q${s * 0.28} ${s * 0.72} ${s * 0.34} ${s * 0.78} H${s * 0.66} Q${s * 0.72} ${s * 0.72} ${s * 0.7} ${s * 0.4}Z" fill="${hair}"/>` : ''}
<path d="M${s * 0.14} ${s} Q${s * 0.16} ${s * 0.68} ${s * 0.5} ${s * 0.66} Q${s * 0.84} ${s * 0.68} ${s * 0.86} ${s}Z" fill="${top}"/>
<rect x="${s * 0.45}" y="${s * 0.52}" width="${s * 0.1}" height="${s * 0.16}" fill="${skin}"/>
<ellipse cx="${s * 0.5}" cy="${s * 0.42}" rx="${s * 0.15}" ry="${s * 0.17}" fill="${skin}"/>
<path d="M${s * 0.34} ${s * 0.42} Q${s * 0.33} ${s * 0.22} ${s * 0.5} ${s * 0.22} Q${s * 0.68} ${s * 0.22} ${s * 0.66} ${s * 0.42} Q${s * 0.6} ${s * 0.3} ${s * 0.5} ${s * 0.31} Q${s * 0.4} ${s * 0.3} ${s * 0.34} ${s * 0.42}Z" fill="${hair}"/>
${flower(rand, s * 0.63, s * 0.27, s * 0.035, '#ffffff', p.accent)}`;
};

export const SCENES: Record<SceneName, Scene> = { chapel, reception, dress, cuisine, garden, bouquet, facility, shrine, rings, bride, portrait };
