import { createContext } from 'react'
import type { Lang } from '#src/catalogue/langs.ts'

/**
 * The page language when the route does not give it: the shared 404 page is prerendered in
 * Italian and switches to English after hydration under an English path (see +Layout.tsx).
 */
export const LangContext = createContext<Lang | undefined>(undefined)
