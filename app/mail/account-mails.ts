// The account mails, in Japanese with a plain-text body; `origin` is the site's public origin.
import type { Mail } from "./mailer.server";
import { mailSignature, SITE } from "./signature.server";

export const stopMailUrl = (origin: string, token: string) => `${origin}/stop/mail/${token}/confirm/`;
export const stopScoutUrl = (origin: string, token: string) => `${origin}/stop/scout/${token}/confirm/`;

export function memberWelcomeMail(to: string, origin: string, tokens: { stopMail: string; stopScout: string }): Mail {
  return {
    to,
    subject: `【${SITE}】会員登録が完了しました`,
    text: `${SITE}にご登録いただき、ありがとうございます。

ログインに使うメールアドレス：${to}

・案件の検索とブックマーク
・案件やエージェントへのエントリー
・エージェントからのスカウト
・Web職務経歴書
がご利用いただけます。

${origin}/project/

メールマガジンの配信停止：
${stopMailUrl(origin, tokens.stopMail)}
スカウトメールの配信停止：
${stopScoutUrl(origin, tokens.stopScout)}

お心当たりのない場合は、このメールを破棄してください。
${mailSignature()}`,
  };
}

export function mailMagazineWelcomeMail(to: string, origin: string, stopMailToken: string): Mail {
  return {
    to,
    subject: `【${SITE}】メールマガジンの登録が完了しました`,
    text: `${SITE}のメールマガジンにご登録いただき、ありがとうございます。
新着案件や単価相場の情報をお届けします。

保存した検索条件は、このメールアドレスでいつでも確認できます。
${origin}/project/

会員登録（無料）をすると、エントリーやスカウトもご利用いただけます。
${origin}/signup/

配信停止はこちら：
${stopMailUrl(origin, stopMailToken)}
${mailSignature()}`,
  };
}

export function passwordResetMail(to: string, origin: string, token: string): Mail {
  return {
    to,
    subject: `【${SITE}】パスワード再設定のご案内`,
    text: `パスワード再設定のお申し込みを受け付けました。
下のリンクから新しいパスワードを設定してください。

${origin}/password_reset/input/${token}/

このリンクの有効期限は1時間で、一度だけ使えます。
お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。
${mailSignature()}`,
  };
}

export function mailChangeMail(to: string, origin: string, token: string): Mail {
  return {
    to,
    subject: `【${SITE}】メールアドレス変更の確認`,
    text: `メールアドレスの変更を受け付けました。
下のリンクを開くと、ログインに使うメールアドレスがこのアドレス（${to}）に変わります。

${origin}/users/setting/mail/complete/?token=${token}

このリンクの有効期限は24時間です。
お心当たりのない場合は、このメールを破棄してください。
${mailSignature()}`,
  };
}

export function passwordChangedMail(to: string, origin: string): Mail {
  return {
    to,
    subject: `【${SITE}】パスワードが変更されました`,
    text: `${SITE}のパスワードが変更されました。ほかの端末のログイン状態は解除されています。

お心当たりのない場合は、すぐにパスワードを再設定してください。
${origin}/password_forget/input/
${mailSignature()}`,
  };
}

export type SigninLinkAddress = "member" | "mailMagazine" | "new";

/** For a new address it confirms the mail-magazine sign-up. */
export function signinLinkMail(to: string, origin: string, token: string, address: SigninLinkAddress): Mail {
  const url = `${origin}/signin/link/${token}/`;
  const expiry = "このリンクの有効期限は30分で、一度だけ使えます。";
  if (address === "new") {
    return {
      to,
      subject: `【${SITE}】メールマガジン登録の確認`,
      text: `${SITE}のメールマガジンへの登録を受け付けました。
下のリンクを開いて「登録を完了する」を押すと、登録が完了します。
リンクを開くまで、このメールアドレスは登録されず、メールマガジンも届きません。

${url}

${expiry}
お心当たりのない場合は、このメールを破棄してください。
${mailSignature()}`,
    };
  }
  return {
    to,
    subject: `【${SITE}】ログイン用リンクのお知らせ`,
    text: `${SITE}へのログイン用リンクをお送りします。
下のリンクを開いて「ログインする」を押すと、パスワードを入力せずにログインできます。
${address === "member" ? "\n会員の方は、これまでどおりメールアドレスとパスワードでもログインできます。\n" : ""}
${url}

${expiry}
お心当たりのない場合は、このメールを破棄してください。リンクを開かない限り、誰もログインできません。
${mailSignature()}`,
  };
}

const JST = new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", dateStyle: "long", timeStyle: "short" });

/** Sent when password sign-in locks because the password is being guessed, at most once in a while (decision 041). */
export function signinLockedMail(to: string, origin: string, at: Date): Mail {
  return {
    to,
    subject: `【${SITE}】ログインの失敗が続いています`,
    text: `${JST.format(at)}ごろ、あなたのアカウント（${to}）へのログインで、パスワードの誤りが続きました。
安全のため、失敗が続いた接続元からは、これまでログインしたことのない端末でのパスワードによるログインを15分間止めています。

・いつもお使いの端末や、ほかの接続元からは、これまでどおりログインできます。
・止めている接続元からは、メールで届くログイン用リンクでログインできます。
${origin}/signin/link/

ご自身の入力ミスでなければ、第三者がパスワードを試している可能性があります。
ほかのサービスと同じパスワードをお使いの場合は、変更をおすすめします。
${origin}/password_forget/input/
${mailSignature()}`,
  };
}
