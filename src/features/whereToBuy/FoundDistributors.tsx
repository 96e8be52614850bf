import type { WhereToBuy } from '#src/catalogue/distributors.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { DistributorCard } from './DistributorCard'
import { isPostcode, passes, placesNamed, servingPlace, servingPostcode, type WhereToBuyFilter } from './findDistributors'

/** More places than this for one text ("B…") are too vague to list: the first ones are shown. */
const MAX_PLACES = 4

interface Props {
  typed: string
  data: WhereToBuy
  /** The line and country filters apply to what is found too. */
  filter: WhereToBuyFilter
  lineNames: ReadonlyMap<string, string>
  contact: string
}

/** Who serves the province, region or postcode typed: found on the page, nothing sent anywhere. */
export function FoundDistributors({ typed, data, filter, lineNames, contact }: Props) {
  const t = useT()
  const lang = useLang()
  const text = typed.trim()
  const { line, country } = filter
  const candidates = data.distributors.filter((d) => passes(d, { line, country }, data.areas))
  const found =
    text === ''
      ? []
      : isPostcode(text)
        ? [{ key: 'postcode', title: fillText(t('whereToBuy.foundPostcode'), { code: text }), list: servingPostcode(candidates, text, country) }]
        : placesNamed(text, data, (c) => c.name[lang], country)
            .slice(0, MAX_PLACES)
            .map((p) => ({
              key: p.code,
              title: fillText(t('whereToBuy.foundFor'), { place: `${p.name} (${p.code})` }),
              list: servingPlace(candidates, p.code, data.areas),
            }))
  const answered = found.filter((f) => f.list.length > 0)
  return (
    <div className="wtb-found" aria-live="polite">
      {text !== '' && answered.length === 0 && (
        <p className="wtb-found__none">
          {fillText(t('whereToBuy.notFound'), { text })} <a href={contact}>{t('whereToBuy.contactUs')}</a>
        </p>
      )}
      {answered.map((f) => (
        <section key={f.key} className="wtb-found__place">
          <h2>{f.title}</h2>
          <ul className="wtb-cards">
            {f.list.map((d) => (
              <DistributorCard key={d.id} distributor={d} lineNames={lineNames} level={3} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
