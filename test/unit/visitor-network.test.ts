import { describe, expect, it } from 'vitest'
import { addressNetwork } from '../../worker/events/visitor.ts'

// A visitor of the event limits and counts (worker/events/visitor.ts) is an IPv4 address or an IPv6 /64: every way of
// writing an address of one /64 must name the same network, or one machine could count as many visitors.

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::abcd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
    [' 2001:db8:1:2::9 ', '2001:db8:1:2::/64'],
  ])('%s → %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network)
  })

  it('leaves what is no address as it is (local tools send none)', () => {
    for (const text of ['', 'unknown', '1::2::3', '2001:db8:1:2:3:4:5:6:7', 'g::1']) {
      expect(addressNetwork(text)).toBe(text.trim().toLowerCase())
    }
  })
})
