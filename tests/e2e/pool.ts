/** Runs `work` over `items`, `concurrency` at a time, in order of start; resolves when all are done. */
export async function eachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({length: Math.min(concurrency, items.length)}, worker));
}
