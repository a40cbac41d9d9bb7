/** A box of an ISO BMFF (MP4) file: its type, where it starts, and its payload. */
export interface Mp4Box {
  type: string;
  start: number;
  body: Buffer;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** The boxes directly inside `data` (a file, or a container's payload). */
export function childBoxes(data: Buffer, base = 0): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  let at = 0;
  while (at + 8 <= data.length) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = data.length - at;
    }
    if (size < header || at + size > data.length) throw new Error(`broken box ${type} at ${base + at}`);
    boxes.push({ type, start: base + at, body: data.subarray(at + header, at + size) });
    at += size;
  }
  return boxes;
}

/** The first box on a path of types, e.g. ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd']. */
export function findBox(data: Buffer, path: string[]): Mp4Box | undefined {
  let boxes = childBoxes(data);
  let found: Mp4Box | undefined;
  for (const [i, type] of path.entries()) {
    found = boxes.find((b) => b.type === type);
    if (!found) return undefined;
    if (i < path.length - 1 && CONTAINERS.has(type)) boxes = childBoxes(found.body);
  }
  return found;
}

/** The movie's length in seconds, from the mvhd box. */
export function movieSeconds(data: Buffer): number {
  const mvhd = findBox(data, ['moov', 'mvhd']);
  if (!mvhd) throw new Error('no mvhd box');
  const version = mvhd.body[0];
  const timescale = mvhd.body.readUInt32BE(version === 1 ? 20 : 12);
  const duration = version === 1 ? Number(mvhd.body.readBigUInt64BE(24)) : mvhd.body.readUInt32BE(16);
  return duration / timescale;
}

/** The first sample entry of the first track (codec and picture size), from stsd. */
export function sampleEntry(data: Buffer): { codec: string; width: number; height: number } {
  const stsd = findBox(data, ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd']);
  if (!stsd) throw new Error('no stsd box');
  const [entry] = childBoxes(stsd.body.subarray(8));
  // A visual sample entry: 6 reserved, data reference index, 16 bytes of pre-defined, then width and height.
  return { codec: entry.type, width: entry.body.readUInt16BE(24), height: entry.body.readUInt16BE(26) };
}
