/**
 * Reads by key, gathered: the keys asked for during one turn of the event loop are read together, in one call of
 * `read`, on the next turn. Under load many requests arrive in a turn, and one query for all of them costs the
 * database and this process far less than one query each (a parse, a plan and a round trip). Every key is read
 * after it was asked for, so a read never misses what was committed before its request arrived.
 */
export function batchedReads<K, V>(read: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 200): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending: Map<K, Waiter[]> | null = null;

  const readBatch = (keys: K[], waiting: Map<K, Waiter[]>) => {
    read(keys).then(
      (found) => {
        for (const key of keys) for (const waiter of waiting.get(key) ?? []) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const key of keys) for (const waiter of waiting.get(key) ?? []) waiter.reject(error);
      },
    );
  };

  const flush = () => {
    const waiting = pending;
    pending = null;
    if (!waiting) return;
    const keys = [...waiting.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) readBatch(keys.slice(start, start + maxBatch), waiting);
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        setImmediate(flush);
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
