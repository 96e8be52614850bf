import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useAddressFilter } from '#src/routing/useAddressFilter.ts'
import type { WhereToBuy } from '#src/catalogue/distributors.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { DistributorCard } from './DistributorCard'
import { DistributorsMap } from './DistributorsMap'
import { FoundDistributors } from './FoundDistributors'
import { groupDistributors } from './groupDistributors'
import { passes, searchWithFilter, filterFromSearch, type WhereToBuyFilter } from './findDistributors'
import './whereToBuy.css'

interface Props {
  data: WhereToBuy
  lines: { id: string; name: string }[]
  /** The contact page, for a visitor whose place no one serves. */
  contact: string
}

/**
 * The where-to-buy page's body: the whole list by country and region in the prerendered page (read
 * and printed without JavaScript); once the page runs, the filters of the address narrow it, a
 * typed place or postcode finds who serves it, and the map loads.
 */
export function DistributorFinder({ data, lines, contact }: Props) {
  const t = useT()
  const lang = useLang()
  const read = useCallback((search: string) => filterFromSearch(search, data, lines), [data, lines])
  const [filter, choose] = useAddressFilter<WhereToBuyFilter>(read, searchWithFilter)
  const [typed, setTyped] = useState('')
  // A key shows in the field at once; what it finds follows, and the list and map, which it does
  // not change, are not rendered again.
  const found = useDeferredValue(typed)
  const lineNames = useMemo(() => new Map(lines.map((l) => [l.id, l.name])), [lines])
  const shown = useMemo(() => data.distributors.filter((d) => passes(d, filter ?? {}, data.areas)), [data, filter])
  const groups = useMemo(() => groupDistributors(shown, data.countries, data.areas, lang), [shown, data, lang])
  const collator = new Intl.Collator(lang)
  const countries = [...data.countries].sort((a, b) => collator.compare(a.name[lang], b.name[lang]))
  const ready = filter !== undefined
  return (
    <div className="wtb">
      <form className="wtb-controls" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="wtb-find">
          <label htmlFor="wtb-find">{t('whereToBuy.find')}</label>
          <input
            id="wtb-find"
            type="search"
            autoComplete="off"
            value={typed}
            disabled={!ready}
            aria-describedby="wtb-find-hint"
            onChange={(e) => setTyped(e.target.value)}
          />
          <p id="wtb-find-hint" className="wtb-hint">
            {t('whereToBuy.findHint')}
          </p>
        </div>
        <div className="wtb-filters">
          <label>
            {t('whereToBuy.country')}
            <select
              value={filter?.country ?? ''}
              disabled={!ready}
              onChange={(e) => choose({ line: filter?.line, ...(e.target.value && { country: e.target.value }) })}
            >
              <option value="">{t('whereToBuy.all')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name[lang]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('whereToBuy.area')}
            <select
              value={filter?.area ?? ''}
              disabled={!ready || filter?.country === undefined}
              onChange={(e) => choose({ ...filter, area: e.target.value || undefined })}
            >
              <option value="">{t('whereToBuy.all')}</option>
              {areaOptions(data, filter?.country, collator).map((a) => (
                <option key={a.code} value={a.code}>
                  {a.depth > 0 ? `– ${a.name}` : a.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('whereToBuy.line')}
            <select value={filter?.line ?? ''} disabled={!ready} onChange={(e) => choose({ ...filter, line: e.target.value || undefined })}>
              <option value="">{t('whereToBuy.allLines')}</option>
              {lines.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </form>
      <MemoFound typed={found} data={data} filter={filter ?? NO_FILTER} lineNames={lineNames} contact={contact} />
      <DistributorList shown={shown} groups={groups} total={data.distributors.length} lineNames={lineNames} />
    </div>
  )
}

/** The chosen country's regions by name, each followed by its provinces; none before a country is chosen. */
function areaOptions(data: WhereToBuy, country: string | undefined, collator: Intl.Collator): { code: string; name: string; depth: number }[] {
  if (country === undefined) return []
  const of = (parent: string) => data.areas.filter((a) => a.parent === parent).sort((a, b) => collator.compare(a.name, b.name))
  return of(country).flatMap((region) => [{ ...region, depth: 0 }, ...of(region.code).map((p) => ({ ...p, depth: 1 }))])
}

const NO_FILTER: WhereToBuyFilter = {}
const MemoFound = memo(FoundDistributors)

interface ListProps {
  shown: WhereToBuy['distributors']
  groups: ReturnType<typeof groupDistributors>
  total: number
  lineNames: ReadonlyMap<string, string>
}

/** The map and the list by country and region: rendered again only when the filters change them. */
const DistributorList = memo(function DistributorList({ shown, groups, total, lineNames }: ListProps) {
  const t = useT()
  return (
    <div className="wtb-layout">
      <DistributorsMap distributors={shown} label={t('whereToBuy.map')} />
      <div className="wtb-list">
        <p className="wtb-count" aria-live="polite">
          {shown.length === 0 ? t('whereToBuy.none') : fillText(t('whereToBuy.shown'), { n: shown.length, of: total })}
        </p>
        {groups.map((country) => (
          <section key={country.code} className="wtb-country" aria-labelledby={`wtb-${country.code}`}>
            <h2 id={`wtb-${country.code}`}>{country.name}</h2>
            {country.regions.map((region) => (
              <section key={region.names.join()} className="wtb-region">
                <h3>{region.names.length === 0 ? t('whereToBuy.wholeCountry') : region.names.join(' · ')}</h3>
                <ul className="wtb-cards">
                  {region.distributors.map((d) => (
                    <DistributorCard key={d.id} distributor={d} lineNames={lineNames} level={4} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
})
