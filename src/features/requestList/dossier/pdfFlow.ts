/**
 * A4 documents of text that flows from page to page: headings, paragraphs, label–value facts and
 * tables whose cells wrap, with a footer and page numbers. The technical sheet and the dossier's
 * index are made with it in the browser; their text stays text, so it can be selected and searched.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48
const FOOTER = 28
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.38, 0.4, 0.45)
const RULE = rgb(0.78, 0.8, 0.84)

export interface PdfMeta {
  title: string
  author: string
  subject: string
  lang: string
  /** Written under every page with its number: "Steripaper – Buste piatte · 12 agosto 2026". */
  footer: string
  created: Date
}

export interface TableColumn {
  label: string
  /** Share of the text width. */
  share: number
}

/** Characters the standard fonts cannot write (WinAnsi), as the nearest they can. */
const stand_ins: Record<string, string> = { '≤': '<=', '≥': '>=', '−': '-', '‑': '-', '→': '->', '\u00a0': ' ', '\u202f': ' ' }

export class PdfFlow {
  private page!: PDFPage
  private y = 0
  private readonly known: Set<number>

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly meta: PdfMeta,
  ) {
    this.known = new Set(regular.getCharacterSet())
    this.newPage()
  }

  static async create(meta: PdfMeta): Promise<PdfFlow> {
    const doc = await PDFDocument.create()
    doc.setTitle(meta.title, { showInWindowTitleBar: true })
    doc.setAuthor(meta.author)
    doc.setSubject(meta.subject)
    doc.setCreator(meta.author)
    doc.setProducer(meta.author)
    doc.setLanguage(meta.lang)
    doc.setCreationDate(meta.created)
    doc.setModificationDate(meta.created)
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
    return new PdfFlow(doc, regular, bold, meta)
  }

  private get width(): number {
    return A4[0] - 2 * MARGIN
  }

  /** The text as the font can write it: a character outside WinAnsi becomes its stand-in, or "?". */
  private writable(text: string): string {
    return [...text].map((c) => (this.known.has(c.codePointAt(0)!) || c === '\n' ? c : (stand_ins[c] ?? '?'))).join('')
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  /** Moves to a new page unless `height` still fits above the footer. */
  private room(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage()
  }

  /** The text broken into lines no wider than `width`; a word longer than a line is cut. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    for (const paragraph of this.writable(text).split('\n')) {
      let line = ''
      for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
        const tried = line === '' ? word : `${line} ${word}`
        if (font.widthOfTextAtSize(tried, size) <= width) {
          line = tried
          continue
        }
        if (line !== '') lines.push(line)
        line = word
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
          lines.push(line.slice(0, cut))
          line = line.slice(cut)
        }
      }
      lines.push(line)
    }
    return lines
  }

  private lines(lines: readonly string[], { x = MARGIN, size = 10, font = this.regular, color = INK } = {}): void {
    const leading = size * 1.35
    for (const line of lines) {
      this.room(leading)
      this.y -= leading
      this.page.drawText(line, { x, y: this.y + size * 0.3, size, font, color })
    }
  }

  title(text: string, kicker: string): void {
    this.lines(this.wrap(kicker, this.regular, 10, this.width), { size: 10, color: MUTED })
    this.lines(this.wrap(text, this.bold, 18, this.width), { size: 18, font: this.bold })
    this.space(6)
    this.rule()
  }

  heading(text: string): void {
    this.room(40)
    this.space(10)
    this.lines(this.wrap(text, this.bold, 12, this.width), { size: 12, font: this.bold })
    this.space(2)
  }

  paragraph(text: string, size = 10): void {
    this.lines(this.wrap(text, this.regular, size, this.width), { size })
    this.space(4)
  }

  /** Label and value side by side; a value that wraps keeps its column. */
  facts(rows: readonly (readonly [string, string])[]): void {
    const labelWidth = this.width * 0.34
    for (const [label, value] of rows) {
      const left = this.wrap(label, this.bold, 9.5, labelWidth - 8)
      const right = this.wrap(value, this.regular, 9.5, this.width - labelWidth)
      const height = Math.max(left.length, right.length) * 9.5 * 1.35
      this.room(height)
      const top = this.y
      this.lines(left, { size: 9.5, font: this.bold, color: MUTED })
      this.y = top
      this.lines(right, { x: MARGIN + labelWidth, size: 9.5 })
      this.y = top - height - 2
    }
  }

  /** A table with its header repeated on each page it runs onto. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], size = 8.5): void {
    const total = columns.reduce((sum, c) => sum + c.share, 0)
    const widths = columns.map((c) => (c.share / total) * this.width)
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0))
    const row = (cells: readonly string[], font: PDFFont, color = INK) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, font, size, widths[i]! - 6))
      const height = Math.max(...wrapped.map((w) => w.length)) * size * 1.35 + 4
      const top = this.y
      wrapped.forEach((lines, i) => {
        this.y = top
        this.lines(lines, { x: xs[i]!, size, font, color })
      })
      this.y = top - height
      this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: MARGIN + this.width, y: this.y + 2 }, thickness: 0.4, color: RULE })
      return height
    }
    const header = () =>
      row(
        columns.map((c) => c.label),
        this.bold,
        MUTED,
      )
    this.room(60)
    header()
    for (const cells of rows) {
      const height = Math.max(...cells.map((cell, i) => this.wrap(cell, this.regular, size, widths[i]! - 6).length)) * size * 1.35 + 4
      if (this.y - height < MARGIN + FOOTER) {
        this.newPage()
        header()
      }
      row(cells, this.regular)
    }
    this.space(6)
  }

  space(points: number): void {
    this.y -= points
  }

  rule(): void {
    this.room(8)
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.8, color: RULE })
    this.space(6)
  }

  /** The document, each page with its footer and "n / total". */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages()
    const footer = this.writable(this.meta.footer)
    pages.forEach((page, i) => {
      const number = `${i + 1} / ${pages.length}`
      page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: this.regular, color: MUTED })
      page.drawText(number, { x: A4[0] - MARGIN - this.regular.widthOfTextAtSize(number, 8), y: MARGIN / 2, size: 8, font: this.regular, color: MUTED })
    })
    return this.doc.save()
  }
}
