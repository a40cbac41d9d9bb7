import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { headersFor, insertMember, type Member } from '../clips/support';
import { uploads, userAlbumPhotos, userAlbums } from '../../../server/db/schema';
import { s3ObjectStore, useObjectStore, type ObjectStore, type S3Settings } from '../../../server/uploads/objectStore';
import { migrateUploads } from '../../../server/uploads/migrate';
import { parsePhotoUploadPath, photoUploadUrl } from '../../../server/uploads';
import { handleMediaRequest } from '../../../server/media/mediaHandler';

// s3rver: a local S3-compatible server from npm (the S3 protocol over HTTP, objects in a folder),
// spoken to by the official AWS SDK exactly as a real bucket would be.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

jest.setTimeout(180_000);

const BUCKET = 'musubi-test';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-s3rver-'));
let s3rver: { run(): Promise<AddressInfo>; close(): Promise<void> };
let settings: S3Settings;
let bucket: ObjectStore;

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  settings = { bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'musubi/' };
  bucket = await s3ObjectStore(settings);
});
afterAll(async () => {
  useObjectStore(undefined);
  await s3rver.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).map((c) => c.Key!).sort();
}

const jpeg = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();

describeEachDb('the upload store in an S3-compatible bucket (S3_BUCKET)', (fx) => {
  let server: TestServer;
  let media: http.Server;
  let mediaUrl: string;
  let bride: Member;
  let albumId: number;

  beforeAll(async () => {
    useObjectStore(bucket);
    bride = await insertMember(fx.db, 'はなこ');
    [{ id: albumId }] = await fx.db.insert(userAlbums).values({ userId: bride.userId, title: '挙式' }).returning({ id: userAlbums.id });
    server = await startApiServer();
    media = http.createServer((req, res) => void handleMediaRequest(req, res, (req.url ?? '').replace(/^\/media\//, '')));
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    useObjectStore(undefined);
    await server.close();
    await new Promise((r) => media.close(r));
  });

  const upload = async (file: Buffer) => {
    const body = new FormData();
    body.append('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(`${server.url}/api/my/albums/${albumId}/photos`, { method: 'POST', headers: headersFor(bride), body });
    return { status: res.status, body: await res.json() };
  };

  it('keeps an uploaded photo in the bucket, not in the row, serves it, and deletes it with the photo', async () => {
    const before = await objectKeys();
    const res = await upload(await jpeg('#c9a45c'));
    expect(res.status).toBe(200);
    const { token } = parsePhotoUploadPath(res.body.photo_url)!;
    const [row] = await fx.db.select().from(uploads).where(eq(uploads.token, token));
    expect(row).toMatchObject({ storage: 's3', data: null, purpose: 'album' });
    expect(await objectKeys()).toEqual([...before, `musubi/${token}`].sort());
    const served = await fetch(`${mediaUrl}${res.body.photo_url}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
    expect((await fetch(`${server.url}/api/my/photos/${res.body.id}`, { method: 'DELETE', headers: headersFor(bride) })).status).toBe(200);
    expect(await objectKeys()).toEqual(before);
    expect((await fetch(`${mediaUrl}${res.body.photo_url}`)).status).toBe(404);
  });

  it('leaves no object behind when the photo is refused in its transaction (the album filled meanwhile)', async () => {
    const before = await objectKeys();
    await fx.db.insert(userAlbumPhotos).values(Array.from({ length: 59 }, (_, i) => ({ albumId, photoUrl: `/media/brides/a${albumId}/other/${i + 1}.jpg`, width: 10, height: 10 })));
    const answers = await Promise.all(['#111', '#222', '#333', '#444'].map(async (c) => (await upload(await jpeg(c))).status));
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect((await objectKeys()).length).toBe(before.length + 1);
    await fx.db.delete(userAlbumPhotos).where(eq(userAlbumPhotos.albumId, albumId));
    await fx.db.delete(uploads);
  });

  it('npm run media:migrate moves photos from an instance folder into the store, keeping their URLs, and between PostgreSQL and the bucket', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-legacy-uploads-'));
    const tokens = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)];
    fs.mkdirSync(path.join(dir, String(bride.userId)));
    for (const [i, t] of tokens.entries()) fs.writeFileSync(path.join(dir, String(bride.userId), `${t}.jpg`), await jpeg(['#a00', '#0a0', '#00a'][i]));
    // Two of them are album photos; the third no album refers to.
    await fx.db.insert(userAlbumPhotos).values(tokens.slice(0, 2).map((t) => ({ albumId, photoUrl: photoUploadUrl(bride.userId, t), width: 64, height: 48 })));

    const intoDb = await migrateUploads(fx.db, { dir, bucket: null, dryRun: false });
    expect(intoDb).toMatchObject({ moved: 2, alreadyStored: 0, rehomed: 0 });
    expect(intoDb.unreferenced).toHaveLength(1);
    const stored = await fx.db.select().from(uploads).where(eq(uploads.userId, bride.userId));
    expect(stored.map((s) => [s.token, s.storage, s.data!.length > 0, s.width])).toEqual(expect.arrayContaining([[tokens[0], 'db', true, 64], [tokens[1], 'db', true, 64]]));
    // Served from the store by the same URL, whatever instance answers.
    useObjectStore(null);
    expect((await fetch(`${mediaUrl}${photoUploadUrl(bride.userId, tokens[0])}`)).status).toBe(200);
    useObjectStore(bucket);

    const intoBucket = await migrateUploads(fx.db, { dir, bucket, deleteFiles: true });
    expect(intoBucket).toMatchObject({ moved: 0, alreadyStored: 2, rehomed: 2, deleted: 2 });
    expect(await objectKeys()).toEqual(expect.arrayContaining([`musubi/${tokens[0]}`, `musubi/${tokens[1]}`]));
    expect((await fx.db.select().from(uploads).where(eq(uploads.userId, bride.userId))).every((s) => s.storage === 's3' && s.data === null)).toBe(true);
    expect((await fetch(`${mediaUrl}${photoUploadUrl(bride.userId, tokens[1])}`)).status).toBe(200);
    expect(fs.readdirSync(path.join(dir, String(bride.userId)))).toEqual([`${tokens[2]}.jpg`]);

    const back = await migrateUploads(fx.db, { dir, bucket, toDatabase: true });
    expect(back.rehomed).toBe(2);
    expect((await fx.db.select().from(uploads).where(eq(uploads.userId, bride.userId))).every((s) => s.storage === 'db' && s.data!.length > 0)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
