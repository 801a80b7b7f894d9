import { absoluteUrl, type CanonicalSite, type JsonLdNode } from './open-graph.ts'

/** One step of a page's breadcrumb trail: a place, or the page itself, and its address. */
export interface BreadcrumbStep {
  label: string
  href: string
}

/** The trail as schema.org's BreadcrumbList, each step's page a whole URL. */
export function breadcrumbList(trail: readonly BreadcrumbStep[], site: CanonicalSite): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: absoluteUrl(site, step.href),
    })),
  }
}
