import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_FFMPEG_PATH, runFfmpeg } from './ffmpeg';
import { createLimiter } from './limiter';
import { videoKey, type MediaRef } from './mediaPath';
import { MEDIA_CACHE_DIR, renderMedia } from './render';
import { sharedInFlight } from '../shared/sharedInFlight';
import { clipArgs, clipPlan } from './videoArgs';
import { demoVideoSeconds } from './videoClip';

export interface VideoOptions {
  /** ffmpeg's path; FFMPEG_PATH or Debian's /usr/bin/ffmpeg by default. */
  ffmpegPath?: string;
  /** Where finished clips are kept (the media cache by default). */
  cacheDir?: string;
  /** How long one ffmpeg run may take. */
  timeoutMs?: number;
  /** Whether a video row lists this clip; unlisted clips answer 404 without being made. Unset: every valid path. */
  isListed?: (ref: MediaRef) => Promise<boolean>;
}

/** No video row lists this clip, so it is never made (404). */
export class UnlistedVideoError extends Error {
  constructor() {
    super('no video lists this clip');
  }
}

/** Part of the cached file's name: raise it when the clips change, so no old clip is served again. */
const CLIP_VERSION = 'c1';

/** At most two encodes at a time; a few more wait, beyond that the route answers "busy". */
const encoder = createLimiter(2, 16);
/** The scope of the clips being encoded (concurrent requests for one share its encode). */
const ENCODING = {};

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then((s) => s.isFile() && s.size > 0, () => false);
}

async function encode(ref: MediaRef, file: string, options: VideoOptions): Promise<void> {
  // The still is the video's own thumbnail (its poster), so the clip opens on what the list shows.
  const still = await renderMedia(ref);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await encoder.run(() =>
      runFfmpeg({
        binary: options.ffmpegPath || process.env.FFMPEG_PATH || DEFAULT_FFMPEG_PATH,
        args: clipArgs(clipPlan(videoKey(ref), demoVideoSeconds(ref.id, ref.n)), temp),
        input: still,
        timeoutMs: options.timeoutMs ?? 30_000,
      }),
    );
    await fs.rename(temp, file);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/**
 * The file of a hall's demo video: from the disk cache, or encoded once by ffmpeg (concurrent
 * requests for the same clip share one encode). Rejects with UnlistedVideoError, FfmpegError or QueueFullError.
 */
export function renderVideo(ref: MediaRef, options: VideoOptions = {}): Promise<string> {
  // The clips' folder is data, not code: keep it out of the build's file tracing (which otherwise
  // copied the whole project into the server output).
  const file = path.join(/*turbopackIgnore: true*/ options.cacheDir ?? MEDIA_CACHE_DIR, videoKey(ref).replace(/\.mp4$/, `.${CLIP_VERSION}.mp4`));
  return sharedInFlight(ENCODING, file, async () => {
    if (await exists(file)) return file;
    // Asked only before an encode: range requests for a clip already on disk cost no query.
    if (options.isListed && !(await options.isListed(ref))) throw new UnlistedVideoError();
    await encode(ref, file, options);
    return file;
  });
}
