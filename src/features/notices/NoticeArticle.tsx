import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import type { NoticeItem } from './noticeItems'

/** A notice as the notices page holds it: a safety notice's facts as their block's markup. */
export type NoticeEntry = Omit<NoticeItem, 'safety'> & { safetyHtml?: string }

/** One notice on the notices page, under its anchor: date, kind, title, text, a safety notice's lots, status and actions, and the codes it affects. */
export function NoticeArticle({ notice: n }: { notice: NoticeEntry }) {
  const t = useT()
  return (
    <article id={n.id} className="notice" aria-labelledby={`${n.id}-title`}>
      <p className="notice__meta">
        <time dateTime={n.date}>{n.dateText}</time>
        <span className={`notice__kind notice__kind--${n.kind}`}>{n.kindName}</span>
      </p>
      <h2 id={`${n.id}-title`}>{n.title}</h2>
      <p>{n.text}</p>
      {n.safetyHtml && <div dangerouslySetInnerHTML={{ __html: n.safetyHtml }} />}
      {n.products.length > 0 && (
        <div className="notice__codes">
          <p className="notice__codes-title">{t('notices.codes')}</p>
          <ul>
            {n.products.map((p) => (
              <li key={p.href}>
                <a href={p.href}>{p.name}</a>: {/* A notice of a whole product names it, not each of its codes: the page stays small for a large catalogue. */}
                {p.all
                  ? fillText(t('notices.allCodes'), { n: p.codes.length })
                  : p.codes.map((c, i) => (
                      <span key={c}>
                        {i > 0 && ', '}
                        <a href={`${p.href}#${c}`} className="notice__code">
                          {c}
                        </a>
                      </span>
                    ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  )
}
