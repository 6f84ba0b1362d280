import { inflateRawSync } from 'node:zlib';

/** The files of a zip as the DIAN reads them: local headers in order, stored (0) or deflated (8). */
export function unzipFiles(zip: Buffer): { name: string; data: Buffer }[] {
  const files: { name: string; data: Buffer }[] = [];
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extraLength;
    const packed = zip.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`método de compresión ${method} no soportado`);
    files.push({ name, data: method === 8 ? inflateRawSync(packed) : Buffer.from(packed) });
    at = start + size;
  }
  return files;
}
