import seedrandom from 'seedrandom';
import type { MediaRef } from './mediaPath';
import { mediaKey } from './mediaPath';
import { PALETTES } from './palettes';
import { PHOTO_H, PHOTO_W, PORTRAIT_SIZE, SCENES, type SceneName } from './scenes';
import { pick, svgDocument } from './svg';

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
  scene: SceneName;
}

/** The SVG of a media image: the same path always draws the same picture. */
export function drawMedia(ref: MediaRef): DrawnImage {
  const rand = seedrandom(`musubi-media:${mediaKey(ref)}`);
  const scene = sceneFor(ref, rand);
  const palette = pick(rand, PALETTES);
  const square = scene === 'portrait';
  const width = square ? PORTRAIT_SIZE : PHOTO_W;
  const height = square ? PORTRAIT_SIZE : PHOTO_H;
  return { svg: svgDocument(width, height, SCENES[scene](rand, palette)), width, height, scene };
}
