import { describe, expect, it } from "vitest";
import { visitEnd, visitItemOffsets } from "./visits";

const MIN = 60_000;
const cut = { durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 10 };
const colour = { durationMinutes: 90, bufferBeforeMinutes: 5, bufferAfterMinutes: 0 };

describe("a visit's items", () => {
  it("start one after another, the buffers between them kept", () => {
    expect(visitItemOffsets([cut])).toEqual([0]);
    // The cut ends at 30, its buffer after runs to 40, the colour's buffer before to 45.
    expect(visitItemOffsets([cut, colour])).toEqual([0, 45 * MIN]);
    expect(visitItemOffsets([colour, cut, cut])).toEqual([0, 90 * MIN, 130 * MIN]);
  });

  it("end where the last item ends", () => {
    expect(visitEnd([cut, colour], 0)).toBe(135 * MIN);
    expect(visitEnd([cut], 1000)).toBe(1000 + 30 * MIN);
  });
});
