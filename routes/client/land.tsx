import 'virtual:uno.css'
import { landBrand } from '../../brands/land.ts'
import { landLinks } from '../links/land-links.ts'
import { startClient } from '../start-client.tsx'

// The land brand's browser entry: its own config and link shapes, none of the other brands' (worker/ssr/client-assets.ts
// serves each brand's page with its entry).
void startClient(landBrand, landLinks)
