import { createLimiter, QueueFullError } from '../../../server/media/limiter';
import { parseMediaPath, parseVideoPath } from '../../../server/media/mediaPath';
import { clipArgs, clipPlan } from '../../../server/media/videoArgs';
import { demoVideoSeconds, hallVideoUrl, VIDEO_MAX_SECONDS, VIDEO_MIN_SECONDS } from '../../../server/media/videoClip';

describe('hall video paths', () => {
  it('parses what hallVideoUrl builds into the ref of its thumbnail', () => {
    expect(parseVideoPath(hallVideoUrl(12, 2))).toEqual({ kind: 'halls', id: '12', variant: 'video', n: 2 });
    expect(parseVideoPath('halls/7/video/1.mp4')).toEqual({ kind: 'halls', id: '7', variant: 'video', n: 1 });
    // A video is not an image source for /img.
    expect(parseMediaPath(hallVideoUrl(12, 2))).toBeNull();
  });

  it.each(['/media/halls/1/video/1.jpg', '/media/fairs/1/video/1.mp4', '/media/halls/1/cover/1.mp4', '/media/halls/x/video/1.mp4', '/media/halls/01/video/1.mp4', '/media/halls/1/video/0.mp4', '/media/halls/1/video/100.mp4', '/media/halls/../video/1.mp4'])(
    'refuses %s',
    (path) => {
      expect(parseVideoPath(path)).toBeNull();
    },
  );
});

describe('demoVideoSeconds', () => {
  it('is a short length fixed by (hall, n), spread over the whole range', () => {
    const seen = new Set<number>();
    for (let id = 1; id <= 200; id++) {
      for (const n of [1, 2]) {
        const s = demoVideoSeconds(id, n);
        expect(Number.isInteger(s) && s >= VIDEO_MIN_SECONDS && s <= VIDEO_MAX_SECONDS).toBe(true);
        expect(demoVideoSeconds(String(id), n)).toBe(s);
        seen.add(s);
      }
    }
    expect(seen.size).toBe(VIDEO_MAX_SECONDS - VIDEO_MIN_SECONDS + 1);
  });
});

describe('clipArgs', () => {
  it('asks for H.264 in yuv420p, 640x360 at 25 fps, the exact frame count, no audio and moov first', () => {
    const plan = clipPlan('halls/1/video/1.mp4', 12);
    expect(clipPlan('halls/1/video/1.mp4', 12)).toEqual(plan);
    const args = clipArgs(plan, '/tmp/out.mp4');
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect(after('-i')).toBe('pipe:0');
    expect(after('-c:v')).toBe('libx264');
    expect(after('-pix_fmt')).toBe('yuv420p');
    expect(after('-frames:v')).toBe('300');
    expect(after('-movflags')).toBe('+faststart');
    expect(args).toContain('-an');
    expect(after('-vf')).toMatch(/zoompan=.*:d=300:s=640x360:fps=25/);
    expect(args[args.length - 1]).toBe('/tmp/out.mp4');
  });
});

describe('createLimiter', () => {
  it('runs at most `max` tasks at once, queues a few and refuses the rest', async () => {
    const limiter = createLimiter(2, 2);
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const task = () =>
      limiter.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        return 'done';
      });
    const accepted = [task(), task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(QueueFullError);
    expect([limiter.running, limiter.waiting]).toEqual([2, 2]);
    while (gates.length || limiter.running) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await expect(Promise.all(accepted)).resolves.toEqual(['done', 'done', 'done', 'done']);
    expect(most).toBe(2);
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
  });
});
