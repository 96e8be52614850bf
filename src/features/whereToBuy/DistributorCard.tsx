import type { Distributor } from '#src/catalogue/distributors.ts'
import { useT } from '#src/i18n/useT.ts'

/** One distributor, or the company for its own area: how to reach it and the lines it sells. */
export function DistributorCard({ distributor: d, lineNames, level }: { distributor: Distributor; lineNames: ReadonlyMap<string, string>; level: 3 | 4 }) {
  const t = useT()
  const Name = level === 3 ? 'h3' : 'h4'
  return (
    <li className={`wtb-card${d.company ? ' wtb-card--direct' : ''}`}>
      <Name className="wtb-card__name">{d.name}</Name>
      {d.company && <p className="wtb-card__direct">{t('whereToBuy.direct')}</p>}
      <p className="wtb-card__address">{d.address}</p>
      <p className="wtb-card__contacts">
        <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}>{d.phone}</a>
        <a href={`mailto:${d.email}`}>{d.email}</a>
        {d.website && (
          <a href={d.website} rel="noopener">
            {t('whereToBuy.website')}
            <span className="visually-hidden">: {d.name}</span>
          </a>
        )}
      </p>
      <p className="wtb-card__lines">
        {t('whereToBuy.lines')}: {d.lines.map((id) => lineNames.get(id) ?? id).join(', ')}
      </p>
    </li>
  )
}
