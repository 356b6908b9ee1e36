/**
 * Turns at writing to the SQLite file, among the shop's own connections to it: the main thread's
 * and the order writer's on its worker thread (decision 23). SQLite itself would make the second
 * writer wait inside its call (busy_timeout), which on the main thread would stop the event loop
 * for as long as the other's commit takes; a turn here is waited for as a promise instead. Turns
 * are given in the order they were asked for, so a steady stream of orders never starves a write
 * from the main thread, nor the other way round.
 */
export class WriteLock {
  #last: Promise<void> = Promise.resolve();
  #waiting = 0;

  /** Turns asked for and not yet given. */
  get waiting(): number {
    return this.#waiting;
  }

  /** Resolves when it is the caller's turn, with the function that ends it (once is enough). */
  acquire(): Promise<() => void> {
    let endTurn!: () => void;
    const turn = new Promise<void>((resolve) => (endTurn = resolve));
    const before = this.#last;
    this.#last = before.then(() => turn);
    this.#waiting += 1;
    return before.then(() => {
      this.#waiting -= 1;
      return endTurn;
    });
  }

  /** Runs the work in a turn of its own, ending the turn however the work ends. */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    const endTurn = await this.acquire();
    try {
      return await work();
    } finally {
      endTurn();
    }
  }
}
