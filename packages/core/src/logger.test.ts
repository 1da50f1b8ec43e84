import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger";

const TOKEN = "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue";
const KEY = "sk_4f9Kx2LmQ7pR8sT1vW3yZ6bC0dE5gH9j";

describe("redactUrl", () => {
  it("hides a manage link's token in its path, however the path is spelt", () => {
    expect(redactUrl(`/v1/manage/${TOKEN}/cancel`)).toBe("/v1/manage/[redacted]/cancel");
    expect(redactUrl(`/v1/%6Danage/${TOKEN}`)).toBe("/v1/manage/[redacted]");
    expect(redactUrl(`/v1/manage/short-or-malformed/calendar.ics`)).toBe("/v1/manage/[redacted]/calendar.ics");
    expect(redactUrl(`http://api.example/v1/manage/${TOKEN}`)).not.toContain(TOKEN);
  });

  it("hides tokens inside a native tRPC input", () => {
    const input = encodeURIComponent(JSON.stringify({ token: TOKEN }));
    expect(redactUrl(`/trpc/manage.get?input=${input}`)).not.toContain(TOKEN);
  });

  it("hides keys in any query spelling", () => {
    for (const url of [
      `/v1/staff?api_key=${KEY}`,
      `/v1/staff?x=Bearer%20${KEY}`,
      `/v1/staff?x=Bearer+${KEY}`,
      `/v1/staff?x=%73k_${KEY.slice(3)}`,
      `/v1/staff?${KEY}`,
      `/v1/${KEY}/staff`,
    ]) {
      const logged = redactUrl(url);
      expect(logged, url).not.toContain(KEY.slice(3));
      expect(logged, url).toContain("[redacted]");
    }
  });

  it("keeps ordinary URLs readable", () => {
    expect(redactUrl("/v1/bookings?status=pending&page=2")).toBe("/v1/bookings?status=pending&page=2");
    expect(redactUrl("/v1/bookings/bk_7fQ2mN9pL4vR6xY8wB1c")).toBe("/v1/bookings/bk_7fQ2mN9pL4vR6xY8wB1c");
  });
});
