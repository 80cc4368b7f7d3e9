// What the social sign-in buttons keep in local storage until the provider sends the visitor back
// (docs/product.md, States); apart because the layout clears it on every page.
export const SOCIAL_APP_TYPE_KEY = "social:app_type";
export const SOCIAL_PAID_USER_KEY = "social:is_paid_user";

export function clearSocialState() {
  try {
    window.localStorage.removeItem(SOCIAL_APP_TYPE_KEY);
    window.localStorage.removeItem(SOCIAL_PAID_USER_KEY);
  } catch {
    // Nothing to clear.
  }
}
