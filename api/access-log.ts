import pino, { type Logger } from 'pino';

export type AccessLine = { correlation_id: string; method: string; path: string; status: number; ms: number };

type Internals = Record<symbol, unknown>;

/**
 * One line per answered request, the same record pino writes for `info(line, 'request')`. Its fields are known and none is a
 * credential, so the line is put together here, skipping pino's general pass (mixin, redaction, a serializer per key):
 * at thousands of reads a second that pass cost more than the rest of a kept read's work.
 */
export function accessLog(logger: Logger): (line: AccessLine) => void {
  const access = logger.child({}, { redact: [] });
  const self = access as unknown as Internals;
  const { lsCacheSym, timeSym, chindingsSym, endSym, streamSym, messageKeySym, hooksSym } = pino.symbols;
  const stream = self[streamSym] as { write: (s: string) => unknown } | undefined;
  const levelAndTime = (self[lsCacheSym] as Record<number, string> | undefined)?.[30];
  const hooks = self[hooksSym] as { streamWrite?: unknown } | undefined;
  // Anything unusual about this logger (a transport that wants each record's metadata, hooks, another message key) takes pino's own path.
  const plain =
    stream !== undefined &&
    typeof levelAndTime === 'string' &&
    self[messageKeySym] === 'msg' &&
    !hooks?.streamWrite &&
    !(stream as Record<symbol, unknown>)[Symbol.for('pino.metadata')];
  if (!plain) return (line) => access.info(line, 'request');
  const time = self[timeSym] as () => string;
  const chindings = self[chindingsSym] as string;
  const end = self[endSym] as string;
  return (line) => {
    if (!access.isLevelEnabled('info')) return;
    stream.write(
      `${levelAndTime}${time()}${chindings},"correlation_id":${JSON.stringify(line.correlation_id)},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms},"msg":"request"${end}`,
    );
  };
}
