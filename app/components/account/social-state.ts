// What the social sign-in buttons keep in local storage until the provider sends the visitor back
// (spec §4). Its own module: the page layout clears it on every page, and the buttons and their
// texts are needed only where they are shown.
export const SOCIAL_APP_TYPE_KEY = "social:app_type";
export const SOCIAL_PAID_USER_KEY = "social:is_paid_user";

/** On the way back from the provider the kept values are no longer needed (spec §4). */
export function clearSocialState() {
  try {
    window.localStorage.removeItem(SOCIAL_APP_TYPE_KEY);
    window.localStorage.removeItem(SOCIAL_PAID_USER_KEY);
  } catch {
    // Nothing to clear.
  }
}
