import { describe, expect, it } from 'vitest'
import { clusterLabel } from '../../web/components/search/map-layers.ts'

// A map cluster's accessible name starts with the count it shows, so "click 1.5K" works for a voice user (WCAG 2.5.3,
// Lighthouse's label-content-name-mismatch), and then says the exact count.
describe('cluster names', () => {
  it('start with what the button shows, then the exact count', () => {
    expect(clusterLabel(25)).toBe('25 listings here: zoom in')
    expect(clusterLabel(999)).toBe('999 listings here: zoom in')
    expect(clusterLabel(1520)).toBe('1.5K (1,520) listings here: zoom in')
    expect(clusterLabel(2_400_000)).toBe('2.4M (2,400,000) listings here: zoom in')
  })
})
