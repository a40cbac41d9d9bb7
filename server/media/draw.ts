import seedrandom from 'seedrandom';
import type { MediaRef } from './mediaPath';
import { mediaKey } from './mediaPath';
import { PALETTES } from './palettes';
import { PHOTO_H, PHOTO_W, PORTRAIT_SIZE, SCENES, type SceneName } from './scenes';
import { pick, svgDocument } from './svg';
import { brandLogo, parseRingVariant, ringPhoto } from './ringScenes';

const HALL_VIEWS: SceneName[] = ['chapel', 'garden', 'facility', 'reception', 'shrine'];

const SECTION_SCENES: Record<string, SceneName[]> = {
  cover: HALL_VIEWS,
  // A hall video's thumbnail, and so the still its clip is made from, shows the hall like its cover.
  video: HALL_VIEWS,
  ceremony: ['chapel', 'shrine'],
  reception: ['reception'],
  dress: ['dress', 'bride'],
  cuisine: ['cuisine'],
  garden: ['garden'],
  decoration: ['bouquet', 'reception'],
  facility: ['facility'],
  other: ['rings', 'bouquet'],
  // A bride's 前撮り (location photos before the day): her, her dress, a garden.
  prewedding: ['bride', 'dress', 'garden'],
};

const PORTRAIT_VARIANTS = new Set(['icon', 'avatar', 'profile']);

/** Which scene an image shows: by kind and variant, varied deterministically within a family. */
export function sceneFor(ref: MediaRef, rand: () => number): SceneName {
  if (ref.kind === 'writers' || ref.kind === 'users') return 'portrait';
  if (PORTRAIT_VARIANTS.has(ref.variant)) return 'portrait';
  const section = SECTION_SCENES[ref.variant];
  if (ref.kind === 'halls') return pick(rand, section ?? SECTION_SCENES.other);
  if (ref.kind === 'fairs') return pick(rand, section ?? ['reception', 'bouquet', 'cuisine', 'chapel', 'dress']);
  if (ref.kind === 'brides') return pick(rand, section ?? ['bride', 'dress', 'bouquet', 'garden', 'chapel']);
  return pick(rand, section ?? ['bouquet', 'rings', 'chapel', 'garden', 'dress', 'cuisine', 'reception', 'shrine']);
}

export interface DrawnImage {
  svg: string;
  width: number;
  height: number;
  scene: SceneName | 'ring' | 'logo';
}

/** The SVG of a media image: the same path always draws the same picture. */
export function drawMedia(ref: MediaRef): DrawnImage {
  const rand = seedrandom(`musubi-media:${mediaKey(ref)}`);
  if (ref.kind === 'rings') return { svg: svgDocument(PHOTO_W, PHOTO_H, ringPhoto(rand, pick(rand, PALETTES), parseRingVariant(ref.variant), ref.n)), width: PHOTO_W, height: PHOTO_H, scene: 'ring' };
  if (ref.kind === 'brands') return { svg: svgDocument(PORTRAIT_SIZE, PORTRAIT_SIZE, brandLogo(rand, pick(rand, PALETTES), ref.variant)), width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, scene: 'logo' };
  const scene = sceneFor(ref, rand);
  const palette = pick(rand, PALETTES);
  const square = scene === 'portrait';
  const width = square ? PORTRAIT_SIZE : PHOTO_W;
  const height = square ? PORTRAIT_SIZE : PHOTO_H;
  return { svg: svgDocument(width, height, SCENES[scene](rand, palette)), width, height, scene };
}
