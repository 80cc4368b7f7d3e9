// Social sign-in through openid-client (OAuth 2.0 + PKCE). A provider is on when OAUTH_{P}_CLIENT_ID and
// _CLIENT_SECRET are set; OAUTH_{P}_ISSUER points it elsewhere (the tests' local provider).
import * as oidc from "openid-client";
import { env } from "~/env.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { siteOrigin } from "~/utils/site-origin.server";
import { logger } from "~/utils/logger.server";
import { commitSession, getSession, logIn, type SocialRedirectState } from "./session.server";
import { findUserByEmail, findUserBySocialAccount, isMember } from "./user.server";

export const SOCIAL_PROVIDERS = {
  google: { label: "Google", issuer: "https://accounts.google.com", scope: "openid email profile" },
  line: { label: "LINE", issuer: "https://access.line.me", scope: "openid profile email" },
  yahoo: { label: "Yahoo! JAPAN ID", issuer: "https://auth.login.yahoo.co.jp/yconnect/v2", scope: "openid email profile" },
  github: {
    label: "GitHub",
    // GitHub speaks OAuth 2.0 without OpenID Connect: endpoints are fixed and the profile comes from its API.
    server: {
      issuer: "https://github.com",
      authorization_endpoint: "https://github.com/login/oauth/authorize",
      token_endpoint: "https://github.com/login/oauth/access_token",
    },
    api: "https://api.github.com",
    scope: "read:user user:email",
  },
} as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

export function isSocialProvider(value: string | undefined): value is SocialProvider {
  return !!value && Object.hasOwn(SOCIAL_PROVIDERS, value);
}

function credentials(provider: SocialProvider) {
  const settings = env();
  const name = provider.toUpperCase() as Uppercase<SocialProvider>;
  const clientId = settings[`OAUTH_${name}_CLIENT_ID`];
  const clientSecret = settings[`OAUTH_${name}_CLIENT_SECRET`];
  return clientId && clientSecret ? { clientId, clientSecret, issuer: settings[`OAUTH_${name}_ISSUER`] } : null;
}

export function enabledSocialProviders(): Array<{ id: SocialProvider; label: string }> {
  return (Object.keys(SOCIAL_PROVIDERS) as SocialProvider[]).filter((id) => credentials(id)).map((id) => ({ id, label: SOCIAL_PROVIDERS[id].label }));
}

/** The CSP's form-action: the browser blocks a form's redirect to a host not listed. */
export function socialFormActionOrigins(): string[] {
  return enabledSocialProviders().map(({ id }) => {
    const definition = SOCIAL_PROVIDERS[id];
    const issuer = credentials(id)?.issuer ?? ("server" in definition ? definition.server.authorization_endpoint : definition.issuer);
    return new URL(issuer).origin;
  });
}

const configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

/** Plain http is allowed only for a provider on this machine (the tests' local server). */
const isLocal = (url: URL) => url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

function configuration(provider: SocialProvider): Promise<oidc.Configuration> {
  let found = configurations.get(provider);
  if (!found) {
    const creds = credentials(provider);
    if (!creds) return Promise.reject(new Error(`social provider ${provider} is not configured`));
    const definition = SOCIAL_PROVIDERS[provider];
    if ("server" in definition && !creds.issuer) {
      found = Promise.resolve(new oidc.Configuration({ ...definition.server }, creds.clientId, creds.clientSecret));
    } else {
      const issuer = new URL(creds.issuer ?? (definition as { issuer: string }).issuer);
      found = oidc.discovery(issuer, creds.clientId, creds.clientSecret, undefined, isLocal(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined);
    }
    // A failed discovery is tried again on the next sign-in rather than remembered.
    found.catch(() => configurations.delete(provider));
    configurations.set(provider, found);
  }
  return found;
}

export const callbackUrl = (provider: SocialProvider) => `${siteOrigin()}/signin/${provider}/callback/`;

export type SocialStart = { provider: SocialProvider; appType?: number; isPaidUser?: boolean; redirectTo?: string; from: "signin" | "signup" };

export async function startSocialLogin(request: Request, start: SocialStart): Promise<{ location: string; setCookie: string }> {
  const config = await configuration(start.provider);
  const verifier = oidc.randomPKCECodeVerifier();
  const state: SocialRedirectState = {
    provider: start.provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    appType: start.appType,
    isPaidUser: start.isPaidUser,
    redirectTo: safeRedirectPath(start.redirectTo),
    from: start.from,
  };
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(start.provider),
    scope: SOCIAL_PROVIDERS[start.provider].scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: state.state,
  };
  if (SOCIAL_PROVIDERS[start.provider].scope.includes("openid")) parameters.nonce = state.nonce;
  const session = await getSession(request);
  session.set("social", state);
  return { location: oidc.buildAuthorizationUrl(config, parameters).href, setCookie: await commitSession(session) };
}

