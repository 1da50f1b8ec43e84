// Which procedures may be served by a read replica is decided in each procedure's meta
// (`replicaRead`); this list is the reviewed whole of them. A procedure added to it must tolerate
// answers that trail the primary by the replica's lag: nothing a booking, a write guard, an
// idempotent replay or an integrator's follow-up read depends on.
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { describe, expect, it } from "vitest";
import type { Meta } from "../trpc";
import { appRouter } from "./index";

const LAG_TOLERANT = ["provider.reviews.list", "search.providers", "search.services", "search.suggestions", "services.list", "staff.list"];

describe("procedures served by read replicas", () => {
  const procedures = Object.entries((appRouter as AnyRouter)._def.procedures as Record<string, AnyProcedure>);
  const flagged = procedures.filter(([, procedure]) => (procedure._def.meta as Meta | undefined)?.replicaRead);

  it("are the reviewed lag-tolerant reads, and only queries", () => {
    expect(flagged.map(([path]) => path).sort()).toEqual(LAG_TOLERANT);
    for (const [path, procedure] of flagged) expect(procedure._def.type, path).toBe("query");
  });

  it("leave every booking, availability, key and single-record read on the primary", () => {
    const onPrimary = procedures.filter(([path]) => /^(?:bookings|availability|manage)\.|\.get$|^user\./.test(path));
    expect(onPrimary.length).toBeGreaterThan(10);
    for (const [path, procedure] of onPrimary) expect((procedure._def.meta as Meta | undefined)?.replicaRead, path).toBeUndefined();
  });
});
