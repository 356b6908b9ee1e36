/**
 * Runs tasks so that the weights of those running never add up to more than `capacity`, in the
 * order they arrive; a task heavier than the capacity runs alone. Used to bound memory: image
 * decodes one at a time, upload bodies up to a number of bytes at once.
 */
export function workQueue(capacity: number) {
  let running = 0;
  const waiting: { weight: number; start: () => void }[] = [];

  function startWhatFits() {
    while (waiting.length > 0 && running + waiting[0]!.weight <= capacity) {
      const next = waiting.shift()!;
      running += next.weight;
      next.start();
    }
  }

  return async function run<T>(task: () => Promise<T>, weight = 1): Promise<T> {
    const counted = Math.min(Math.max(weight, 0), capacity);
    await new Promise<void>((start) => {
      waiting.push({ weight: counted, start });
      startWhatFits();
    });
    try {
      return await task();
    } finally {
      running -= counted;
      startWhatFits();
    }
  };
}
