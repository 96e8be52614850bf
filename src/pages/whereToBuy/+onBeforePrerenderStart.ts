import { prerenderPages } from '@/pageData/prerenderPages'
import { data } from './+data'
import texts from './+texts'

export const onBeforePrerenderStart = () => prerenderPages('whereToBuy', data, texts)
