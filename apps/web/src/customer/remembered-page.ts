// The booking page a visitor last made a held booking on, remembered in this browser: the link in
// the verification email names no salon's page, so when a hold lapsed the manage view offers this
// one to book again. A public key is no secret. Storage may be refused (private windows, blocked
// site data, a page embedded on another site has its own): then nothing is remembered, and the
// visitor is asked to book again from the salon's page.
import { pageMode } from "../mode";

const STORAGE_KEY = "booking-page:held-on";

export function rememberBookingPage(publicKey: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, publicKey);
  } catch {
    // Not remembered: the manage view then says where to book again instead of linking there.
  }
}

/** The address of the remembered booking page ("/book/?key=pk_…"), or null. */
export function rememberedBookingPage(): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  // Only a well-formed public key becomes a link (storage is shared by every page of this origin).
  const mode = pageMode({ pathname: import.meta.env.BASE_URL, search: `?key=${encodeURIComponent(stored ?? "")}`, hash: "" });
  return mode.kind === "public" ? `${import.meta.env.BASE_URL}?key=${mode.key}` : null;
}
