// What the header, the menu and the client events know about the visitor.
export type AccountKind = "guest" | "member" | "mailMagazine";
export type FrameAccount = { kind: AccountKind; email: string | null };

export const GUEST: FrameAccount = { kind: "guest", email: null };

export function settingsHref(kind: AccountKind) {
  return kind === "mailMagazine" ? "/users/setting/mail/setting/" : "/users/setting/";
}