/** The social login result of GET /api/auth/{provider}/callback. */
export type SocialLoginResult = {
  isLoggedIn: boolean;
  isRegistered: boolean;
  isDuplicate: boolean;
  isSocialUnRegist: boolean;
  redirectUrl: string;
  socialFromUrl: string;
  socialSignedupToUrl: string;
};

type Identity = { subject: string; email: string };

async function identityOf(
  provider: SocialProvider,
  config: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<Identity> {
  const definition = SOCIAL_PROVIDERS[provider];
  if ("api" in definition && !credentials(provider)?.issuer) {
    const get = async (path: string) => {
      const response = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(path, definition.api), "GET");
      return response.json();
    };
    const profile = (await get("/user")) as { id: number; email: string | null };
    const emails = (await get("/user/emails").catch(() => [])) as Array<{ email: string; primary: boolean; verified: boolean }>;
    const primary = Array.isArray(emails) ? emails.find((e) => e.primary && e.verified) : undefined;
    return { subject: String(profile.id), email: (primary?.email ?? profile.email ?? "").toLowerCase() };
  }
  const claims = tokens.claims();
  if (!claims) throw new Error("no ID token");
  let email = typeof claims.email === "string" && claims.email_verified !== false ? claims.email : "";
  if (!email && config.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    if (typeof info.email === "string" && info.email_verified !== false) email = info.email;
  }
  return { subject: claims.sub, email: email.toLowerCase() };
}

/**
 * State, PKCE and nonce are checked. An unknown account goes on to registration; an address a member
 * already has is never linked on its own (isDuplicate): that member signs in with their password.
 */
export async function completeSocialLogin(request: Request, provider: SocialProvider): Promise<{ result: SocialLoginResult; setCookie: string } | null> {
  const session = await getSession(request);
  const saved = session.get("social");
  session.unset("social");
  if (!saved || saved.provider !== provider) return null;
  let identity: Identity;
  try {
    const config = await configuration(provider);
    const url = new URL(request.url);
    const current = new URL(callbackUrl(provider));
    current.search = url.search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: saved.verifier,
      expectedState: saved.state,
      expectedNonce: SOCIAL_PROVIDERS[provider].scope.includes("openid") ? saved.nonce : undefined,
    });
    identity = await identityOf(provider, config, tokens);
  } catch (error) {
    logger.warn("social sign-in failed", { provider, error });
    await commitSession(session);
    return null;
  }
  const result: SocialLoginResult = {
    isLoggedIn: false,
    isRegistered: false,
    isDuplicate: false,
    isSocialUnRegist: false,
    redirectUrl: saved.redirectTo,
    socialFromUrl: saved.from === "signup" ? "/signup/" : "/signin/",
    socialSignedupToUrl: saved.redirectTo,
  };
  const user = await findUserBySocialAccount(provider, identity.subject);
  if (user) {
    return { result: { ...result, isLoggedIn: isMember(user), isRegistered: true }, setCookie: await logIn(request, session, user) };
  }
  const holder = identity.email ? await findUserByEmail(identity.email) : null;
  if (holder && isMember(holder)) {
    return { result: { ...result, isDuplicate: true, redirectUrl: "/signin/?social=duplicate" }, setCookie: await commitSession(session) };
  }
  session.set("socialPending", {
    provider,
    subject: identity.subject,
    email: identity.email,
    appType: saved.appType,
    isPaidUser: saved.isPaidUser,
    redirectTo: saved.redirectTo,
  });
  // Registering to apply: the entry form registers the member.
  const registerAt = saved.redirectTo.startsWith("/entry_signup/social_register/") ? saved.redirectTo : "/signup/social_register/";
  return { result: { ...result, isSocialUnRegist: true, redirectUrl: registerAt }, setCookie: await commitSession(session) };
}
