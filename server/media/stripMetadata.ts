import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_FFMPEG_PATH, runFfmpeg } from './ffmpeg';

/**
 * A video or audio file without its metadata (a phone's recording place and device, titles,
 * chapters): the streams are copied untouched by ffmpeg, MP4s get their index up front so they
 * play while loading. Throws an FfmpegError when ffmpeg is missing or fails.
 */
export async function stripMediaMetadata(body: Buffer, ext: string, ffmpegPath = process.env.FFMPEG_PATH || DEFAULT_FFMPEG_PATH): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'musubi-strip-'));
  try {
    const input = path.join(dir, `in.${ext}`);
    const output = path.join(dir, `out.${ext}`);
    await fs.writeFile(input, body);
    const mp4 = ['mp4', 'm4v', 'mov', 'm4a'].includes(ext);
    await runFfmpeg({
      binary: ffmpegPath,
      args: ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input, '-map', '0', '-map_metadata', '-1', '-map_chapters', '-1', '-c', 'copy', ...(mp4 ? ['-movflags', '+faststart'] : []), output],
      input: Buffer.alloc(0),
      timeoutMs: 120_000,
    });
    return await fs.readFile(output);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
