import { checkPageList } from './page-quality.ts'

checkPageList('land')
