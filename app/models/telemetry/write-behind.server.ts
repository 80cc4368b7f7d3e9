// A write-behind queue (issue 18): telemetry rows wait in memory and go to the database in batches,
// when MAX_ROWS are waiting or a second after the first one came, so a page view or a navigation
// never waits for a write. A failed batch is kept and retried (one the database refused goes row by row,
// the refused rows dropped); past MAX_PENDING rows (a database
// lost for long) new rows are dropped and counted, so memory stays bounded. `close` writes what is
// left: the graceful shutdown (server.ts) calls it before the database closes, so no row is lost.
// A batch is written WRITE_ROWS at a time with a turn of the event loop between: on SQLite a write
// holds the event loop, 500 rows about 7 ms, 100 rows 1.5 ms (bench:telemetry, decision 017).
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
  /** Rows given up because MAX_PENDING were waiting. */
  dropped = 0;
  /** Rows the database refused for their contents, dropped. */
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

  /** Writes every waiting row, a batch at a time; one flush runs at once, the next waits for it. */
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

  /** Writes a batch; one the database refuses goes row by row, the refused rows dropped. Throws on any other error,
   * the rows not yet written left in `batch`. */
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
  /** Writes what is left (a shutdown). */
  async close() {
    await this.flush();
  }
}
