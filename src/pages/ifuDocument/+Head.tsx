import { IfuFeedLink } from '#src/features/ifu/IfuFeedLink.tsx'

export function Head() {
  return <IfuFeedLink />
}
