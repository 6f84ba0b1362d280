/**
 * One read shared by the callers that ask while another read is on its way, without ever handing
 * a caller a read that started before it asked: such a read may predate a commit the caller has
 * already heard of (a tablet refetching on `new_order`) and would pin it to an answer without it.
 * So a caller who finds a read in flight waits for the next one, which starts when that one ends
 * and serves every caller who queued meanwhile. Twenty kitchen tablets refetching on the same
 * event cost two stamp queries instead of twenty; a lone caller waits for nothing.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const running = read();
    inFlight = running;
    const clear = () => {
      if (inFlight === running) inFlight = undefined;
    };
    running.then(clear, clear);
    return running;
  };
  return () => {
    if (!inFlight) return start();
    queued ??= inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
