import { describe, expect, it } from 'vitest'
import { installChromium, isLockHeld, type AptGet } from '../support/ensure-chromium.ts'

// npm test installs chromium when it is missing; another apt holding the dpkg lock must make it wait, not fail.

const lockError = (lock: string) =>
  Object.assign(new Error('Command failed: apt-get'), {
    stderr: Buffer.from(`E: Could not get lock ${lock}. It is held by process 4242 (apt-get)\n`),
  })

/** An apt-get whose `update` and `install` each fail with the given errors before they succeed. */
function fakeAptGet(failures: { update?: Error[]; install?: Error[] }): { aptGet: AptGet; calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    aptGet: (args) => {
      const step = args.includes('update') ? 'update' : 'install'
      calls.push(step)
      const failure = failures[step]?.shift()
      if (failure) throw failure
    },
  }
}

describe('installing chromium', () => {
  it('waits while another apt holds the dpkg lock, then installs', () => {
    const { aptGet, calls } = fakeAptGet({
      update: [lockError('/var/lib/apt/lists/lock')],
      install: [lockError('/var/lib/dpkg/lock-frontend'), lockError('/var/lib/dpkg/lock-frontend')],
    })
    const slept: number[] = []
    installChromium({ aptGet, sleep: (ms) => slept.push(ms), retryEveryMs: 5 })
    expect(calls).toEqual(['update', 'update', 'install', 'install', 'install'])
    expect(slept).toEqual([5, 5, 5])
  })

  it('asks apt-get itself to wait for the dpkg lock', () => {
    const seen: string[][] = []
    installChromium({ aptGet: (args) => void seen.push(args), lockWaitMs: 120_000 })
    expect(seen.every((args) => args.join(' ').includes('-o DPkg::Lock::Timeout=120'))).toBe(true)
  })

  it('gives up when the lock is still held after the wait', () => {
    const { aptGet } = fakeAptGet({ update: Array.from({ length: 1000 }, () => lockError('/var/lib/apt/lists/lock')) })
    expect(() => installChromium({ aptGet, lockWaitMs: 30, retryEveryMs: 10 })).toThrow(/Could not get lock/)
  })

  it('fails at once on an error that is not a lock', () => {
    const { aptGet, calls } = fakeAptGet({ install: [new Error('E: Unable to locate package chromium')] })
    expect(() => installChromium({ aptGet, sleep: () => {} })).toThrow(/Unable to locate package/)
    expect(calls).toEqual(['update', 'install'])
  })

  it('knows apt’s lock messages', () => {
    expect(isLockHeld('E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1 (apt)')).toBe(true)
    expect(isLockHeld('E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend)')).toBe(true)
    expect(isLockHeld('E: Unable to locate package chromium')).toBe(false)
  })
})
