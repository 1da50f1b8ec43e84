// Email through SMTP with nodemailer when SMTP_URL is set; otherwise logged.
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "@booking/core";
import { ChannelUnavailableError, type EmailMessage, type EmailTransport, type SendOutcome } from "./types";
import { senderAddress } from "./sender";

/** nodemailer error codes raised before the server accepted anything: safe to retry. */
const NOT_SENT_CODES = new Set(["ECONNECTION", "EDNS", "ETIMEDOUT", "ESOCKET"]);

export class SmtpEmailTransport implements EmailTransport {
  readonly name = "smtp";
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
    this.fromAddress = senderAddress(from);
  }

  private readonly fromAddress: string;

  async send(message: EmailMessage): Promise<SendOutcome> {
    try {
      await this.transporter.sendMail({
        // nodemailer encodes the name (quotes, non-ASCII), so a provider's name cannot add headers.
        from: message.fromName ? { name: message.fromName, address: this.fromAddress } : this.from,
        replyTo: message.replyTo,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
      return "sent";
    } catch (error) {
      const code = (error as { code?: string }).code;
      const command = (error as { command?: string }).command;
      // A connection failure before DATA means the message was not handed over.
      if (code && NOT_SENT_CODES.has(code) && command !== "DATA") {
        throw new ChannelUnavailableError(`SMTP unavailable (${code}): ${(error as Error).message}`);
      }
      throw error;
    }
  }

  close(): void {
    this.transporter.close();
  }
}

export class LoggingEmailTransport implements EmailTransport {
  readonly name = "log";
  constructor(private readonly log: Logger) {}

  async send(message: EmailMessage): Promise<SendOutcome> {
    this.log.info({ channel: "email", subject: message.subject }, "email not sent: SMTP_URL is not set (logged instead)");
    return "logged";
  }
}
