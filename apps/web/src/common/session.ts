// Where the page keeps a provider key, for the console (which opens the front desk while this tab
// holds one) and the front desk: the URL fragment hands it over (`/console/#key=sk_…`; a fragment
// is never sent to a server, so it appears in no access log), then it moves to sessionStorage
// (this tab only, gone when the tab closes) and leaves the address bar at once.
const STORAGE_KEY = "booking.apiKey";
const KEY_PATTERN = /^(?:sk|ck)_[0-9A-Za-z]{32,128}$/;

export function isApiKey(value: string): boolean {
  return KEY_PATTERN.test(value.trim());
}

/** Takes a key from the fragment (and removes it from the URL), else the one this tab stored. */
export function initialKey(): string | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const fromUrl = fragment.get("key");
  if (fromUrl !== null) {
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    if (isApiKey(fromUrl)) {
      sessionStorage.setItem(STORAGE_KEY, fromUrl.trim());
      return fromUrl.trim();
    }
  }
  return sessionStorage.getItem(STORAGE_KEY);
}

export function storeKey(key: string): void {
  sessionStorage.setItem(STORAGE_KEY, key.trim());
}

export function forgetKey(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
