import type { Dictionary, TextKey } from './dictionary'

type GroupOf<K> = K extends `${infer G}.${string}` ? G : never

/** A text's group: the part of its key before the first dot ("request" for "request.add"). */
export type TextGroup = GroupOf<TextKey>

/**
 * The texts a page carries to the browser: the groups the layout shows and those its own page
 * declares (src/layout/pageUi.ts), not the whole dictionary of its language.
 */
export type Texts = Partial<Dictionary>

export const groupOf = (key: string): string => key.slice(0, key.indexOf('.'))

/** The texts of a dictionary in the given groups, in the dictionary's order. */
export function textsIn(dictionary: Dictionary, groups: readonly TextGroup[]): Texts {
  const wanted = new Set<string>(groups)
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => wanted.has(groupOf(key))))
}

/**
 * A text of the page. One that is missing is a group the page did not declare: the prerender
 * that renders it stops with this message rather than write a page with a hole in it.
 */
export function textOf(texts: Texts, key: TextKey): string {
  const text = texts[key]
  if (text === undefined) {
    throw new Error(
      `The text "${key}" is not among this page's texts: add "${groupOf(key)}" to the page's +texts.ts, or to LAYOUT_TEXTS (src/layout/pageUi.ts) if the layout shows it`,
    )
  }
  return text
}
