import { describe, expect, it } from "vitest";
import { TargetRefusedError } from "../outbound/guard";
import { CalendarServerError, objectUrl } from "./caldav-read";
import { CalendarReadLimitError } from "./errors";
import { CALENDAR_NO_ANSWER, calendarFailureMessage, causeOf } from "./failures";

describe("calendarFailureMessage", () => {
  it("says the same of every failure that would tell what answers at an address", () => {
    const network = (code: string, message: string) =>
      Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(message), { code }) });
    for (const error of [
      network("ECONNREFUSED", "connect ECONNREFUSED 10.1.2.3:5432"),
      network("UND_ERR_CONNECT_TIMEOUT", "Connect Timeout Error"),
      network("UND_ERR_SOCKET", "other side closed"),
      network("HPE_INVALID_CONSTANT", "Expected HTTP/"),
      network("ENOTFOUND", "getaddrinfo ENOTFOUND internal.example"),
      new DOMException("This operation was aborted", "AbortError"),
      new Error("Text data outside of root node. Line: 0 Column: 3"),
      // The service's own faults (a database error while storing) never show their text either.
      Object.assign(new Error('duplicate key value violates unique constraint "calendar_objects_pkey"'), { code: "23505" }),
    ]) {
      expect(calendarFailureMessage(error)).toBe(CALENDAR_NO_ANSWER);
    }
  });

  it("says what a refused address, an HTTP status and a bound of the service's are", () => {
    expect(calendarFailureMessage(new TargetRefusedError("requests go only to the calendar's own server"))).toBe(
      "The calendar's address is not allowed: requests go only to the calendar's own server",
    );
    const refusedAtConnect = Object.assign(new TypeError("fetch failed"), {
      cause: new TargetRefusedError("::1: must not point to a loopback address"),
    });
    expect(calendarFailureMessage(refusedAtConnect)).toBe(
      "The calendar's address is not allowed: ::1: must not point to a loopback address",
    );
    expect(calendarFailureMessage(new CalendarServerError("Reading the calendar failed: the server answered 401"))).toMatch(
      /answered 401$/,
    );
    expect(calendarFailureMessage(new CalendarReadLimitError("An answer of the calendar server was larger than 16 MiB"))).toMatch(/16 MiB/);
  });

  it("keeps what really happened for the log", () => {
    const error = Object.assign(new TypeError("fetch failed"), {
      cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    });
    expect(causeOf(error)).toBe("TypeError: fetch failed (Error: ECONNREFUSED: connect ECONNREFUSED)");
  });
});

describe("objectUrl", () => {
  it("keeps every object on the collection's own server, whatever its path looks like", () => {
    const collection = "http://calendar.public.test//127.0.0.1:9/x/";
    for (const href of ["//127.0.0.1:9/x/bk_1.ics", "/x/bk_1.ics", "//[::1]:9/a.ics", "bk_1.ics", "../../a.ics", "//2130706433/a.ics"]) {
      expect(new URL(objectUrl(collection, href)).origin, href).toBe("http://calendar.public.test");
    }
    expect(objectUrl("https://dav.example/cal/", "/cal/a b.ics")).toBe("https://dav.example/cal/a%20b.ics");
    expect(objectUrl("https://dav.example/cal", "bk_1.ics")).toBe("https://dav.example/cal/bk_1.ics");
  });
});
