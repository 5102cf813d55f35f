/**
 * Where an event is, in one line for a calendar: the place as people name it, followed by the venue's address
 * unless the address already says it. The calendar files and the Google Calendar link say the same.
 */
export function eventPlace(location: string | null | undefined, venueAddress: string | null | undefined): string | null {
  const name = location?.trim() ?? '';
  const address = venueAddress?.trim() ?? '';
  if (!address) return name || null;
  if (!name || address.toLowerCase().includes(name.toLowerCase())) return address;
  return `${name}, ${address}`;
}
