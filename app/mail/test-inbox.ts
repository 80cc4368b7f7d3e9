// A real SMTP server for the tests; with `dir`, each mail is also written there as JSON for browser
// tests in other processes.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; receivedAt: string };

export type Inbox = { port: number; mails: ReceivedMail[]; close: () => Promise<void> };

export async function startInbox({ port = 0, dir }: { port?: number; dir?: string } = {}): Promise<Inbox> {
  const mails: ReceivedMail[] = [];
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            receivedAt: new Date().toISOString(),
          };
          mails.push(mail);
          if (dir) {
            // Written whole under another name, then renamed: a test reading the folder never sees half a mail.
            const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
            fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
            fs.renameSync(`${file}.part`, file);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mails in `dir` (written by an inbox in another process) addressed to `to`, oldest first. */
export function mailsIn(dir: string, to: string): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** The first link in a mail's text that starts with `prefix` (an absolute URL's path part). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string | null {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  return null;
}
