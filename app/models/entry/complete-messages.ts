// What the complete page tells a member after an entry, most important first.
import { AgentCompleteMessageType, ENTRY_COMPLETE_MESSAGE_COUNT, EntryCompleteMessageType } from "~/constants";
import type { EntryType } from "./steps";

/** `key`: under the applied namespace's complete.messages. */
export type CompleteMessage = { type: number; key: string };

export function completeMessages(
  type: EntryType,
  { consultation, hasCareerDocument }: { consultation: boolean; hasCareerDocument: boolean },
): CompleteMessage[] {
  const profileAppeal = { type: EntryCompleteMessageType.profileAppeal, key: "profileAppeal" };
  const messages: CompleteMessage[] =
    type === "project"
      ? [{ type: EntryCompleteMessageType.entryAppeal, key: "entryAppeal" }, ...(hasCareerDocument ? [] : [profileAppeal])]
      : [
          { type: AgentCompleteMessageType.default, key: consultation ? "consultationDefault" : "agentDefault" },
          { type: AgentCompleteMessageType.unContact, key: "unContact" },
          ...(hasCareerDocument ? [] : [profileAppeal]),
        ];
  return messages.slice(0, ENTRY_COMPLETE_MESSAGE_COUNT);
}
