// A PNG file of 8-bit RGB pixels (the PNG specification, 3rd edition): the signature, then the IHDR, IDAT and IEND
// chunks, each with its CRC-32. The rows are compressed as one zlib stream (CompressionStream's 'deflate'), each
// behind the Sub filter: a row of one colour becomes zeros after its first pixel, so a drawn image stays small.

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

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

/** A chunk: its length, its type and data, and the CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** `pixels` holds width × height RGB triples, row by row from the top. */
export async function encodePng(pixels: Uint8Array, width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const rowBytes = width * 3
  const filtered = new Uint8Array(height * (rowBytes + 1))
  for (let y = 0; y < height; y++) {
    const from = y * rowBytes
    const to = y * (rowBytes + 1)
    filtered[to] = 1 // Sub: each byte minus the same channel of the pixel to its left
    for (let i = 0; i < rowBytes; i++) {
      filtered[to + 1 + i] = pixels[from + i]! - (i < 3 ? 0 : pixels[from + i - 3]!)
    }
  }
  const compressed = new Uint8Array(
    await new Response(new Blob([filtered]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
  )
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, deflate, the standard filters, no interlace
  const parts = [
    Uint8Array.from(signature),
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
