/**
 * Results of a pure computation by key (a time zone's local days, say): nothing a write can change, so never
 * dropped for staleness; the oldest is forgotten first once `max` are remembered.
 */
export class Remembered<T> {
  readonly #values = new Map<string, T>();

  constructor(private readonly max: number) {}

  /** `make()` remembered under `key`: the same value for the same key while it is remembered. */
  get(key: string, make: () => T): T {
    let value = this.#values.get(key);
    if (value === undefined) {
      value = make();
      if (this.#values.size >= this.max) this.#values.delete(this.#values.keys().next().value ?? '');
      this.#values.set(key, value);
    }
    return value;
  }
}
