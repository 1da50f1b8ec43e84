// The console's address for one booking, as the salon's emails link to it: /console/#/booking/<id>.

/** The booking an address's fragment names ("#/booking/bk_…"), or null. */
export function linkedBookingOf(hash: string): string | null {
  const match = /^#\/booking\/([\w-]{1,64})$/.exec(hash);
  return match?.[1] ?? null;
}
