import type { Dictionary, LabelKey } from './dictionary'

type GroupOf<K> = K extends `${infer G}.${string}` ? G : never

/** A label's group: the part of its key before the first dot ("request" for "request.add"). */
export type LabelGroup = GroupOf<LabelKey>

/**
 * The labels a page carries to the browser: the groups the layout shows and those its own page
 * declares (src/layout/pageUi.ts), not the whole dictionary of its language.
 */
export type Labels = Partial<Dictionary>

export const groupOf = (key: string): string => key.slice(0, key.indexOf('.'))

/** The labels of a dictionary in the given groups, in the dictionary's order. */
export function labelsIn(dictionary: Dictionary, groups: readonly LabelGroup[]): Labels {
  const wanted = new Set<string>(groups)
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => wanted.has(groupOf(key))))
}

/**
 * A label of the page. One that is missing is a group the page did not declare: the prerender
 * that renders it stops with this message rather than write a page with a hole in it.
 */
export function labelOf(labels: Labels, key: LabelKey): string {
  const text = labels[key]
  if (text === undefined) {
    throw new Error(
      `The label "${key}" is not among this page's labels: add "${groupOf(key)}" to the page's +labels.ts, or to LAYOUT_LABELS (src/layout/pageUi.ts) if the layout shows it`,
    )
  }
  return text
}
