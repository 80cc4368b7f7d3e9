// Sign-in with another service: each a small POST form, so it works without JavaScript; with it the
// app type and paid-user flag are kept in local storage too (docs/product.md, States).
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SOCIAL_APP_TYPE_KEY, SOCIAL_PAID_USER_KEY } from "./social-state";

export type SocialProviderLink = { id: string; label: string };

type Props = { providers: SocialProviderLink[]; from: "signin" | "signup"; redirectTo?: string; appType?: number; isPaidUser?: boolean };

export function SocialButtons({ providers, from, redirectTo, appType, isPaidUser }: Props) {
  const { t } = useTranslation("account");
  if (providers.length === 0) return null;
  const remember = () => {
    try {
      if (appType !== undefined) window.localStorage.setItem(SOCIAL_APP_TYPE_KEY, String(appType));
      if (isPaidUser !== undefined) window.localStorage.setItem(SOCIAL_PAID_USER_KEY, isPaidUser ? "1" : "0");
    } catch {
      // The server keeps them in the session cookie as well.
    }
  };
  return (
    <section className="account-card" aria-labelledby="social-heading">
      <h2 id="social-heading">{t("social.heading")}</h2>
      <div className="social-buttons">
        {providers.map((provider) => (
          <Form key={provider.id} method="post" action="/signin/social/" reloadDocument onSubmit={remember}>
            <input type="hidden" name="provider" value={provider.id} />
            <input type="hidden" name="from" value={from} />
            {redirectTo ? <input type="hidden" name="redirect_to" value={redirectTo} /> : null}
            {appType !== undefined ? <input type="hidden" name="app_type" value={appType} /> : null}
            {isPaidUser !== undefined ? <input type="hidden" name="is_paid_user" value={isPaidUser ? "1" : "0"} /> : null}
            <button type="submit" className="button">
              {t("social.continueWith", { provider: provider.label })}
            </button>
          </Form>
        ))}
      </div>
    </section>
  );
}
