// A real SMTP server for tests (smtp-server), parsing what arrives with mailparser.
// Loaded lazily so test files that never send email do not pay for these imports.

export interface ReceivedEmail {
  /** The envelope's sender address. */
  from: string;
  /** The From header's display name ("" when none). */
  fromName: string;
  /** The Reply-To header's address, if any. */
  replyTo: string | null;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, if any. */
  html: string | null;
  /** Attached files, their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedEmail[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** `refuse`: recipients the server refuses (550 at RCPT TO), as a real server refuses an unknown mailbox. */
export async function startSmtpServer(options: { refuse?: string[] } = {}): Promise<TestSmtpServer> {
  const [{ simpleParser }, { SMTPServer }] = await Promise.all([import("mailparser"), import("smtp-server")]);
  const messages: ReceivedEmail[] = [];
  const refused = new Set((options.refuse ?? []).map((address) => address.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              fromName: parsed.from?.value[0]?.name ?? "",
              replyTo: parsed.replyTo?.value[0]?.address ?? null,
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: parsed.html === false ? null : parsed.html,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? "",
                contentType: a.contentType,
                content: a.content.toString("utf8"),
              })),
              raw,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
