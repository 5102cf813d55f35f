import { MESSAGES } from '../../../../shared/messages.ts';

/** A maps directions link from a position to an address (opens Google Maps' web or app). */
export const directionsUrl = (origin: { latitude: number; longitude: number } | null, destination: string): string => {
  const params = new URLSearchParams({ api: '1', destination });
  if (origin) params.set('origin', `${origin.latitude},${origin.longitude}`);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
};

/**
 * SPEC §2 GET DIRECTIONS: asks for the browser's position, then answers the directions link; or one of
 * SPEC §8's two geolocation messages as an Error.
 */
export function directionsFromHere(destination: string, geolocation: Geolocation | undefined = navigator.geolocation): Promise<string> {
  if (!geolocation) return Promise.reject(new Error(MESSAGES.geolocationUnsupported));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve(directionsUrl(position.coords, destination)),
      () => reject(new Error(MESSAGES.geolocationFailed)),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
