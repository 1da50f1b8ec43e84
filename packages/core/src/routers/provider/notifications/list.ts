import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { iso, pageFields, pageOf, paginationInput, timestamp } from "../../../schemas/common";
import { listAnnouncements } from "../../../store/announcements";

const announcement = z.object({
  id: z.string().meta({ example: "ann_3kTqZ8mN2pL5vR7xY9wB" }),
  title: z.string(),
  body: z.string(),
  audience: z.enum(["all", "selected"]).meta({ description: "all: every customer; selected: the customerIds sent" }),
  recipients: z.number().int().meta({ description: "Customers notified" }),
  createdAt: timestamp,
});

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/api/rpc/provider/notifications/list",
      tags: ["Provider notifications"],
      summary: "List the announcements the provider sent",
      description:
        "Provider keys only. Answers `{notifications, total, page, limit}`: one entry per announcement sent with `notifications/send` " +
        "(`id`, `title`, `body`, `audience`, `recipients`, `createdAt`), newest first; `total` counts them all.",
    },
  })
  .input(z.object({ ...paginationInput }).prefault({}))
  .output(z.object({ notifications: z.array(announcement), ...pageFields }))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listAnnouncements(ctx.db, ctx.caller.providerId, input);
    return {
      notifications: rows.map((r) => ({
        id: r.id,
        title: r.title,
        body: r.body,
        audience: r.audience,
        recipients: r.recipients,
        createdAt: iso(r.created_at),
      })),
      ...pageOf(input, total),
    };
  });
