import type { S3Client } from '@aws-sdk/client-s3';

/** An S3-compatible bucket as the upload store sees it. */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(keys: string[]): Promise<void>;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, R2, Ceph…); AWS's own endpoint when unset. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prepended to every key: one bucket may hold several sites' files. */
  prefix: string;
}

/** S3_BUCKET turns the bucket on; the rest have defaults (docs/deploy.md). Without it, files live in PostgreSQL. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // Self-hosted services answer on one host: bucket in the path, not in the host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
    prefix: env.S3_PREFIX ?? 'musubi/',
  };
}

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

/** The bucket through the official AWS SDK (loaded only when S3_BUCKET is set). */
export async function s3ObjectStore(settings: S3Settings): Promise<ObjectStore> {
  const { S3Client: Client, PutObjectCommand, GetObjectCommand, DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
  const client: S3Client = new Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible services do not all take the SDK's default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const key = (k: string) => settings.prefix + k;
  return {
    async put(k, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key(k), Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async get(k) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(k) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((k) => ({ Key: key(k) })), Quiet: true } }));
      }
    },
  };
}

let configured: Promise<ObjectStore | null> | null = null;

/** The bucket of this process's settings, or null: files then live in PostgreSQL. */
export function objectStore(): Promise<ObjectStore | null> {
  if (!configured) {
    const settings = s3SettingsFromEnv();
    configured = settings ? s3ObjectStore(settings) : Promise.resolve(null);
  }
  return configured;
}

/** Tests and the migration command choose the store explicitly (null: PostgreSQL; undefined: the settings again). */
export function useObjectStore(store: ObjectStore | null | undefined): void {
  configured = store === undefined ? null : Promise.resolve(store);
}
