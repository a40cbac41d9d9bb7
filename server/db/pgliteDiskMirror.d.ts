import type { ChangeSet, StorageBackend, StorageEntry } from '@electric-sql/pglite/memfs-frontend';

export class DiskMirrorBackend implements StorageBackend {
  constructor(root: string);
  readonly root: string;
  init(): Promise<void>;
  load(): AsyncIterable<StorageEntry>;
  apply(changes: ChangeSet, options: { relaxedDurability: boolean }): Promise<void>;
  close(): Promise<void>;
}
