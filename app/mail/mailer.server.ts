// Outgoing mail: SMTP when SMTP_URL is set; otherwise each mail is written as
// an .eml file under data/mail/ (MAIL_DIR) and logged, so a newcomer can read what the site sent.
import { env, fromSettings } from "~/env.server";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "~/utils/logger.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

export const DEFAULT_MAIL_FROM = "案件ファインダー <no-reply@anken-finder.example>";

const transport = fromSettings(({ SMTP_URL }): { transporter: Transporter; toFile: boolean } => {
  if (SMTP_URL) return { transporter: nodemailer.createTransport(SMTP_URL), toFile: false };
  return { transporter: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }), toFile: true };
});

export async function sendMail(mail: Mail): Promise<void> {
  const { transporter, toFile } = transport();
  const info = await transporter.sendMail({ from: env().MAIL_FROM ?? DEFAULT_MAIL_FROM, ...mail });
  if (!toFile) {
    logger.info("mail sent", { to: mail.to, subject: mail.subject, messageId: info.messageId });
    return;
  }
  const dir = path.resolve(env().MAIL_DIR);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(3).toString("hex")}.eml`);
  await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
  logger.info("mail written", { to: mail.to, subject: mail.subject, file });
}
