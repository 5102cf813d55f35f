import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { directionsFromHere } from './directions.ts';

const geolocation = (outcome: 'ok' | 'denied'): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if (outcome === 'ok') ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition);
      else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    },
  }) as unknown as Geolocation;

describe('GET DIRECTIONS (SPEC §2, §8)', () => {
  it('links maps directions from the current position to the venue', async () => {
    const url = new URL(await directionsFromHere('Open Air Theatre, North Campus', geolocation('ok')));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('origin')).toBe('12.97,77.59');
    expect(url.searchParams.get('destination')).toBe('Open Air Theatre, North Campus');
  });

  it("says SPEC §8's two messages when it cannot", async () => {
    await expect(directionsFromHere('x', geolocation('denied'))).rejects.toThrow(MESSAGES.geolocationFailed);
    await expect(directionsFromHere('x', undefined)).rejects.toThrow(MESSAGES.geolocationUnsupported);
  });
});
