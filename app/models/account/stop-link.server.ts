import { pageNotFound } from "~/utils/http.server";
import type { StopKind } from "./account.server";
import type { TokenPurpose } from "./token.server";

export function stopKindOf(kind: string | undefined): StopKind {
  if (kind === "mail" || kind === "scout") return kind;
  throw pageNotFound();
}

export const stopPurpose = (kind: StopKind): TokenPurpose => (kind === "mail" ? "stop_mail" : "stop_scout");
