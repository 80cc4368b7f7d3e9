// The foot of every mail, from the operator's facts (decision 044), so mails and pages agree.
import { operator } from "~/config/operator.server";

export const SITE = "案件ファインダー";

/** `noReply`: the mail comes from the no-reply sender and says so (an agent's application mail does not). */
export function mailSignature({ noReply } = { noReply: true }): string {
  const { demo, company, contacts } = operator();
  const lines = [
    "--",
    SITE,
    "フリーランスエンジニア・クリエイターのための案件検索サイト",
    `運営：${company.name.ja}${demo ? "（デモ用の架空の会社です）" : ""}`,
    `お問い合わせ：${contacts.support}`,
  ];
  if (noReply) lines.push("※このメールは送信専用です。ご返信いただいてもお答えできません。");
  return `\n${lines.join("\n")}\n`;
}
