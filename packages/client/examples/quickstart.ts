// The typed client in a few lines: list services and staff, read a week of availability, book
// the first free time, confirm and cancel it. Run against a running service:
//   BOOKING_URL=http://localhost:3000 BOOKING_KEY=sk_… pnpm --filter @booking/client exec tsx examples/quickstart.ts
import { createBookingClient, createRestClient, errorInfo } from "@booking/client";

const url = process.env.BOOKING_URL ?? "http://localhost:3000";
const apiKey = process.env.BOOKING_KEY ?? "";
const client = createBookingClient({ url, apiKey });

try {
  // Calls made together go out as one HTTP request; inputs and outputs are typed from the router.
  const [me, services, staff] = await Promise.all([
    client.user.me.query({}),
    client.services.list.query({ limit: 100 }),
    client.staff.list.query({ limit: 100 }),
  ]);
  const service = services.data[0];
  const member = staff.data.find((m) => service && m.services.includes(service.id));
  if (!service || !member) throw new Error("Create a service and a staff member who offers it first (or run pnpm cli seed)");
  console.log(`${me.provider.name} (${me.provider.timezone}): ${service.name} with ${member.name}`);

  // The service's availability lists only start times where the whole service fits the member's
  // day (the member's own week view, staff.schedule, shows grid cells, not service lengths).
  const week = await client.availability.get.query({ serviceId: service.id, staffId: member.id }); // today + 7 days
  const slot = week.data.days.flatMap((d) => d.slots)[0];
  if (!slot) throw new Error("No free time this week");

  // The REST paths with openapi-fetch and the generated types are another way in.
  const rest = createRestClient({ url, apiKey });
  const customers = await rest.v1.GET("/v1/customers", { params: { query: { limit: 1 } } });
  const customerId =
    customers.data?.data[0]?.id ??
    (await client.customers.create.mutate({ name: "Quick Start", email: "quickstart@example.com" })).data.id;

  const booking = await client.bookings.create.mutate({
    customerId,
    serviceId: service.id,
    staffId: member.id,
    dateTime: slot.start, // the slot's own instant: unambiguous even when the clocks go back
  });
  console.log(`booked ${booking.data.id} at ${booking.data.dateTime} (${booking.data.status})`);
  await client.bookings.update.mutate({ id: booking.data.id, status: "confirmed" });
  const cancelled = await client.bookings.delete.mutate({ id: booking.data.id, reason: "Just trying the client" });
  console.log(`cancelled ${cancelled.data.id} at ${cancelled.data.cancelledAt}`);
} catch (error) {
  const { code, status, message } = errorInfo(error); // the documented code, status and message
  console.error(`failed: ${code} ${status ?? ""} ${message}`);
  process.exitCode = 1;
}
