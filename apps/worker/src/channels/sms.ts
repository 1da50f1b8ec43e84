// SMS through an HTTP gateway (SMS_WEBHOOK_URL receives {to, body} as JSON; any 2xx is success),
// otherwise logged. Other gateways implement SmsTransport.
import type { Logger } from "@booking/core";
import { ChannelUnavailableError, type SendOutcome, type SmsMessage, type SmsTransport } from "./types";

export class HttpSmsTransport implements SmsTransport {
  readonly name = "http";
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: SmsMessage): Promise<SendOutcome> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: message.to, body: message.body }),
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      if (cause?.code === "ECONNREFUSED" || cause?.code === "ENOTFOUND") {
        throw new ChannelUnavailableError(`SMS gateway unavailable (${cause.code})`);
      }
      throw error;
    }
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    return "sent";
  }
}

export class LoggingSmsTransport implements SmsTransport {
  readonly name = "log";
  constructor(private readonly log: Logger) {}

  async send(message: SmsMessage): Promise<SendOutcome> {
    this.log.info({ channel: "sms", length: message.body.length }, "SMS not sent: SMS_WEBHOOK_URL is not set (logged instead)");
    return "logged";
  }
}
