/**
 * GS1's published JSON schema for the linksets a GS1-Conformant resolver returns
 * (https://ref.gs1.org/standards/resolver/1.2.0/linkset-schema), written out in zod so that the
 * tests check the same rules without a network: one object per link context with its anchor and
 * an itemDescription, and under each link relation (a lower-case name or a URI) a list of links,
 * each with its target and a title, and only the attributes the schema names.
 */
import { z } from 'zod'

const httpUri = z.string().regex(/^https?:\/\/[a-zA-z0-9./]+/)
const Link = z.strictObject({
  href: httpUri,
  title: z.string(),
  hreflang: z.array(z.string().regex(/(^\w{2}$)|(^\w{2}-\w{2}$)/)).optional(),
  type: z
    .string()
    .regex(/\w+\/[-+.\w]+/)
    .optional(),
  context: z.array(z.unknown()).optional(),
  fwqs: z.boolean().optional(),
  public: z.boolean().optional(),
})
const RELATION = /(?!(anchor|itemDescription))^([a-z-]+$)|(^https?:\/\/[a-zA-z0-9./]+$)/
const Context = z
  .object({ anchor: httpUri, itemDescription: z.string() })
  .catchall(z.unknown())
  .superRefine((context, ctx) => {
    for (const [key, value] of Object.entries(context)) {
      if (key === 'anchor' || key === 'itemDescription') continue
      if (!RELATION.test(key)) ctx.addIssue({ code: 'custom', message: `"${key}" is not a link relation the schema allows` })
      else if (!z.array(Link).safeParse(value).success)
        ctx.addIssue({ code: 'custom', message: `the links of ${key} do not match the schema: ${JSON.stringify(value)}` })
    }
  })
export const Gs1Linkset = z.strictObject({ linkset: z.array(Context) })
