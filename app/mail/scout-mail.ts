// It names the agent and the title only: the scout itself is read on the site, after signing in.
import { stopScoutUrl } from "./account-mails";
import { mailSignature, SITE } from "./signature.server";
import type { Mail } from "./mailer.server";

export function scoutArrivedMail(to: string, origin: string, scout: { id: number; agentName: string; title: string }, stopScoutToken: string): Mail {
  return {
    to,
    subject: `【${SITE}】${scout.agentName}からスカウトが届きました`,
    text: `${scout.agentName}から、あなたのプロフィールを見てスカウトが届きました。

件名：${scout.title}

スカウトの内容は、ログインしてご確認ください。
${origin}/scout/detail/${scout.id}/

興味のある案件には、そのままエントリーできます。
プロフィールを充実させると、条件に合うスカウトが届きやすくなります。
${origin}/users/profile/

スカウトメールの配信停止（スカウトも届かなくなります）：
${stopScoutUrl(origin, stopScoutToken)}
${mailSignature()}`,
  };
}
