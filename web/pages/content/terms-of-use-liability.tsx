import type { ContentSection } from '../../components/content/content-article.tsx'

// The Terms of Use's limits of responsibility: no warranty, limitation of liability, and the governing law (the laws
// of the State of Texas).

export function liabilitySections(displayName: string, legalName: string): ContentSection[] {
  return [
    {
      id: 'no-warranty',
      heading: 'No warranty',
      body: (
        <p>
          {displayName} is provided “as is” and “as available”. To the extent the law allows, we make no warranty of any
          kind, express or implied, including merchantability, fitness for a particular purpose, title and
          non-infringement, and we do not promise that the site will be uninterrupted, error-free or free of harmful
          components, or that any listing, search result, alert or map is accurate.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      body: (
        <>
          <p>
            To the extent the law allows, {legalName} is not liable for indirect, incidental, special, consequential or
            punitive damages, or for lost profits, data or opportunities, arising from your use of {displayName}, from a
            listing, or from dealings with an advertiser or a buyer. Our total liability for any claim about the site is
            limited to the greater of the amount you paid us in the 12 months before the claim and 100 US dollars.
          </p>
          <p>
            You agree to defend and indemnify {legalName} against claims by others arising from what you post or send
            through the site or from your breach of these terms. Some jurisdictions do not allow some of these limits;
            where they do not, they apply only as far as allowed.
          </p>
        </>
      ),
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      body: (
        <p>
          These terms are governed by the laws of the State of Texas, without regard to its conflict-of-laws rules, and
          by the federal laws of the United States. Any dispute about them or about the site is heard by the state or
          federal courts located in Texas, and you and we consent to their jurisdiction. Before going to court, write to
          us: most problems are solved faster that way.
        </p>
      ),
    },
  ]
}
