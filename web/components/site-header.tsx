import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

/** The brand's header: logo, navigation, Sign up and Log in. Transparent over the home page hero. */
export function SiteHeader(props: { transparent: boolean; currentPath: string }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const tone = props.transparent
    ? 'absolute inset-x-0 top-0 z-10 bg-transparent text-white'
    : 'relative bg-brand-header-bg text-brand-header-ink shadow-sm'
  return (
    <header data-testid="site-header" data-transparent={props.transparent} className={`${tone} font-body`}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <a href={links.home} className="flex items-center gap-2 no-underline" aria-label={`${brand.displayName} home`}>
          <img src={brand.icons.logo} alt="" width={36} height={36} />
          <span className="font-heading text-xl font-bold" data-testid="brand-name">
            {brand.displayName}
          </span>
        </a>
        <nav aria-label="Main" className="flex flex-1 flex-wrap items-center gap-x-5 gap-y-1 text-sm font-semibold">
          {brand.headerNav.map((item) => (
            <a
              key={item.href}
              className="no-underline hover:underline"
              href={item.requiresLogin ? links.login(item.href) : item.href}
            >
              {item.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-3 text-sm font-semibold">
          <a className="no-underline hover:underline" href={links.register}>
            Sign up
          </a>
          <a
            className="rounded bg-brand-primary px-3 py-1.5 text-white no-underline hover:bg-brand-primary-dark"
            href={links.login(props.currentPath)}
          >
            Log in
          </a>
        </div>
      </div>
    </header>
  )
}
