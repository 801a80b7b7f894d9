import { encodePng, type EncodedPng } from './png.ts'

/**
 * The embedded image service: a landscape (a sky, three hills) drawn as a PNG, the same for the same document id every
 * time, so every card and gallery has real bytes to show without an image origin. A raster image, as the image
 * origin's photos are: Chrome decodes it off the page's main thread, where an SVG image needs a document of its own
 * made on it (a task of 20-80 ms per image at a phone's speed, `npm run lighthouse`). Painted a row at a time as the
 * encoder asks (png.ts): what a draw holds is its ridges and a batch of rows, not the image.
 */
export function placeholderImagePng(documentId: number, width: number, height: number): Promise<EncodedPng> {
  let seed = documentId >>> 0 || 1
  const next = () => {
    // xorshift32: cheap, deterministic per id
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    return (seed >>> 0) / 4294967296
  }
  const skyHue = 195 + Math.round(next() * 25)
  const landHue = 70 + Math.round(next() * 60)
  const horizon = Math.round(height * (0.45 + next() * 0.2))
  const hill = (offset: number, lightness: number) => {
    const peak = horizon - Math.round(next() * height * 0.25)
    const mid = Math.round(width * (0.2 + next() * 0.6))
    const end = horizon + offset - Math.round(next() * 30)
    return { ridge: ridgeRows(width, [horizon + offset, peak + offset, end], mid), color: hsl(landHue, 35, lightness) }
  }
  const hills = [hill(0, 42), hill(Math.round(height * 0.12), 34), hill(Math.round(height * 0.25), 27)]
  const skyTop = hsl(skyHue, 70, 62)
  const skyBottom = hsl(skyHue, 60, 88)

  const ridges = hills.map((one) => one.ridge)
  const colors = hills.map((one) => one.color)
  const paintRow = (y: number, rgb: Uint8Array) => {
    const along = height > 1 ? y / (height - 1) : 0
    const skyR = skyTop[0] + (skyBottom[0] - skyTop[0]) * along
    const skyG = skyTop[1] + (skyBottom[1] - skyTop[1]) * along
    const skyB = skyTop[2] + (skyBottom[2] - skyTop[2]) * along
    for (let x = 0; x < width; x++) {
      let r = skyR
      let g = skyG
      let b = skyB
      for (let k = 0; k < ridges.length; k++) {
        // The share of this pixel below the hill's ridge: its edge is smooth, not stepped.
        const cover = y + 1 - ridges[k]![x]!
        if (cover <= 0) continue
        const [hillR, hillG, hillB] = colors[k]!
        const share = cover >= 1 ? 1 : cover
        r += (hillR - r) * share
        g += (hillG - g) * share
        b += (hillB - b) * share
      }
      rgb[x * 3] = r
      rgb[x * 3 + 1] = g
      rgb[x * 3 + 2] = b
    }
  }
  const ridgeBytes = ridges.reduce((sum, ridge) => sum + ridge.byteLength, 0)
  return encodePng(width, height, paintRow, ridgeBytes)
}

/**
 * The height of a hill's ridge over each column's centre: the quadratic curve from (0, y0) through the control point
 * (mid, y1) to (width, y2). Its x grows with t (the control point lies inside the width), so each column has one t.
 */
function ridgeRows(width: number, [y0, y1, y2]: [number, number, number], mid: number): Float64Array {
  const rows = new Float64Array(width)
  const a = width - 2 * mid
  const b = 2 * mid
  for (let x = 0; x < width; x++) {
    const centre = x + 0.5
    const t = Math.abs(a) < 1e-9 ? centre / b : (-b + Math.sqrt(b * b + 4 * a * centre)) / (2 * a)
    rows[x] = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * y1 + t * t * y2
  }
  return rows
}

/** An HSL colour (hue in degrees, saturation and lightness in percent) as sRGB bytes. */
function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100
  const l = lightness / 100
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}
