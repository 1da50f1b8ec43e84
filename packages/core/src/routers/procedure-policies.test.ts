// Who may call what, and which limits of their own apply, is decided in each procedure's meta
// (`staffRole`, `limit`), never by its name. This sweep of every procedure of the router is the
// reviewed whole of both: a procedure opened to the console's `staff` role, or given or spared a
// limit, changes a list below, and a procedure added without a deliberate decision fails here.
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import type { Meta } from "../trpc";
import type { StaffRolePolicy } from "../auth/console-roles";
import { appRouter } from "./index";

/** Everything a `staff`-role member of the console may call; every other procedure answers them 403. */
const OPEN_TO_STAFF_ROLE: Record<string, StaffRolePolicy> = {
  "user.me": "open",
  "services.list": "open",
  "services.get": "open",
  "staff.get": "own member",
  "staff.schedule": "own member",
  "staff.timeOff.list": "own member",
  "staff.overrides.list": "own member",
  "bookings.list": "own bookings list",
  "bookings.get": "own booking",
  "bookings.history": "own booking",
  "bookings.update": "own booking status",
  "bookings.checkIn": "own booking status",
};

/** The field of its input each policy reads its id from. */
const FIELD_OF_POLICY: Record<Exclude<StaffRolePolicy, "open">, string> = {
  "own member": "id",
  "own bookings list": "staffId",
  "own booking": "id",
  "own booking status": "id",
};

const procedures = Object.entries((appRouter as AnyRouter)._def.procedures as Record<string, AnyProcedure>);
const metaOf = (procedure: AnyProcedure) => (procedure._def.meta ?? {}) as Meta;

describe("the console's staff role, procedure by procedure", () => {
  it("is allowed only the reviewed procedures; every other one is for admins, managers and keys", () => {
    const open = Object.fromEntries(procedures.flatMap(([path, p]) => (metaOf(p).staffRole ? [[path, metaOf(p).staffRole]] : [])));
    expect(open).toEqual(OPEN_TO_STAFF_ROLE);
    // The sweep saw the whole router, writes and other reads included.
    expect(procedures.length).toBeGreaterThan(60);
  });

  it("reads its own id from a field each such procedure's input has, trimmed as the procedure uses it", () => {
    for (const [path, procedure] of procedures) {
      const policy = metaOf(procedure).staffRole;
      if (policy === undefined || policy === "open") continue;
      const [input] = procedure._def.inputs as z.ZodObject[];
      expect(input, path).toBeInstanceOf(z.ZodObject);
      const field = FIELD_OF_POLICY[policy];
      expect(Object.keys(input?.shape ?? {}), path).toContain(field);
    }
  });

  it("is only given to procedures a console member can call (provider audiences)", () => {
    for (const [path, procedure] of procedures) {
      if (!metaOf(procedure).staffRole) continue;
      expect(["any key", "provider or customer key", "provider key"], path).toContain(metaOf(procedure).audience);
    }
  });
});

describe("limits of a procedure's own", () => {
  const withLimit = (limit: NonNullable<Meta["limit"]>) =>
    procedures
      .filter(([, p]) => metaOf(p).limit === limit)
      .map(([path]) => path)
      .sort();

  it("limit every procedure without a key (a manage link, its token the credential) per client address", () => {
    const keyless = procedures
      .filter(([, p]) => metaOf(p).audience === "no key")
      .map(([path]) => path)
      .sort();
    expect(keyless.length).toBeGreaterThan(3);
    expect(withLimit("manage link")).toEqual(keyless);
  });

  it("put webhook tests and redeliveries (the server connects where the caller chose) on one budget of manual sends", () => {
    expect(withLimit("manual send")).toEqual(["user.webhooks.redeliver", "user.webhooks.test"]);
  });

  it("count bookings per client address where bookings are made", () => {
    expect(withLimit("booking")).toEqual(["bookings.create", "series.create", "visits.create", "waitlist.create"]);
  });
});
