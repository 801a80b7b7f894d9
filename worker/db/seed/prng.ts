// Seeded pseudo-random numbers. The seed must be byte-for-byte reproducible across Node and workerd, so nothing here
// touches Math.random or the clock: sfc32 (small, fast, passes PractRand) seeded through splitmix32.

/** Hashes a label into 32 bits (FNV-1a), so each part of the generator can own an independent stream. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function splitmix32(state: number): () => number {
  return () => {
    state = (state + 0x9e3779b9) | 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** Uniform in [min, max). */
  float(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Standard normal (Box-Muller). */
  normal(): number
  /** Picks a key of a weight table, proportionally to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K
  /** k distinct items in random order (partial Fisher-Yates on a copy). */
  sample<T>(items: readonly T[], k: number): T[]
}

/** A stream for (seed, label): different labels give unrelated streams, so adding draws in one part of the
 *  generator does not shift every value after it in another part. */
export function createRng(seed: number, label = ''): Rng {
  const init = splitmix32((seed ^ hashLabel(label)) >>> 0)
  let a = init()
  let b = init()
  let c = init()
  let d = init()
  const next = (): number => {
    // sfc32
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next() // warm up: the first outputs of sfc32 are correlated with the seed
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    normal: () => {
      const u = 1 - next() // (0, 1]: log(0) would be -Infinity
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
    },
    weighted: (weights) => {
      let total = 0
      for (const [, w] of weights) total += w
      let r = next() * total
      for (const [key, w] of weights) {
        r -= w
        if (r < 0) return key
      }
      return (weights[weights.length - 1] as (typeof weights)[number])[0]
    },
    sample: (items, k) => {
      const copy = items.slice()
      const n = Math.min(k, copy.length)
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        const tmp = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = tmp
      }
      return copy.slice(0, n)
    },
  }
  return rng
}

/** Weighted choice among many items in O(log n): build once, draw often (counties for a million listings). */
export class WeightedSampler<T> {
  readonly items: readonly T[]
  private readonly cumulative: Float64Array
  constructor(items: readonly T[], weight: (item: T) => number) {
    this.items = items
    this.cumulative = new Float64Array(items.length)
    let sum = 0
    items.forEach((item, i) => {
      sum += Math.max(0, weight(item))
      this.cumulative[i] = sum
    })
  }
  get total(): number {
    return this.cumulative.length ? (this.cumulative[this.cumulative.length - 1] as number) : 0
  }
  draw(rng: Rng): T {
    const r = rng.next() * this.total
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((this.cumulative[mid] as number) > r) hi = mid
      else lo = mid + 1
    }
    return this.items[lo] as T
  }
}
