// Notification channels. Each is an interface with a real transport and a logging default, so a
// deployment without SMTP or an SMS gateway still runs (and says what it would have sent).
export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (multipart/alternative with the text). */
  html?: string;
  /** The sender's display name (the provider's); the address is always the service's EMAIL_FROM. */
  fromName?: string;
  replyTo?: string;
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
