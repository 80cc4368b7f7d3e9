// The saved-search alert mail (decision 006), in Japanese with a plain-text body.
import type { Mail } from "./mailer.server";
import { stopMailUrl } from "./account-mails";
import { mailSignature, SITE } from "./signature.server";

export type AlertListing = { id: number; title: string; price: string | null; location: string };
export type AlertSection = { query: string; words: string; total: number; listings: AlertListing[] };

export function alertMail(to: string, origin: string, sections: AlertSection[], stopToken: string): Mail {
  const total = sections.reduce((sum, s) => sum + s.total, 0);
  const blocks = sections.map((section) => {
    const lines = [`■ ${section.words}（新着 ${section.total}件）`];
    for (const listing of section.listings) {
      lines.push(`・${listing.title}`);
      lines.push(`  ${[listing.price ?? "単価は応相談", listing.location].filter(Boolean).join(" / ")}`);
      lines.push(`  ${origin}/project/detail/${listing.id}/`);
    }
    if (section.total > section.listings.length) lines.push(`ほか ${section.total - section.listings.length}件`);
    lines.push(`この条件の新着をすべて見る：`, `${origin}/project/?${section.query}&sort=created_at`);
    return lines.join("\n");
  });
  return {
    to,
    subject: `【${SITE}】保存した検索条件に新着案件があります（${total}件）`,
    text: `保存した検索条件に合う新着案件をお知らせします。

${blocks.join("\n\n")}

「保存した検索条件」でメール通知を「受け取る」にした条件について、前回のお知らせ以降に掲載された案件をお送りしています。
通知の設定：${origin}/users/bookmark/search/
メールの配信停止：${stopMailUrl(origin, stopToken)}
${mailSignature()}`,
  };
}
