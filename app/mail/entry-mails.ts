// The member's receipt and the agent's application mail (decision 007), plain text in Japanese.
import type { SummaryRow } from "~/models/entry/summary";
import type { EntryFormKind, EntryType } from "~/models/entry/steps";
import type { Mail } from "./mailer.server";
import { mailSignature, SITE } from "./signature.server";

/** One project (title and url) or, for an agent entry, the agent alone (null: the site's career desk). */
export type MailedTarget = { agentId: number | null; agentName: string | null; title: string | null; url: string | null; agentRef: string | null };

const targetLines = (targets: MailedTarget[]) =>
  targets.map((t) => (t.title ? `・${t.title}（${t.agentName}）\n  ${t.url}` : `・${t.agentName ?? `${SITE} キャリア相談窓口`}`)).join("\n");

export function entryReceivedMail(to: string, origin: string, type: EntryType, targets: MailedTarget[]): Mail {
  const what = type === "project" ? `次の案件${targets.length > 1 ? `（${targets.length}件）` : ""}` : "次のエージェント";
  return {
    to,
    subject: `【${SITE}】エントリーを受け付けました`,
    text: `${SITE}をご利用いただき、ありがとうございます。
${what}へのエントリーを受け付けました。

${targetLines(targets)}

担当者から、通常2営業日以内にメールまたはお電話でご連絡します。
3営業日を過ぎても連絡がない場合は、迷惑メールフォルダをご確認のうえ、このメールの内容とともにお問い合わせください。

エントリーした${type === "project" ? "案件" : "エージェント"}は、マイページでいつでも確認できます。
${origin}/users/entry/${type}/

プロフィールとWeb職務経歴書を充実させると、面談がスムーズに進み、スカウトも届きやすくなります。
${origin}/users/profile/
${mailSignature()}`,
  };
}

export function agentApplicationMail(
  to: string,
  {
    user,
    kind,
    type,
    targets,
    rows,
  }: { user: { id: number; email: string }; kind: EntryFormKind; type: EntryType; targets: MailedTarget[]; rows: SummaryRow[] },
): Mail {
  const first = targets[0];
  const subject =
    type === "project"
      ? `【${SITE}】案件へのエントリー：${first.title}${targets.length > 1 ? ` ほか${targets.length - 1}件` : ""}`
      : `【${SITE}】${first.agentName ? "エージェントへのエントリー" : "キャリア相談のお申し込み"}`;
  const via = kind === "member" ? "会員からのエントリー" : kind === "social" ? "ソーシャルログインで新規登録と同時のエントリー" : "新規登録と同時のエントリー";
  const projects = type === "project" ? targets.map((t) => `・${t.title}\n  貴社管理番号：${t.agentRef}\n  ${t.url}`).join("\n") : "";
  return {
    to,
    subject,
    text: `${first.agentName ?? `${SITE} キャリア相談窓口`} ご担当者様

${SITE}から${type === "project" ? "案件" : "貴社"}へのエントリーがありました（${via}）。
2営業日以内に、応募者へご連絡をお願いいたします。
${projects ? `\n■ エントリー案件\n${projects}\n` : ""}
■ 応募者
メールアドレス：${user.email}
会員番号：${user.id}
${rows.map((row) => `${row.label}：${row.value.replace(/\n/g, "\n  ")}`).join("\n")}

このメールは${SITE}のエントリー通知専用アドレスから送信しています。
応募者の個人情報は、選考とご連絡の目的にのみご利用ください。
${mailSignature({ noReply: false })}`,
  };
}
