/**
 * The schemas of a product's table in the generated JSON, made from the column model
 * (tableColumns.ts): a code's item, a withdrawn code, the rows with their group headings.
 */
import { z } from 'zod'
import { Bilingual } from './bilingual.ts'
import { bdRdmTypes, sterilisationMethods } from './deviceAttributes.ts'
import { type ColumnOfType, columnList, type DisplayColumn, type FieldOf, fieldOf, shownColumns, sizeParts, type TableColumns } from './tableColumns.ts'

type SizeShape = { [K in ColumnOfType<'sizePart'> as FieldOf<K>]: z.ZodOptional<z.ZodNumber> }
export const Size = z.object(Object.fromEntries(sizeParts.map(({ field }) => [field, z.number().optional()])) as SizeShape)
export type Size = z.infer<typeof Size>

/** How each type of column is stored in the generated JSON. */
const valueOfType = {
  code: z.string(),
  gtin: z.string().regex(/^\d{14}$/),
  number: z.number(),
  whole: z.number().int(),
  bilingual: Bilingual,
  bdRdm: z.string(),
  bdRdmType: z.enum(bdRdmTypes),
  yesNo: z.boolean(),
  methods: z.array(z.enum(sterilisationMethods)),
} as const
type ValueColumn = ColumnOfType<keyof typeof valueOfType>
type ValueSchema<K extends ValueColumn> = (typeof valueOfType)[TableColumns[K]['type']]
type ItemShape = { [K in ValueColumn as FieldOf<K>]: TableColumns[K] extends { required: true } ? ValueSchema<K> : z.ZodOptional<ValueSchema<K>> } & {
  size: z.ZodOptional<typeof Size>
}

function itemShape(): ItemShape {
  const shape: Record<string, z.ZodType> = {}
  for (const [column, def] of columnList) {
    if (def.type === 'sizePart') shape.size ??= Size.optional()
    else if (def.type !== 'heading' && def.type !== 'withdrawn') shape[fieldOf(column)] = 'required' in def && def.required ? valueOfType[def.type] : valueOfType[def.type].optional()
  }
  return shape as ItemShape
}
export const TableItem = z.object(itemShape())
export type TableItem = z.infer<typeof TableItem>

/** A code no longer sold: what it was, and since when. Its GTIN keeps resolving; the product page lists it apart. */
export const WithdrawnCode = TableItem.extend({ withdrawn: z.string() })
export type WithdrawnCode = z.infer<typeof WithdrawnCode>

const TableRowOut = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), label: Bilingual }),
  z.object({ kind: z.literal('item'), item: TableItem }),
])

const displayColumns = shownColumns.map((c) => c.name)
const DisplayColumnName = z.enum(displayColumns as [DisplayColumn, ...DisplayColumn[]])

export const ProductTable = z.object({
  columns: z.array(DisplayColumnName),
  /** The codes sold, with their group headings. */
  rows: z.array(TableRowOut),
  /** Codes no longer sold, in sheet order; absent when there are none. */
  withdrawn: z.array(WithdrawnCode).optional(),
})
export type ProductTable = z.infer<typeof ProductTable>
