import 'virtual:uno.css'
import { lafBrand } from '../../brands/laf.ts'
import { startClient } from '../start-client.tsx'
import { lafUrls } from '../links/laf-urls.ts'

// The laf brand's browser entry: its own config and URL shapes, none of the other brands' (worker/ssr/client-assets.ts
// serves each brand's page with its entry).
void startClient(lafBrand, lafUrls)
