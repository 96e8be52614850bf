/**
 * Whether the visitor has moved inside the site since arriving, so that a Back button can go one
 * step back in history without leaving the site (see BackButton).
 */
let navigations = 0

export function noteNavigation(): void {
  navigations++
}

export function hasInAppHistory(): boolean {
  return navigations > 0
}
