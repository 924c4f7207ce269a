import sonicBoom, { type SonicBoom } from 'sonic-boom';

// The package is CommonJS whose typings name the class as its default export's property: at run time the default is the class.
const Output = sonicBoom as unknown as typeof SonicBoom;

let stdout: SonicBoom | null = null;

/**
 * Where the JSON log lines of this process (or thread) go: stdout, written as the event loop allows and flushed at exit, one stream
 * for every logger of the process. It ends quietly when nobody reads it any more (EPIPE): pino's own destination retried
 * such a write forever at exit (sonic-boom 4), so a worker whose server was killed, the server's reader with it, never ended.
 */
export function logOutput(): SonicBoom {
  if (stdout) return stdout;
  const out = new Output({ fd: 1, sync: false });
  let gone = false;
  out.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    gone = true;
  });
  const write = out.write.bind(out);
  // Lines for a reader that is gone are dropped, not kept in memory for ever.
  out.write = (line: string) => (gone ? true : write(line));
  process.once('exit', () => {
    if (gone) return;
    try {
      out.flushSync();
    } catch {
      // The reader went meanwhile: what is left has nobody to read it.
    }
  });
  stdout = out;
  return out;
}
