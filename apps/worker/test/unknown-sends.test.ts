// A worker killed while it sends a customer's message: whether the message went out is unknown, so
// it must neither be sent again by itself (the customer might get it twice) nor be forgotten. The
// rescue pass of another worker marks it `unknown` and counts it (notification_sends_total
// {outcome="unknown"}, which an alert watches), and an operator sends it again with the CLI.
// Real processes: the killed worker is a child process sending through an SMTP server that never
// answers; the other worker, the SMTP server it sends through and the CLI are real too.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runCliProcess, startSmtpServer, type TestSmtpServer } from "@booking/testing";
import type { WorkerHandle } from "../src/worker";
import {
  insertBooking,
  newProvider,
  record,
  setupWorkerEnv,
  spawnWorkerProcess,
  waitUntil,
  workerProcessEnv,
  type WorkerTestEnv,
} from "./helpers";

let env: WorkerTestEnv;
let smtp: TestSmtpServer;
/** Accepts connections and never says a word: a send through it hangs. */
let silent: Server;
const sockets = new Set<Socket>();

beforeAll(async () => {
  env = await setupWorkerEnv();
  smtp = await startSmtpServer();
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  silent?.close();
  await env?.close();
  await smtp?.close();
});

const statusOf = async (providerId: string) =>
  env.db.selectFrom("notification_sends").select(["status", "claim_key"]).where("provider_id", "=", providerId).executeTakeFirst();

async function unknownCounted(worker: WorkerHandle): Promise<number> {
  const { values } = await worker.metrics.registry.getSingleMetric("notification_sends_total")!.get();
  return values.filter((v) => v.labels.outcome === "unknown").reduce((sum, v) => sum + v.value, 0);
}

it("marks a message whose worker was killed mid-send unknown, counts it, and sends it only when an operator asks", async () => {
  const p = await newProvider(env.db);
  const email = "kim@example.com";
  const booking = await insertBooking(env.db, p.providerId, { startsAt: new Date(Date.now() + 3 * 86_400_000), email });
  const port = (silent.address() as { port: number }).port;
  const killed = spawnWorkerProcess(
    workerProcessEnv(env.database, env.redis, { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: "Salon <salon@example.com>" }),
  );
  await record(env.db, "booking.confirmed", {
    bookingId: booking.bookingId,
    providerId: p.providerId,
    customerId: booking.customerId,
    serviceId: booking.serviceId,
    staffId: booking.staffId,
    dateTime: new Date().toISOString(),
    resources: [],
    sessionId: null,
    visitId: null,
    seriesId: null,
    occurrenceKey: null,
    seats: 1,
    status: "confirmed",
  });
  const taken = await waitUntil(
    async () => (await statusOf(p.providerId))?.status === "sending" && (await statusOf(p.providerId)),
    30_000,
    "the send to be taken",
  );
  await killed.kill("SIGKILL");

  // Another worker's rescue pass: the message is neither sent again nor left hanging.
  const worker = await env.start({ SMTP_URL: smtp.url, EMAIL_FROM: "Salon <salon@example.com>", WORKER_RESCUE_AFTER_MS: "1000" });
  await waitUntil(async () => (await statusOf(p.providerId))?.status === "unknown", 15_000, "the send to be marked unknown");
  expect(await unknownCounted(worker)).toBe(1);
  expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);

  // The operator lists it and sends it again.
  const cliEnv = { ...process.env, DATABASE_URL: env.database.url };
  const listed = await runCliProcess(["notifications:unknown"], cliEnv);
  expect(listed.code, listed.stderr).toBe(0);
  expect(JSON.parse(listed.stdout).unknown).toEqual([
    expect.objectContaining({ providerId: p.providerId, claimKey: taken.claim_key, channel: "email", type: "bookingConfirmed" }),
  ]);
  expect(listed.stdout).not.toContain(email);
  const resent = await runCliProcess(
    ["notifications:resend", "--provider", p.providerId, "--claim", taken.claim_key, "--channel", "email"],
    cliEnv,
  );
  expect(resent.code, resent.stderr).toBe(0);
  await waitUntil(async () => smtp.messages.some((m) => m.to.includes(email)), 15_000, "the email sent again");
  expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  // The server has the message before the worker hears its answer and records the send.
  await waitUntil(async () => (await statusOf(p.providerId))?.status === "sent", 15_000, "the send recorded as sent");
  // Asked again, there is nothing of unknown outcome to send.
  const again = await runCliProcess(
    ["notifications:resend", "--provider", p.providerId, "--claim", taken.claim_key, "--channel", "email"],
    cliEnv,
  );
  expect(again.code).toBe(2);
  expect(again.stderr).toMatch(/no message of unknown outcome/);
});
