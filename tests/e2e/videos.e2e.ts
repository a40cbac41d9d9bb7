import { baseURL, collectErrors, PHONE, sharedBrowser } from './support/browser';

jest.setTimeout(120000);

const browser = sharedBrowser(PHONE);

interface VideoRow { hall_id: number; title: string; video_url: string; duration_seconds: number }

/** A hall with videos, and its videos as the hall page lists them (newest first). */
async function hallWithVideos(): Promise<{ hallId: number; videos: VideoRow[] }> {
  const any = (await (await fetch(`${baseURL}/api/wn/hall_videos?per_page=1`)).json()) as { items: VideoRow[] };
  if (!any.items.length) throw new Error('no hall video in the seed');
  const hallId = any.items[0].hall_id;
  const own = (await (await fetch(`${baseURL}/api/wn/hall_videos?hall_id=${hallId}`)).json()) as { items: VideoRow[] };
  return { hallId, videos: own.items };
}

const seconds = (mss: string) => {
  const [m, s] = mss.split(':').map(Number);
  return m * 60 + s;
};

describe('hall videos on a phone', () => {
  it('a bride opens a hall, finds its 動画 section and the first clip plays as long as listed', async () => {
    const { hallId, videos } = await hallWithVideos();
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`/halls/${hallId}`);

    // Search engines find the clips as VideoObjects.
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const contentUrls: string[] = ld.filter((o) => o['@type'] === 'VideoObject').map((o) => new URL(o.contentUrl).pathname);
    expect(contentUrls).toEqual(videos.map((v) => v.video_url));

    const section = page.getByRole('region', { name: '動画' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('article').count()).resolves.toBe(videos.length);
    const first = section.getByRole('article').first();
    await first.getByRole('heading', { level: 3, name: videos[0].title }).waitFor();
    const listed = seconds(((await first.locator('time[datetime^="PT"]').textContent()) ?? '').trim());
    expect(listed).toBe(videos[0].duration_seconds);

    const player = first.locator('video');
    await expect(player.getAttribute('preload')).resolves.toBe('none');
    await expect(player.getAttribute('src')).resolves.toBe(videos[0].video_url);
    await expect(player.getAttribute('poster')).resolves.toMatch(/^\/img\?url=%2Fmedia%2Fhalls%2F\d+%2Fvideo%2F\d+\.jpg/);

    // Load the metadata as pressing play would: the browser fetches the clip (made on demand by ffmpeg) and reads its length.
    const duration = await player.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
          el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}: ${el.error?.message}`)), { once: true });
          el.preload = 'metadata';
          el.load();
        }),
    );
    expect(Math.abs(duration - listed)).toBeLessThan(1);
    // And it decodes: muted playback moves on and shows 640x360 frames.
    const played = await player.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<{ time: number; width: number; height: number }>((resolve, reject) => {
          const done = () => resolve({ time: el.currentTime, width: el.videoWidth, height: el.videoHeight });
          el.addEventListener('timeupdate', () => el.currentTime >= 0.5 && done());
          el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}: ${el.error?.message}`)), { once: true });
          el.muted = true;
          el.play().catch(reject);
        }),
    );
    expect(played).toEqual({ time: expect.any(Number), width: 640, height: 360 });
    await player.evaluate((el: HTMLVideoElement) => el.pause());
    await expect(first.getByRole('alert').count()).resolves.toBe(0);

    // The same file answers ranges, as a player's seeking needs.
    const range = await page.request.get(videos[0].video_url, { headers: { range: 'bytes=0-1023' } });
    expect(range.status()).toBe(206);
    expect(range.headers()['content-type']).toBe('video/mp4');
    expect(range.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await range.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');

    expect(errors.messages).toEqual([]);
    await page.close();
  });
});
