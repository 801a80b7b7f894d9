// A PNG file of 8-bit RGB pixels (the PNG specification, 3rd edition): the signature, then the IHDR, IDAT and IEND
// chunks, each with its CRC-32. The rows are compressed as one zlib stream (CompressionStream's 'deflate'), each
// behind the Sub filter: a row of one colour becomes zeros after its first pixel, so a drawn image stays small.
// The rows are painted and compressed a batch at a time, never the whole image at once: an isolate has 128 MB, and a
// 1800×1200 image held whole is 6.5 MB of pixels and as much again filtered, per request (security finding 6).

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** About this many bytes of rows go to the compressor at a time: a few rows of the widest image, little held. */
const batchBytes = 16 * 1024

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/**
 * A chunk written at `at` of `out`: its length, its type and data (given in parts: the compressed rows as they came,
 * copied once, into the file), and the CRC-32 of type and data. Returns where the next chunk starts.
 */
function writeChunk(out: Uint8Array, at: number, type: string, parts: readonly Uint8Array[]): number {
  const view = new DataView(out.buffer, out.byteOffset)
  const start = at
  const length = parts.reduce((sum, part) => sum + part.length, 0)
  view.setUint32(at, length)
  out.set(new TextEncoder().encode(type), at + 4)
  at += 8
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  view.setUint32(at, crc32(out.subarray(start + 4, at)))
  return at + 4
}

/** Paints row `y` into `rgb`: width RGB triples, left to right. */
export type RowPainter = (y: number, rgb: Uint8Array) => void

export interface EncodedPng {
  bytes: Uint8Array<ArrayBuffer>
  /**
   * The most bytes of buffers the draw held at once: the caller's own (`heldBeside`), the batch of rows on its way to
   * the compressor, the compressed rows so far and, at the end, the file. What a request costs in memory, measured by
   * test/worker/security/image-memory.test.ts.
   */
  peakBufferBytes: number
}

/** Encodes width × height pixels, painted a batch of rows at a time. */
export async function encodePng(width: number, height: number, paint: RowPainter, heldBeside = 0): Promise<EncodedPng> {
  const stride = 1 + width * 3
  const rowsPerBatch = Math.max(1, Math.floor(batchBytes / stride))
  const deflate = new CompressionStream('deflate')
  const writer = deflate.writable.getWriter()
  const compressed: Uint8Array[] = []
  let compressedBytes = 0
  let peak = heldBeside
  // The compressed rows are read as they come, or the compressor stops taking rows (backpressure).
  const reading = (async () => {
    const reader = deflate.readable.getReader()
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      compressed.push(part.value)
      compressedBytes += part.value.length
    }
  })()
  for (let first = 0; first < height; first += rowsPerBatch) {
    const rows = Math.min(rowsPerBatch, height - first)
    // A new batch each time: write() may resolve before the compressor has read the last one (Node's does), so a
    // batch is never filled again. Each is garbage once read, for the GC's next sweep of young objects.
    const batch = new Uint8Array(rows * stride)
    for (let row = 0; row < rows; row++) {
      const at = row * stride
      const rgb = batch.subarray(at + 1, at + stride)
      paint(first + row, rgb)
      batch[at] = 1 // Sub: each byte minus the same channel of the pixel to its left, right to left so in place
      for (let i = rgb.length - 1; i >= 3; i--) rgb[i] = rgb[i]! - rgb[i - 3]!
    }
    peak = Math.max(peak, heldBeside + batch.length + compressedBytes)
    await writer.write(batch)
  }
  await writer.close()
  await reading

  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, deflate, the standard filters, no interlace
  const bytes = new Uint8Array(signature.length + (12 + header.length) + (12 + compressedBytes) + 12)
  bytes.set(signature)
  let at = writeChunk(bytes, signature.length, 'IHDR', [header])
  at = writeChunk(bytes, at, 'IDAT', compressed)
  writeChunk(bytes, at, 'IEND', [])
  peak = Math.max(peak, heldBeside + compressedBytes + bytes.length)
  return { bytes, peakBufferBytes: peak }
}
