/**
 * Runs `job` every `everyMs` (the first time after a random part of it, so processes started together do not
 * run together) until the returned function is called, which waits for a run under way. Never keeps the
 * process alive.
 */
export function everyInterval(job: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = job().then(
        () => undefined,
        (error: unknown) => onError(error),
      );
      void running.finally(() => {
        running = undefined;
        if (!stopped) schedule(everyMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(Math.round(everyMs * Math.random()));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
