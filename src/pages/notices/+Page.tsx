import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { NoticeList } from '#src/features/notices/NoticeList.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'

export default function Page() {
  const { back, feed, notices, lines } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={t('notices.title')} back={back} lead={t('notices.lead')} />
      <div className="container section">
        <p className="notices-feed">
          <a href={feed.href} type="application/atom+xml">
            {t('notices.feed')}
          </a>
        </p>
        <NoticeList notices={notices} lines={lines} />
      </div>
    </>
  )
}
