// provider:create --owner-email: the salon's owner is an admin with no password, and the one-time
// link the CLI prints is what they reach the console with: through the real API process, it sets
// their password and signs them in, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestDatabase, type TestDatabase } from "@booking/testing";
import { runCli, startApiProcess, stdoutJson, type ApiProcess } from "./helpers";

let database: TestDatabase;
let api: ApiProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiProcess(database.url);
});
afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

interface Created {
  provider: { id: string };
  apiKey: string;
  owner: { id: string; name: string; email: string; role: string };
  consoleInvite: { url: string; expiresAt: string };
}

describe("provider:create --owner-email", () => {
  it("prints a one-time console link for the owner (an admin) that signs them in through the API, and no password", async () => {
    const result = await runCli(
      [
        "provider:create",
        "--name",
        "Salon Süd",
        "--category",
        "hair salon",
        "--location",
        "München",
        "--owner-email",
        "Owner@Salon-Sued.example",
        "--owner-name",
        "Sabine",
      ],
      { DATABASE_URL: database.url, PUBLIC_URL: api.url },
    );
    const created = stdoutJson<Created>(result);
    expect(created.owner).toMatchObject({ name: "Sabine", email: "Owner@Salon-Sued.example", role: "admin" });
    expect(created.consoleInvite.url).toMatch(new RegExp(`^${api.url}/console/#/invite/iv_[0-9A-Za-z]{40}$`));
    expect(result.stdout).not.toMatch(/password/i);

    const token = created.consoleInvite.url.split("#/invite/")[1];
    const http = apiClient(api.url);
    const used = await http.post("/console/session/invite", { token, password: "the owner's own password" });
    expect(used.status, used.text).toBe(200);
    expect(used.body.data.staff).toMatchObject({ id: created.owner.id, role: "admin", providerId: created.provider.id });
    const cookie = (used.headers.getSetCookie().find((c) => c.startsWith("booking_console=")) ?? "").split(";")[0] ?? "";
    const me = await http.get(`/trpc/user.me?input=${encodeURIComponent("{}")}`, { headers: { cookie } });
    expect(me.status, me.text).toBe(200);
    expect(me.body.result.data.staffMember).toMatchObject({ id: created.owner.id, role: "admin" });

    // The owner signs in with the password they set; the link works no more.
    const signIn = await http.post("/console/session", { email: "owner@salon-sued.example", password: "the owner's own password" });
    expect(signIn.status, signIn.text).toBe(200);
    const again = await http.post("/console/session/invite", { token, password: "someone else's password" });
    expect(again.status).toBe(409);
  });

  it("refuses a bad --owner-email before touching the database (exit 2)", async () => {
    const result = await runCli(["provider:create", "--name", "n", "--category", "c", "--location", "l", "--owner-email", "not-an-email"], {
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--owner-email must be an email address");
  });
});
