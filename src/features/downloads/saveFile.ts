/** Hands a file made in the page to the browser as a download, under its name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Later, not at once: a browser may start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
