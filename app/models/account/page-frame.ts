// What the header, the menu and the client events know about the visitor (spec §2 menu, §4).
export type AccountKind = "guest" | "member" | "mailMagazine";
export type FrameAccount = { kind: AccountKind; email: string | null };

export const GUEST: FrameAccount = { kind: "guest", email: null };

/** Spec §2: members' settings link goes to /users/setting/, mail-magazine users' to the mail setting. */
export function settingsHref(kind: AccountKind) {
  return kind === "mailMagazine" ? "/users/setting/mail/setting/" : "/users/setting/";
}
