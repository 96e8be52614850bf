import { IfuFeedLink } from '@/features/ifu/IfuFeedLink'

export function Head() {
  return <IfuFeedLink />
}
