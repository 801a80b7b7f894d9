import { usDollars } from '../../format/us-numbers.ts'
import {
  landLoanTermYears,
  ownerFinancingBalloonYears,
  rawLandDownPaymentPercent as rawLandDown,
} from '../../rules/land-loan-terms.ts'
import { loanSummary } from '../../rules/loan-math.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { contentLinkClass, type ContentSection } from '../content/content-article.tsx'
import { SiteLink } from '../site-link.tsx'

// The land loan guide: how financing land differs from a home mortgage and what a buyer's options are. The finance
// center shows its first section; the Land Loans page shows them all.

// A worked balloon, figured by the calculator's own arithmetic so the text and the calculator never disagree.
const balloonExample = { principal: 100_000, annualRatePercent: 8, termMonths: 240, balloonMonth: 60 }
const balloonFigures = loanSummary(balloonExample)

export const landLoanDifferences: ContentSection = {
  id: 'land-loans-and-mortgages',
  heading: 'How a land loan differs from a home mortgage',
  body: (
    <>
      <p>
        A lender sees bare land as a riskier loan than a house: there is no home to live in or sell, few recent sales to
        appraise it against, and a buyer in trouble stops paying for a vacant lot before a home. Most land loans are
        also kept by the lender rather than sold on, so each lender sets its own rules. That shows in the terms:
      </p>
      <ul>
        <li>
          <strong>Bigger down payments:</strong> {rawLandDown.low} to {rawLandDown.high} % of the price for raw land,
          against as little as 3 to 5 % on a home.
        </li>
        <li>
          <strong>Shorter terms:</strong> often {landLoanTermYears.low} to {landLoanTermYears.high} years instead of 30,
          and sometimes a balloon after a few years.
        </li>
        <li>
          <strong>Higher rates:</strong> usually above the going mortgage rate, more so for remote land without a road
          or utilities.
        </li>
        <li>
          <strong>Fewer lenders:</strong> local banks, credit unions and Farm Credit associations make most land loans;
          national mortgage companies rarely do.
        </li>
      </ul>
    </>
  ),
}

function OwnerFinancingSearchLink() {
  const links = useSiteLinks()
  return (
    <SiteLink href={links.search({ ownerFinancing: true })} className={contentLinkClass}>
      listings that offer owner financing
    </SiteLink>
  )
}

export const landLoanGuideSections: readonly ContentSection[] = [
  landLoanDifferences,
  {
    id: 'down-payment',
    heading: 'How much to put down',
    body: (
      <>
        <p>
          Expect {rawLandDown.low} to {rawLandDown.high} % down on raw land. Where a parcel sits in that range depends
          on how ready it is to use: land on a maintained road with power at the line and a well or water tap tends
          toward the low end; unsurveyed acreage reached by an easement, with no utilities, toward the high end.
        </p>
        <p>
          A bigger down payment also buys a better rate and a smaller monthly payment. Try both in the calculator: the
          down payment can be typed as a percentage or in dollars.
        </p>
      </>
    ),
  },
  {
    id: 'balloon-payments',
    heading: 'Balloon payments',
    body: (
      <>
        <p>
          With a balloon, the monthly payment is figured as if the loan ran for many years, but the rest of the balance
          falls due at once much sooner. On {usDollars(balloonExample.principal)} at {balloonExample.annualRatePercent}{' '}
          % figured over {balloonExample.termMonths / 12} years, the payment is{' '}
          {usDollars(balloonFigures.monthlyPayment)} a month, and after {balloonExample.balloonMonth / 12} years about{' '}
          {usDollars(balloonFigures.balloon)} is still owed in one payment.
        </p>
        <p>
          Plan how you will pay it before you sign: refinance with a lender once you have built or improved the land,
          sell part of it, or save toward it. Ask whether the note can be extended if rates are high when it comes due.
        </p>
      </>
    ),
  },
  {
    id: 'owner-financing',
    heading: 'Owner financing',
    body: (
      <>
        <p>
          Many land sellers carry the loan themselves: you pay the seller instead of a bank. The down payment and the
          credit check are whatever the seller agrees to, which helps a buyer a bank would turn down. In return the
          seller usually sets a rate above a bank’s and wants the balance within {ownerFinancingBalloonYears.low} to{' '}
          {ownerFinancingBalloonYears.high} years, as a balloon.
        </p>
        <ul>
          <li>Get a title search and title insurance, as you would with a bank loan.</li>
          <li>
            Know what you sign: with a deed and a promissory note the land is yours from closing; with a land contract
            (contract for deed) the seller keeps title until the last payment.
          </li>
          <li>Ask whether the seller still owes a mortgage on the land: their lender could call it due on a sale.</li>
          <li>Have the deed or contract recorded with the county, and a real estate attorney read the note.</li>
        </ul>
        <p>
          Turn on owner financing in the calculator to see what the seller’s usual terms change, or browse{' '}
          <OwnerFinancingSearchLink />.
        </p>
      </>
    ),
  },
  {
    id: 'farm-credit-and-usda',
    heading: 'Farm Credit and USDA loans',
    body: (
      <>
        <p>
          <strong>Farm Credit</strong> associations are cooperative lenders owned by their borrowers, set up by Congress
          to lend in rural America. Besides farms and ranches, many finance recreational land, timberland and rural home
          sites, often with longer terms than a bank’s, and some return part of their earnings to borrowers as patronage
          dividends.
        </p>
        <p>
          The <strong>USDA Farm Service Agency</strong> lends to farmers and ranchers who cannot get all the credit they
          need elsewhere, directly or by guaranteeing a bank’s loan, and has a down payment program for beginning
          farmers. <strong>USDA Rural Development</strong> home loans can include the lot when you buy or build a home
          in an eligible rural area, but not bare land alone. Loan limits change: ask your local USDA service center for
          today’s.
        </p>
      </>
    ),
  },
  {
    id: 'what-lenders-look-at',
    heading: 'What lenders look at',
    body: (
      <ul>
        <li>Your credit score, your other debts against your income, and cash left after closing.</li>
        <li>Legal access: a public road frontage or a recorded easement, not a neighbour’s goodwill.</li>
        <li>A survey, the zoning and any restrictions, and whether the land is in a flood zone.</li>
        <li>Utilities and a septic permit or perc test, if you will build.</li>
        <li>
          What you plan to do with it: build soon, farm, hunt or hold. A home within a year or two may call for a lot or
          construction loan instead.
        </li>
        <li>An appraisal: with few nearby sales to compare, the lender may lend on less than the price.</li>
      </ul>
    ),
  },
]

/** Guide sections under h2 headings, in the site's text style. */
export function GuideSections(props: { sections: readonly ContentSection[] }) {
  return props.sections.map((section) => (
    <section
      key={section.id}
      aria-labelledby={section.id}
      className="leading-relaxed [&_li]:my-1.5 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6"
    >
      <h2 id={section.id} className="mb-2 mt-8 scroll-mt-4 font-heading text-xl font-bold leading-snug">
        {section.heading}
      </h2>
      {section.body}
    </section>
  ))
}
