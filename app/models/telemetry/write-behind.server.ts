// A write-behind queue, so a page view never waits for a write (decision 017). A failed batch is retried;
// past MAX_PENDING new rows are dropped and counted, so memory stays bounded. Writes go WRITE_ROWS at a
// time with a turn of the event loop between, as a SQLite write holds it.
import { setImmediate as nextTurn } from "node:timers/promises";
import { isRefusedValueError } from "~/db/availability.server";
import { logger } from "~/utils/logger.server";

export type QueueOptions = { maxRows: number; intervalMs: number; maxPending: number; writeRows: number };
export const QUEUE_DEFAULTS: QueueOptions = { maxRows: 500, intervalMs: 1_000, maxPending: 50_000, writeRows: 100 };

export class WriteBehindQueue<Row> {
  private pending: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private options: QueueOptions;
  dropped = 0;
  refused = 0;
  written = 0;

  constructor(
    readonly name: string,
    private readonly write: (rows: Row[]) => Promise<unknown>,
    options: Partial<QueueOptions> = {},
  ) {
    this.options = { ...QUEUE_DEFAULTS, ...options };
  }

  get size() {
    return this.pending.length;
  }

  push(row: Row) {
    if (this.pending.length >= this.options.maxPending) {
      if (this.dropped++ % 1_000 === 0) logger.warn("telemetry queue full, rows dropped", { queue: this.name, dropped: this.dropped });
      return;
    }
    this.pending.push(row);
    if (this.pending.length >= this.options.maxRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.intervalMs);
      this.timer.unref();
    }
  }

  /** One flush runs at once; the next waits for it. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() => this.writeAll());
    return this.writing;
  }

  private async writeAll() {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.writeRows);
      try {
        await this.writeBatch(batch);
        await nextTurn();
      } catch (error) {
        // Kept for the next try, ahead of what came since.
        this.pending.unshift(...batch.slice(0, Math.max(0, this.options.maxPending - this.pending.length)));
        logger.error("telemetry write failed", { queue: this.name, rows: batch.length, error });
        if (!this.timer) {
          this.timer = setTimeout(() => void this.flush(), this.options.intervalMs);
          this.timer.unref();
        }
        return;
      }
    }
  }

  /** A refused batch goes row by row, the refused rows dropped. Other errors throw, the rows not written left in `batch`. */
  private async writeBatch(batch: Row[]) {
    try {
      await this.write(batch);
      this.written += batch.length;
      return;
    } catch (error) {
      if (!isRefusedValueError(error)) throw error;
    }
    while (batch.length > 0) {
      try {
        await this.write(batch.slice(0, 1));
        this.written++;
      } catch (error) {
        if (!isRefusedValueError(error)) throw error;
        this.refused++;
        logger.error("telemetry row refused by the database, dropped", { queue: this.name, error });
      }
      batch.shift();
    }
  }
  /** Called before the database closes at shutdown, so no row is lost. */
  async close() {
    await this.flush();
  }
}
