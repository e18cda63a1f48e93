/** Where an entry's bytes start in a plain (uncompressed) tar, for tests that damage one entry on purpose. */
export function entryDataOffset(tar: Buffer, name: string): { offset: number; size: number } {
  for (let header = 0; header + 512 <= tar.length;) {
    const field = (start: number, length: number) =>
      tar.toString('latin1', header + start, header + start + length).replace(/\0.*$/s, '');
    const entryName = field(0, 100);
    if (!entryName) break;
    const size = Number.parseInt(field(124, 12).trim(), 8);
    if (entryName === name) return { offset: header + 512, size };
    header += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`No entry ${name} in the tar`);
}
