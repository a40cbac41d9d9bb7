import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { handleMediaRequest } from '../../../server/media/mediaHandler';
import { demoVideoSeconds } from '../../../server/media/videoClip';
import type { VideoOptions } from '../../../server/media/videoRender';
import { setDbForProcess, type DbHandle } from '../../../server/db/client';
import { insertMinimalHalls, showHallMedia } from '../support/fixtures';
import { childBoxes, movieSeconds, sampleEntry } from '../support/mp4Boxes';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const FFPROBE = path.join(path.dirname(FFMPEG), 'ffprobe');
// Without ffmpeg the generation tests are skipped on a developer's machine, but never on CI.
const withFfmpeg = fs.existsSync(FFMPEG) || process.env.CI ? describe : describe.skip;

let site: { url: string; close(): Promise<void> };
let options: VideoOptions;
const tempDirs: string[] = [];

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `musubi-video-${name}-`));
  tempDirs.push(dir);
  return dir;
}

/** An executable shell script in a temp dir (a stand-in for ffmpeg). */
function script(name: string, body: string): string {
  const file = path.join(tempDir(name), 'ffmpeg');
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

let db: DbHandle;

beforeAll(async () => {
  // The stills of existing halls only (server/media/knownMedia).
  db = await openMemoryDb();
  setDbForProcess(db);
  await insertMinimalHalls(db.db, [3]);
  await showHallMedia(db.db, ['/media/halls/3/video/1.jpg']);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    void handleMediaRequest(req, res, url.pathname.slice('/media/'.length), options);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  site = { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
});

beforeEach(() => {
  options = { ffmpegPath: FFMPEG, cacheDir: tempDir('cache') };
});

afterAll(async () => {
  await db.close();
  await site.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function get(p: string, init: RequestInit = {}) {
  const res = await fetch(`${site.url}${p}`, init);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Hall ids whose first video is `seconds` long (the test picks short clips). */
function hallsWithClip(seconds: number, count: number, from = 1): number[] {
  const ids: number[] = [];
  for (let id = from; ids.length < count; id++) if (demoVideoSeconds(id, 1) === seconds) ids.push(id);
  return ids;
}

withFfmpeg('/media/halls/{id}/video/{n}.mp4', () => {
  const hall = 7;
  const clip = `/media/halls/${hall}/video/2.mp4`;

  it('answers an H.264 MP4 (640x360, 25 fps, yuv420p, no audio, moov first) as long as the row says, and keeps it on disk', async () => {
    const { res, body } = await get(clip);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"v-[\w-]+"$/);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);

    const top = childBoxes(body).map((b) => b.type);
    expect(top[0]).toBe('ftyp');
    expect(top.indexOf('moov')).toBeLessThan(top.indexOf('mdat')); // +faststart
    expect(Math.abs(movieSeconds(body) - demoVideoSeconds(hall, 2))).toBeLessThan(1);
    expect(sampleEntry(body)).toEqual({ codec: 'avc1', width: 640, height: 360 });

    const dir = path.join(options.cacheDir!, `halls/${hall}/video`);
    const file = path.join(dir, fs.readdirSync(dir).find((f) => /^2\..*mp4$/.test(f)) ?? 'missing');
    expect(fs.readFileSync(file).equals(body)).toBe(true);
    const probe = JSON.parse(execFileSync(FFPROBE, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]).toString()) as {
      streams: { codec_type: string; codec_name: string; pix_fmt: string; r_frame_rate: string }[];
      format: { duration: string };
    };
    expect(probe.streams.map((s) => [s.codec_type, s.codec_name, s.pix_fmt, s.r_frame_rate])).toEqual([['video', 'h264', 'yuv420p', '25/1']]);
    expect(Math.abs(Number(probe.format.duration) - demoVideoSeconds(hall, 2))).toBeLessThan(1);

    // Served from the file from now on: ffmpeg is no longer needed, the bytes and the tag stay.
    options = { ...options, ffmpegPath: '/nonexistent/ffmpeg' };
    const again = await get(clip);
    expect(again.res.status).toBe(200);
    expect(again.body.equals(body)).toBe(true);
    expect(again.res.headers.get('etag')).toBe(res.headers.get('etag'));
  });

  it('makes the same bytes for the same path, and another clip for another hall', async () => {
    const first = await get(clip);
    options = { ...options, cacheDir: tempDir('cache') };
    const second = await get(clip);
    expect(second.body.equals(first.body)).toBe(true);
    const other = await get(`/media/halls/${hallsWithClip(demoVideoSeconds(hall, 2), 1, hall + 1)[0]}/video/2.mp4`);
    expect(other.res.status).toBe(200);
    expect(other.body.equals(first.body)).toBe(false);
  });

  it('answers ranges with 206 and the right bytes, unsatisfiable ranges with 416, HEAD and If-None-Match', async () => {
    const { res, body } = await get(clip);
    const total = body.length;

    const head = await get(clip, { headers: { range: 'bytes=0-99' } });
    expect(head.res.status).toBe(206);
    expect(head.res.headers.get('content-range')).toBe(`bytes 0-99/${total}`);
    expect(head.body.equals(body.subarray(0, 100))).toBe(true);

    const tail = await get(clip, { headers: { range: 'bytes=-500' } });
    expect(tail.res.status).toBe(206);
    expect(tail.res.headers.get('content-range')).toBe(`bytes ${total - 500}-${total - 1}/${total}`);
    expect(tail.body.equals(body.subarray(total - 500))).toBe(true);

    const beyond = await get(clip, { headers: { range: `bytes=${total}-` } });
    expect(beyond.res.status).toBe(416);
    expect(beyond.res.headers.get('content-range')).toBe(`bytes */${total}`);
    expect(JSON.parse(beyond.body.toString())).toMatchObject({ error: 'range_not_satisfiable', status: 416 });

    const onlyHead = await get(clip, { method: 'HEAD' });
    expect(onlyHead.res.status).toBe(200);
    expect(onlyHead.res.headers.get('content-length')).toBe(String(total));
    expect(onlyHead.body.length).toBe(0);

    // fetch() adds "Cache-Control: no-cache" (a reload, never 304) unless the request names its own, as a browser's revalidation does.
    const cached = await get(clip, { headers: { 'if-none-match': res.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(cached.res.status).toBe(304);
    expect(cached.body.length).toBe(0);
  });

  it('encodes each clip once for concurrent requests, and at most two at a time', async () => {
    const log = path.join(tempDir('log'), 'runs.log');
    options = { ...options, ffmpegPath: script('count', `echo start >> '${log}'\n'${FFMPEG}' "$@"\nrc=$?\necho end >> '${log}'\nexit $rc`) };
    const halls = hallsWithClip(8, 3);
    const paths = [halls[0], halls[0], halls[0], halls[1], halls[2]].map((id) => `/media/halls/${id}/video/1.mp4`);
    const answers = await Promise.all(paths.map((p) => get(p)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[1].body.equals(answers[0].body)).toBe(true);
    const events = fs.readFileSync(log, 'utf8').trim().split('\n');
    expect(events.filter((e) => e === 'start')).toHaveLength(3);
    let running = 0;
    let most = 0;
    for (const e of events) {
      running += e === 'start' ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBeLessThanOrEqual(2);
  });
});

describe('/media video errors', () => {
  it('answers 404 JSON for paths that are not a hall video', async () => {
    for (const p of ['/media/halls/7/video/1.webm', '/media/fairs/7/video/1.mp4', '/media/halls/7/cover/1.mp4', '/media/halls/abc/video/1.mp4', '/media/halls/7/video/0.mp4', '/media/halls/7/video/1.mp4/x']) {
      const { res, body } = await get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(JSON.parse(body.toString())).toEqual({ error: 'not_found', message: 'Not Found', status: 404 });
    }
  });

  it('answers 404 for a clip no video row lists, without running ffmpeg', async () => {
    const asked: string[] = [];
    options = { ...options, ffmpegPath: path.join(tempDir('none'), 'ffmpeg'), isListed: async (ref) => (asked.push(`${ref.id}/${ref.n}`), ref.n === 1) };
    const { res, body } = await get('/media/halls/7/video/2.mp4');
    expect(res.status).toBe(404);
    expect(JSON.parse(body.toString())).toEqual({ error: 'not_found', message: 'Not Found', status: 404 });
    expect(asked).toEqual(['7/2']);
    // A listed clip goes on to the encoder (here: a missing ffmpeg, so 503).
    expect((await get('/media/halls/7/video/1.mp4')).res.status).toBe(503);
  });

  it('answers 503 JSON at once without ffmpeg, while images keep working', async () => {
    options = { ...options, ffmpegPath: path.join(tempDir('none'), 'ffmpeg') };
    const { res, body } = await get('/media/halls/3/video/1.mp4');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(body.toString())).toMatchObject({ error: 'service_unavailable', status: 503, message: expect.stringContaining('ffmpeg') });
    expect(fs.readdirSync(path.join(options.cacheDir!, 'halls/3/video'))).toEqual([]);
    expect((await get('/media/halls/3/video/1.jpg')).res.status).toBe(200);
  });

  it('answers 503 when ffmpeg fails or takes too long, and leaves no file behind', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    options = { ...options, ffmpegPath: script('fails', 'echo broken >&2; exit 1') };
    expect((await get('/media/halls/4/video/1.mp4')).res.status).toBe(503);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('broken'));
    options = { ...options, ffmpegPath: script('hangs', 'exec sleep 30'), timeoutMs: 300 };
    const started = Date.now();
    expect((await get('/media/halls/4/video/1.mp4')).res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fs.readdirSync(path.join(options.cacheDir!, 'halls/4/video'))).toEqual([]);
    logged.mockRestore();
  });
});
