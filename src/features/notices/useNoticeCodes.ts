import { useEffect, useState } from 'react'
import type { NoticeCodes } from './noticeCodes'
import { NOTICE_CODES_PATH } from './noticePaths'

let file: Promise<NoticeCodes> | undefined

/** The index of codes withdrawn or with a recent notice, fetched once per page view when a list has codes; undefined until then. */
export function useNoticeCodes(wanted: boolean): NoticeCodes | undefined {
  const [index, setIndex] = useState<NoticeCodes>()
  useEffect(() => {
    if (!wanted) return
    let current = true
    file ??= fetch(NOTICE_CODES_PATH).then((r) =>
      r.ok ? (r.json() as Promise<NoticeCodes>) : Promise.reject(new Error(`${NOTICE_CODES_PATH}: HTTP ${r.status}`)),
    )
    file
      .then((loaded) => current && setIndex(loaded))
      .catch((error: unknown) => {
        file = undefined
        console.warn('The product change notices could not be loaded:', error)
      })
    return () => {
      current = false
    }
  }, [wanted])
  return index
}
