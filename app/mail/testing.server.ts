// For the tests of models that mail and log in: a real SMTP inbox the site's mail goes to, and a
// fixed secret for the cookies, for the tests of this file. Returns a getter for the inbox.
import { afterAll, beforeAll } from "vitest";
import { startInbox, type Inbox, type ReceivedMail } from "./test-inbox";

export function useMailInbox(): () => Inbox {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox();
    process.env.SMTP_URL = `smtp://127.0.0.1:${inbox.port}`;
    process.env.SESSION_SECRET = "test-secret";
    // Some tests make a mail fail on purpose; their "mail failed" logs are expected.
    process.env.LOG_LEVEL = "silent";
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.LOG_LEVEL;
    await inbox.close();
  });
  return () => inbox;
}

/** The first mail to `to` about `subject` after the inbox's first `seen` mails, once it has arrived (some mails go after the answer). */
export async function waitForMail(inbox: Inbox, to: string, subject: string, seen = 0): Promise<ReceivedMail> {
  for (let i = 0; i < 200; i++) {
    const mail = inbox.mails.slice(seen).find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}
