/** Listings carry a bit per site (bit siteId - 1); site id 0 means every site. */
export function siteMaskOf(siteId: number): number {
  return siteId === 0 ? 0b111 : 1 << (siteId - 1)
}
