import { describe, expect, test } from 'vitest'
import { calibratedCpuMultiplier, hostSpeedDrift, steadyHostDrift } from '../lighthouse/cpu-calibration.ts'

// The CPU slowdown that emulates Lighthouse's phone from the host's benchmark index (Lighthouse's calculator).
describe('calibratedCpuMultiplier', () => {
  test.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])('index %d: %d×', (index, multiplier) => {
    expect(calibratedCpuMultiplier(index)).toBeCloseTo(multiplier, 1)
  })

  test('a host slower than the phone is not slowed; faster hosts are slowed more, without jumps', () => {
    expect(calibratedCpuMultiplier(100)).toBe(1)
    let previous = calibratedCpuMultiplier(150)
    for (let index = 151; index <= 5000; index++) {
      const multiplier = calibratedCpuMultiplier(index)
      expect(multiplier).toBeGreaterThan(previous)
      expect(multiplier - previous).toBeLessThan(0.01)
      previous = multiplier
    }
  })

  test('an index that is not a positive number is an error', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => calibratedCpuMultiplier(index)).toThrow(/bad benchmark index/)
    }
  })
})

describe('hostSpeedDrift', () => {
  test('a run that starts on a host as fast as its calibration, give or take a reading’s noise, is steady', () => {
    expect(hostSpeedDrift(1000, 1000)).toBe(0)
    expect(hostSpeedDrift(1000, 1250)).toBeLessThanOrEqual(steadyHostDrift)
    expect(hostSpeedDrift(1000, 800)).toBeLessThanOrEqual(steadyHostDrift)
  })

  test('a host that lost or gained a third of its speed between the two is not', () => {
    // Seen here: calibrated at 1,094, the next page's host read 540.
    expect(hostSpeedDrift(1094, 540)).toBeGreaterThan(steadyHostDrift)
    expect(hostSpeedDrift(1000, 1400)).toBeGreaterThan(steadyHostDrift)
  })
})
