/**
 * The demo hall videos: /media/halls/<id>/video/<n>.mp4, a short clip drawn from the video's
 * thumbnail (server/media/videoRender.ts). The seed and the generator share this file, so a
 * row's duration_seconds is always the length of the clip the route answers.
 */
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;
export const VIDEO_FPS = 25;
export const VIDEO_MIN_SECONDS = 8;
export const VIDEO_MAX_SECONDS = 15;

export function hallVideoUrl(hallId: number | string, n: number): string {
  return `/media/halls/${hallId}/video/${n}.mp4`;
}

/** FNV-1a: a small, stable hash (the same on every machine and Node version). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The length in whole seconds of hall `hallId`'s video `n`: 8–15 s, fixed by (hall id, n). */
export function demoVideoSeconds(hallId: number | string, n: number): number {
  const span = VIDEO_MAX_SECONDS - VIDEO_MIN_SECONDS + 1;
  return VIDEO_MIN_SECONDS + (fnv1a(`${hallId}/${n}`) % span);
}
