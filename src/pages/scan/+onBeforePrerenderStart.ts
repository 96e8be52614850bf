import { prerenderPages } from '#src/pageData/prerenderPages.ts'
import { data } from './+data'
import texts from './+texts'

export const onBeforePrerenderStart = () => prerenderPages('scan', data, texts)
