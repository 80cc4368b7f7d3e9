// A one-line progress bar on stderr (a few lines when stderr is not a terminal).
export function createProgressBar(label: string) {
  const started = Date.now();
  let lastDecile = -1;
  return (done: number, total: number) => {
    const ratio = total === 0 ? 1 : done / total;
    const elapsed = (Date.now() - started) / 1000;
    const eta = ratio > 0 ? elapsed / ratio - elapsed : 0;
    const text = `${label} ${(ratio * 100).toFixed(1).padStart(5)}% ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} ${elapsed.toFixed(1)}s ETA ${eta.toFixed(0)}s`;
    if (process.stderr.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      process.stderr.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}`);
      if (done >= total) process.stderr.write("\n");
    } else if (Math.floor(ratio * 10) !== lastDecile) {
      lastDecile = Math.floor(ratio * 10);
      process.stderr.write(`${text}\n`);
    }
  };
}

export function createPhasedProgress(label: string) {
  const bars = new Map<string, (done: number, total: number) => void>();
  return (phase: string, done: number, total: number) => {
    if (!bars.has(phase)) bars.set(phase, createProgressBar(`${label} ${phase}`));
    bars.get(phase)!(done, total);
  };
}
