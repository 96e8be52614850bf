/**
 * A4 documents of text that flows from page to page: headings, paragraphs, label–value facts and
 * tables whose cells wrap, with a footer and page numbers, and where asked a letterhead and a
 * picture. The technical sheet and the dossier's index are made with it in the browser; their text
 * stays text, so it can be selected and searched.
 */
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48
const FOOTER = 28
const GUTTER = 16
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

/** What the top of every page carries: the company's logo, then its name. */
export interface Letterhead {
  name: string
  /** PNG or JPEG; a missing or unreadable one is left out. */
  logo?: Uint8Array
}

/** A box in points, in which an image is drawn whole, keeping its shape. */
export interface Box {
  width: number
  height: number
}
/** The letterhead's logo: a square one is 26 pt (9 mm) high, a wide one up to 120 pt long. */
export const LOGO_BOX: Box = { width: 120, height: 26 }
/** A picture beside the text (`beside`): 200 pt (7 cm) wide at most. */
export const PICTURE_BOX: Box = { width: 200, height: 170 }

/** The size an image of `width` × `height` is drawn at in `box`. */
export function fitIn(box: Box, width: number, height: number): Box {
  const scale = Math.min(box.width / width, box.height / height)
  return { width: width * scale, height: height * scale }
}

/** The image embedded, as its first bytes say PNG or JPEG; none when it is neither or cannot be read. */
async function embedImage(doc: PDFDocument, bytes: Uint8Array | undefined): Promise<PDFImage | undefined> {
  try {
    // A copy: pdf-lib reads a JPEG's size from the whole buffer a view is of, past the view's end.
    if (bytes?.[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(new Uint8Array(bytes))
    if (bytes?.[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes)
  } catch {
    // An unreadable image is left out: the document is made without it.
  }
  return undefined
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
  /** The width text is written in: the page's, or beside a picture what is left of it. */
  private column = A4[0] - 2 * MARGIN
  private readonly known: Set<number>

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly meta: PdfMeta,
    private readonly letterhead?: { name: string; logo: PDFImage | undefined },
  ) {
    this.known = new Set(regular.getCharacterSet())
    this.newPage()
  }

  static async create(meta: PdfMeta, letterhead?: Letterhead): Promise<PdfFlow> {
    const doc = await PDFDocument.create()
    doc.setTitle(meta.title, { showInWindowTitleBar: true })
    doc.setAuthor(meta.author)
    doc.setSubject(meta.subject)
    doc.setCreator(meta.author)
    doc.setProducer(meta.author)
    doc.setLanguage(meta.lang)
    doc.setCreationDate(meta.created)
    doc.setModificationDate(meta.created)
    const [regular, bold, logo] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      embedImage(doc, letterhead?.logo),
    ])
    return new PdfFlow(doc, regular, bold, meta, letterhead && { name: letterhead.name, logo })
  }

  private get width(): number {
    return this.column
  }

  /** The image embedded once, to draw (`beside`); none when it is missing or unreadable. */
  image(bytes: Uint8Array | undefined): Promise<PDFImage | undefined> {
    return embedImage(this.doc, bytes)
  }

  /** The text as the font can write it: a character outside WinAnsi becomes its stand-in, or "?". */
  private writable(text: string): string {
    return [...text].map((c) => (this.known.has(c.codePointAt(0)!) || c === '\n' ? c : (stand_ins[c] ?? '?'))).join('')
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4)
    this.column = A4[0] - 2 * MARGIN
    this.y = A4[1] - MARGIN
    if (this.letterhead) this.drawLetterhead(this.letterhead)
  }

  /** The logo, the name beside it in the middle of its height, and a rule under both. */
  private drawLetterhead({ name, logo }: { name: string; logo: PDFImage | undefined }): void {
    const top = this.y
    let x = MARGIN
    if (logo) {
      const { width, height } = fitIn(LOGO_BOX, logo.width, logo.height)
      this.page.drawImage(logo, { x, y: top - (LOGO_BOX.height + height) / 2, width, height })
      x += width + 10
    }
    this.page.drawText(this.writable(name), { x, y: top - LOGO_BOX.height / 2 - 4, size: 12, font: this.bold, color: INK })
    this.y = top - LOGO_BOX.height - 8
    this.rule()
    this.space(8)
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

  /**
   * `block` written to the left of the picture, which stands at the top right in PICTURE_BOX; the
   * flow goes on below both, at the page's width. Without a picture, `block` alone.
   */
  beside(picture: PDFImage | undefined, block: () => void): void {
    if (!picture) return block()
    const { width, height } = fitIn(PICTURE_BOX, picture.width, picture.height)
    this.room(height)
    const [page, top] = [this.page, this.y]
    page.drawImage(picture, { x: MARGIN + this.column - width, y: top - height, width, height })
    this.column -= width + GUTTER
    block()
    // A block that ran onto a new page has its width back already (newPage).
    if (this.page === page) {
      this.column += width + GUTTER
      this.y = Math.min(this.y, top - height - GUTTER / 2)
    }
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
