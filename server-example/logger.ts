/** Where the server writes its log lines. Tests pass a silent or recording one. */
export interface Logger {
  info(line: string): void;
  /** An unexpected failure: the details (stack included) stay in the log, never in a response. */
  error(line: string, error?: unknown): void;
}

/** Everything on stdout, one line per event (an error's stack follows its line). */
export const consoleLogger: Logger = {
  info(line) {
    console.log(line);
  },
  error(line, error) {
    if (error === undefined) console.log(`error: ${line}`);
    else console.log(`error: ${line}`, error);
  },
};

export const silentLogger: Logger = {
  info() {
    // Quiet on purpose: tests and benchmarks.
  },
  error() {
    // Quiet on purpose: tests and benchmarks.
  },
};
