import 'virtual:uno.css'
import { landBrand } from '../../brands/land.ts'
import { startClient } from '../start-client.tsx'
import { landUrls } from '../links/land-urls.ts'

// The land brand's browser entry: its own config and URL shapes, none of the other brands' (worker/ssr/client-assets.ts
// serves each brand's page with its entry).
void startClient(landBrand, landUrls)
