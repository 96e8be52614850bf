import { useData } from 'vike-react/useData'
import type { Data } from './+data'

export default function Page() {
  const { texts } = useData<Data>()
  return (
    <main>
      <h1>{texts.title}</h1>
    </main>
  )
}
