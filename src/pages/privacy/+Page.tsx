import { useData } from 'vike-react/useData'
import { LegalPage } from '#src/components/LegalPage.tsx'
import type { Data } from './+data'

export default function Page() {
  const { title, html, back } = useData<Data>()
  return <LegalPage title={title} html={html} back={back} />
}
