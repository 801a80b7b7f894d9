import 'virtual:uno.css'
import { landwatchBrand } from '../../brands/landwatch.ts'
import { startClient } from '../start-client.tsx'
import { landwatchUrls } from '../links/landwatch-urls.ts'

// The landwatch brand's browser entry: its own config and URL shapes, none of the other brands' (worker/ssr/client-assets.ts
// serves each brand's page with its entry).
void startClient(landwatchBrand, landwatchUrls)
