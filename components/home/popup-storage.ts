// Where the home page's admission popup (admission-popup.tsx) remembers that it has had its turn.

/** sessionStorage: shown or closed once in this browsing session, or its visitor has just signed out. */
export const POPUP_SEEN = "admission-popup-seen";
/** localStorage: "Don't show again", for later sessions too. */
export const POPUP_HIDDEN = "admission-popup-hidden";

/** Someone who has used the site in this session (signed in and out) is not a new visitor. */
export function skipPopupThisSession(): void {
  sessionStorage.setItem(POPUP_SEEN, "1");
}
