export function Head() {
  return <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
}
