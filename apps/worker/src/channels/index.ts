import type { Logger } from "@booking/core";
import { LoggingEmailTransport, SmtpEmailTransport } from "./email";
import { HttpSmsTransport, LoggingSmsTransport } from "./sms";
import type { Channels } from "./types";

export * from "./types";
export * from "./email";
export * from "./sms";
export { senderAddress } from "./sender";

export function channelsFromConfig(config: { SMTP_URL?: string; EMAIL_FROM: string; SMS_WEBHOOK_URL?: string }, log: Logger): Channels {
  return {
    email: config.SMTP_URL ? new SmtpEmailTransport(config.SMTP_URL, config.EMAIL_FROM) : new LoggingEmailTransport(log),
    sms: config.SMS_WEBHOOK_URL ? new HttpSmsTransport(config.SMS_WEBHOOK_URL) : new LoggingSmsTransport(log),
  };
}
