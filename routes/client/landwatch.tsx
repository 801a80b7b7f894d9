import 'virtual:uno.css'
import { landwatchBrand } from '../../brands/landwatch.ts'
import { landwatchLinks } from '../links/landwatch-links.ts'
import { startClient } from '../start-client.tsx'

// The landwatch brand's browser entry: its own config and link shapes, none of the other brands' (worker/ssr/client-assets.ts
// serves each brand's page with its entry).
void startClient(landwatchBrand, landwatchLinks)
