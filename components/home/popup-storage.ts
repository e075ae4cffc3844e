// Where the home page's admission popup (admission-popup.tsx) remembers that it has had its turn.

/** sessionStorage: shown or closed once in this browsing session, or its visitor has just signed out. */
export const POPUP_SEEN = "admission-popup-seen";
/** localStorage: "Don't show again", for later sessions too. */
export const POPUP_HIDDEN = "admission-popup-hidden";

/** Someone who has used the site in this session (signed in and out) is not a new visitor. */
export function skipPopupThisSession(): void {
  remember(() => sessionStorage, POPUP_SEEN);
}

/**
 * Storage that is blocked (site data off, some private modes) throws: the popup then simply shows
 * again, and nothing that calls these (a logout on its way home) is stopped by it.
 */
export function remembered(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

/** `storage` is a function because even reading `sessionStorage` throws when it is blocked. */
export function remember(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, "1");
  } catch {
    // blocked storage: see remembered()
  }
}
