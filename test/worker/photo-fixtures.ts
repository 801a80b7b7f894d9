import { env } from 'cloudflare:workers'
import { encodePng } from '../../worker/images/png.ts'

// Photos as a seller's camera makes them, made in the test: a landscape with fine grain, as a JPEG from the Images
// binding (sharp locally), with an EXIF block that carries a GPS position, as a phone writes one.

/** A string the EXIF block carries (its GPS map datum), looked for in what the worker keeps and serves. */
export const gpsMarker = 'GPS-TEST-DATUM-4711'

/**
 * A landscape: a sky with a ridge, and fields below whose rows, clods and grain vary at every scale a photo's do, so
 * the encoders have as much detail to keep as in a real photo of land.
 */
export async function landscapePng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const paint = (y: number, rgb: Uint8Array) => {
    for (let x = 0; x < width; x++) {
      const ridge = height * (0.4 + 0.08 * Math.sin(x / (width / 7)) + 0.02 * Math.sin(x / 37))
      const grain = (((x * 73856093) ^ (y * 19349663)) >>> 0) % 32
      if (y < ridge) {
        const cloud = 25 * Math.sin(x / 90 + Math.sin(y / 40) * 3) * Math.sin(y / 55)
        rgb[x * 3] = 120 + cloud + grain / 4
        rgb[x * 3 + 1] = 165 + cloud + grain / 4
        rgb[x * 3 + 2] = 215 - (y * 50) / height + cloud / 2
        continue
      }
      const rows = 30 * Math.sin(x / 4.3 + y / 9.7 + 2 * Math.sin(y / 31))
      const clods = 28 * Math.sin(x / 13.7 + 3 * Math.sin(y / 17.3)) * Math.sin(y / 6.1 + x / 29)
      const field = ((Math.floor(x / 700) + Math.floor(y / 500)) % 3) * 18
      rgb[x * 3] = 80 + field + rows / 2 + clods + grain
      rgb[x * 3 + 1] = 105 + field / 2 + rows + clods + grain
      rgb[x * 3 + 2] = 45 + clods / 2 + grain
    }
  }
  const { bytes } = await encodePng(width, height, paint)
  return new Uint8Array(bytes)
}

/** An EXIF APP1 segment: IFD0 pointing at a GPS IFD with latitude, longitude and the marker as its map datum. */
function exifWithGps(): Uint8Array {
  const datum = `${gpsMarker}\0`
  const gpsIfd = 26
  const entries = 5
  const data = gpsIfd + 2 + entries * 12 + 4
  const tiff = new DataView(new ArrayBuffer(data + 48 + datum.length))
  const bytes = new Uint8Array(tiff.buffer)
  bytes.set([0x49, 0x49, 0x2a, 0x00], 0)
  tiff.setUint32(4, 8, true)
  tiff.setUint16(8, 1, true)
  // IFD0: GPSInfo (0x8825), a LONG: the GPS IFD's offset.
  ;[0x8825, 4].forEach((value, index) => tiff.setUint16(10 + index * 2, value, true))
  tiff.setUint32(14, 1, true)
  tiff.setUint32(18, gpsIfd, true)
  tiff.setUint32(22, 0, true)
  tiff.setUint16(gpsIfd, entries, true)
  const entry = (index: number, tag: number, type: number, count: number, value: number | string) => {
    const at = gpsIfd + 2 + index * 12
    tiff.setUint16(at, tag, true)
    tiff.setUint16(at + 2, type, true)
    tiff.setUint32(at + 4, count, true)
    if (typeof value === 'string')
      bytes.set(
        [...value].map((c) => c.charCodeAt(0)),
        at + 8,
      )
    else tiff.setUint32(at + 8, value, true)
  }
  const rational = (at: number, values: number[]) =>
    values.forEach((value, index) => {
      tiff.setUint32(at + index * 8, value, true)
      tiff.setUint32(at + index * 8 + 4, 1, true)
    })
  entry(0, 0x0001, 2, 2, 'N')
  entry(1, 0x0002, 5, 3, data)
  entry(2, 0x0003, 2, 2, 'W')
  entry(3, 0x0004, 5, 3, data + 24)
  entry(4, 0x0012, 2, datum.length, data + 48)
  rational(data, [30, 16, 12])
  rational(data + 24, [97, 44, 31])
  bytes.set(
    [...datum].map((c) => c.charCodeAt(0)),
    data + 48,
  )
  const header = [...'Exif\0\0'].map((c) => c.charCodeAt(0))
  const length = 2 + header.length + bytes.length
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...header, ...bytes])
}

/** A JPEG of the landscape, its EXIF with GPS written right after the start of image, as cameras put it. */
export async function cameraJpeg(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = await landscapePng(width, height)
  const result = await env.IMAGES.input(new Blob([png]).stream()).output({ format: 'image/jpeg', quality: 90 })
  const jpeg = new Uint8Array(await new Response(result.image()).arrayBuffer())
  const exif = exifWithGps()
  const withExif = new Uint8Array(jpeg.length + exif.length)
  withExif.set(jpeg.subarray(0, 2))
  withExif.set(exif, 2)
  withExif.set(jpeg.subarray(2), 2 + exif.length)
  return withExif
}

/** The bytes hold the ASCII text somewhere. */
export function holdsText(bytes: Uint8Array, text: string): boolean {
  return new TextDecoder('latin1').decode(bytes).includes(text)
}
