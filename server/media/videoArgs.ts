import seedrandom from 'seedrandom';
import { VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH } from './videoClip';

/** How a clip moves over its still: a slow zoom in or out, drifting left, right or not at all. */
export interface ClipPlan {
  seconds: number;
  zoomIn: boolean;
  drift: -1 | 0 | 1;
}

const ZOOM = 0.15;
/** The still (3:2) is cut to 16:9 and enlarged before the zoom, so the camera moves without visible steps. */
const WORK_W = VIDEO_WIDTH * 2;
const WORK_H = VIDEO_HEIGHT * 2;

/** The same key always moves the same way. */
export function clipPlan(key: string, seconds: number): ClipPlan {
  const rand = seedrandom(`musubi-video:${key}`);
  const zoomIn = rand() < 0.6;
  const drift = ([-1, 0, 1] as const)[Math.floor(rand() * 3)];
  return { seconds, zoomIn, drift };
}

/** ffmpeg's filter graph: crop to 16:9, Ken Burns zoompan, fade in and out, 4:2:0. */
export function clipFilter({ seconds, zoomIn, drift }: ClipPlan): string {
  const frames = seconds * VIDEO_FPS;
  const progress = `(on/${frames})`;
  const zoom = zoomIn ? `1+${ZOOM}*${progress}` : `${1 + ZOOM}-${ZOOM}*${progress}`;
  const along = drift === 0 ? '0.5' : drift > 0 ? progress : `(1-${progress})`;
  return [
    'crop=iw:iw*9/16',
    `scale=${WORK_W}:${WORK_H}`,
    `zoompan=z='${zoom}':x='(iw-iw/zoom)*${along}':y='(ih-ih/zoom)/2':d=${frames}:s=${VIDEO_WIDTH}x${VIDEO_HEIGHT}:fps=${VIDEO_FPS}`,
    'fade=t=in:st=0:d=0.5',
    `fade=t=out:st=${seconds - 0.8}:d=0.8`,
    'format=yuv420p',
  ].join(',');
}

/** The whole command line after the binary: a JPEG on stdin in, an H.264 MP4 (no audio, moov first) out. */
export function clipArgs(plan: ClipPlan, output: string): string[] {
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'jpeg_pipe', '-i', 'pipe:0',
    '-vf', clipFilter(plan),
    '-frames:v', String(plan.seconds * VIDEO_FPS),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    // A fixed thread count and bit-exact muxing: the same path gives the same bytes.
    '-threads', '2', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1',
    '-an', '-movflags', '+faststart', '-f', 'mp4', output,
  ];
}
