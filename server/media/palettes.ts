/** Colour sets from Japanese wedding traditions: light → dark, then an accent. */
export interface Palette {
  name: string;
  light: string;
  soft: string;
  mid: string;
  deep: string;
  accent: string;
}

export const PALETTES: Palette[] = [
  { name: 'sakura', light: '#fdf0f3', soft: '#f6cdd8', mid: '#e597ab', deep: '#a94a63', accent: '#d8b66a' },
  { name: 'shiromuku', light: '#fbf8f1', soft: '#efe6d2', mid: '#d9c49a', deep: '#8e7448', accent: '#c9a45c' },
  { name: 'kohaku', light: '#fff6f3', soft: '#f4d5cf', mid: '#d55a5f', deep: '#8e1d2a', accent: '#e2bb6c' },
  { name: 'fuji', light: '#f5f1fb', soft: '#ddd1ef', mid: '#a990d0', deep: '#5e4590', accent: '#e8c87e' },
  { name: 'wakatake', light: '#f1f7f0', soft: '#d2e7d3', mid: '#86b690', deep: '#3c6b4b', accent: '#f0d48a' },
  { name: 'byakugun', light: '#f0f7fb', soft: '#d0e7f3', mid: '#86bad9', deep: '#355f86', accent: '#f2c9a0' },
  { name: 'yuugure', light: '#fff3ea', soft: '#fbd6bb', mid: '#ef9f7b', deep: '#a4493f', accent: '#f6d58e' },
  { name: 'kon', light: '#e9ecf4', soft: '#3b4d78', mid: '#26355a', deep: '#141c33', accent: '#d9b872' },
];
