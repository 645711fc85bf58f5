/**
 * Runs tasks one at a time, in the order they were queued, even when they await (a database
 * write). A failing task rejects its own promise and never stalls the ones behind it.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once everything queued so far has run. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
