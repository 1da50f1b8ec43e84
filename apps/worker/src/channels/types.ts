// Notification channels. Each is an interface with a real transport and a logging default, so a
// deployment without SMTP or an SMS gateway still runs (and says what it would have sent).
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface SmsMessage {
  to: string;
  body: string;
}

/** What became of a message: handed to the channel, or only logged (no transport configured). */
export type SendOutcome = "sent" | "logged";

export interface EmailTransport {
  readonly name: string;
  send(message: EmailMessage): Promise<SendOutcome>;
  close?(): Promise<void> | void;
}

export interface SmsTransport {
  readonly name: string;
  send(message: SmsMessage): Promise<SendOutcome>;
  close?(): Promise<void> | void;
}

export interface Channels {
  email: EmailTransport;
  sms: SmsTransport;
}

/** A failure after which nothing can have been delivered, so sending again is safe. */
export class ChannelUnavailableError extends Error {}
