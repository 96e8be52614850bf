import type { Dictionary } from '#src/i18n/dictionary.ts'
import { fillText } from '#src/i18n/fillText.ts'

/** The name of a drawing's text, after its group: `size.peelEnd` for `guideDrawing.size.peelEnd`. */
export type DrawingKey = keyof Dictionary extends infer K ? (K extends `guideDrawing.${infer Name}` ? Name : never) : never

/** The figures the drawings write: the clearance to the seals, the pouch's fill and the seal's width. */
export interface DrawingValues {
  mm: number
  fill: number
  seal: number
}

export type DrawingTexts = (key: DrawingKey) => string

/** A drawing's texts in the page's language, with its figures written in. */
export const drawingTexts =
  (dictionary: Dictionary, values: DrawingValues): DrawingTexts =>
  (key) =>
    fillText(dictionary[`guideDrawing.${key}`], { ...values })
