/**
 * The embedded image service: a landscape drawn as SVG, the same for the same document id every time,
 * so every card and gallery has real bytes to show without an image origin.
 */
export function placeholderImageSvg(documentId: number, width: number, height: number): string {
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
    return `<path d="M0 ${horizon + offset} Q ${mid} ${peak + offset} ${width} ${horizon + offset - Math.round(next() * 30)} V ${height} H 0 Z" fill="hsl(${landHue} 35% ${lightness}%)"/>`
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${skyHue} 70% 62%)"/>`,
    `<stop offset="1" stop-color="hsl(${skyHue} 60% 88%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    hill(0, 42),
    hill(Math.round(height * 0.12), 34),
    hill(Math.round(height * 0.25), 27),
    '</svg>',
  ].join('')
}

export const imageSizeLimit = 2000
