import { useEffect, useState } from 'react';

/** `value`, settled: it changes only after `delayMs` without a newer value (the header search, ~250 ms). */
export function useDebouncedValue<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
