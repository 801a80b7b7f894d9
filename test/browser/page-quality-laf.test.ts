import { checkPageList } from './page-quality.ts'

checkPageList('laf')
