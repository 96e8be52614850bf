/** Runs `work` on every item, at most `size` at a time, in order of the items. */
export async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
}
