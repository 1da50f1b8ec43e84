// The one transaction an idempotent request's work runs in: store functions begin transactions on
// it as usual, and each is a savepoint of the request's transaction. Failing work at any level of
// nesting undoes exactly its own writes, and work that leaves its savepoint aborted (an error it
// caught) fails its commit cleanly instead of rolling back another level or breaking the request.
// Deterministic: the failures are the work's own, no fault is injected.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { beginIdempotentRequest, secretBoxFromEnv, type IdempotentRequest } from "@booking/core";
import { sql, type Database, type Kysely } from "@booking/db";
import { createProvider, createTestDatabase, type TestDatabase } from "@booking/testing";

let database: TestDatabase;
let providerId: string;
let keyId: string;
let request: IdempotentRequest;
let keys = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ providerId, keyId } = await createProvider(database.db));
  await sql`CREATE TABLE marks (label text PRIMARY KEY)`.execute(database.db);
});
afterAll(async () => {
  await database?.drop();
});
beforeEach(async () => {
  const begun = await beginIdempotentRequest(
    database.db,
    { providerId, keyId, visitor: "", idempotencyKey: `savepoints-${++keys}`, fingerprint: "f" },
    { waitMs: 1_000, secrets: secretBoxFromEnv({}) },
  );
  if (begun.kind !== "claimed") throw new Error(`not claimed: ${begun.kind}`);
  request = begun.request;
});

const mark = (db: Kysely<Database>, label: string) => sql`INSERT INTO marks (label) VALUES (${label})`.execute(db);
const committed = async () =>
  (await sql<{ label: string }>`SELECT label FROM marks ORDER BY label`.execute(database.db)).rows.map((r) => r.label);
const finish = () => request.finish({ statusCode: 200, body: "{}" });

describe("a request's transaction", () => {
  beforeEach(() => sql`DELETE FROM marks`.execute(database.db));

  it("undoes only a failed transaction's writes, at each of three levels", async () => {
    const db = request.db;
    await mark(db, "request");
    await db.transaction().execute(async (outer) => {
      await mark(outer, "outer");
      // A store function called inside another begins its own transaction on the handle.
      await db.transaction().execute(async (middle) => {
        await mark(middle, "middle");
        await expect(
          db.transaction().execute(async (inner) => {
            await mark(inner, "inner");
            throw new Error("inner work fails");
          }),
        ).rejects.toThrow("inner work fails");
        await mark(middle, "middle-after");
      });
      await expect(
        db.transaction().execute(async (sibling) => {
          await mark(sibling, "sibling");
          await db.transaction().execute((deepest) => mark(deepest, "deepest"));
          throw new Error("sibling fails after its own nested work committed");
        }),
      ).rejects.toThrow("sibling fails");
    });
    await finish();
    expect(await committed()).toEqual(["middle", "middle-after", "outer", "request"]);
  });

  it("fails the commit of work that left its savepoint aborted, undoing that work only, and goes on", async () => {
    const db = request.db;
    await mark(db, "before");
    await db.transaction().execute(async (outer) => {
      await mark(outer, "outer");
      const commit = db.transaction().execute(async (inner) => {
        await mark(inner, "inner");
        // An error the work catches: the savepoint is aborted, and its RELEASE must fail.
        await mark(inner, "inner").catch(() => undefined);
      });
      await expect(commit).rejects.toThrow(/aborted/);
      // The outer level is intact and usable.
      await mark(outer, "outer-after");
    });
    await finish();
    expect(await committed()).toEqual(["before", "outer", "outer-after"]);
  });

  it("undoes everything when the request is abandoned", async () => {
    const db = request.db;
    await db.transaction().execute((trx) => mark(trx, "work"));
    await request.abandon();
    expect(await committed()).toEqual([]);
  });
});
