// GET /v1/manage/{token}/calendar.ics: the one documented path that is not a procedure (its answer
// is an iCalendar file, not JSON). It is a REST route like the others for every hook: limited per
// client address like the manage procedures, errors in the REST error body.
import type { FastifyInstance } from "fastify";
import { CALENDAR_FILE_PATH, calendarFileOfToken, type ServiceDeps } from "@booking/core";

export function registerCalendarFile(app: FastifyInstance, deps: ServiceDeps) {
  app.get(
    CALENDAR_FILE_PATH,
    { config: { apiFamily: "rest", procedure: "manage.calendarFile", limit: "manage link" } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const file = await calendarFileOfToken(deps.db, token, deps.now(), deps.publicUrl);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
}
