import 'virtual:uno.css'
import { lafBrand } from '../../brands/laf.ts'
import { lafLinks } from '../links/laf-links.ts'
import { startClient } from '../start-client.tsx'

// The laf brand's browser entry: its own config and link shapes, none of the other brands' (worker/ssr/client-assets.ts
// serves each brand's page with its entry).
void startClient(lafBrand, lafLinks)
