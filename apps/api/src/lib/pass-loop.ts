// The run loop a durable queue's sender shares (mail, decision 033; push, decision 055): one pass
// at a time per process, a wake during a pass runs exactly one more after it (so work committed
// meanwhile is not left for the next poll), a poll timer that never holds the process open, and a
// stop that waits for the pass in flight so shutdown never cuts a delivery short.
export class PassLoop<P> {
  private current: Promise<P> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private halted = false;

  /**
   * @param pass one delivery pass
   * @param failed what a pass that threw counts as (after logging it): the loop itself never rejects
   */
  constructor(
    private readonly pass: () => Promise<P>,
    private readonly failed: (err: unknown) => P,
  ) {}

  /** True once `stop` was called: a pass checks it between deliveries. */
  get stopped(): boolean {
    return this.halted;
  }

  /** The pass running now, if any. */
  get inFlight(): Promise<P> | undefined {
    return this.current;
  }

  /** Starts a pass soon; a pass in flight runs once more after. */
  wake(): void {
    if (this.halted) return;
    if (this.current) {
      this.again = true;
      return;
    }
    void this.run();
  }

  /** Wakes every `pollMs` (retries, and work other processes queued), and once now. */
  start(pollMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
    this.wake();
  }

  /** One pass; joins the pass already running. */
  run(): Promise<P> {
    this.current ??= this.pass()
      .catch((err: unknown) => this.failed(err))
      .finally(() => {
        this.current = undefined;
        if (this.again && !this.halted) {
          this.again = false;
          void this.run();
        }
      });
    return this.current;
  }

  /** Stops polling and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.halted = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }
}
