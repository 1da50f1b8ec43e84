// BOOKING_KEY=sk_… pnpm --filter @booking/client exec tsx examples/first-calls.ts
import { createBookingClient, createRestClient, errorInfo } from "@booking/client";

const url = process.env.BOOKING_URL ?? "http://localhost:3000";
const apiKey = process.env.BOOKING_KEY ?? "";

// Native tRPC: inputs and outputs typed from the router; calls made together share one request.
const client = createBookingClient({ url, apiKey });
const [me, staff] = await Promise.all([client.user.me.query({}), client.staff.list.query({ limit: 5 })]);
console.log(`${me.provider.name} (${me.provider.timezone}): ${staff.data.map((m) => m.name).join(", ")}`);

// Errors carry the documented code, HTTP status, message and per-field details.
const missing = await client.bookings.get.query({ id: "bk_missing" }).catch(errorInfo);
console.log(missing); // { code: 'NOT_FOUND', status: 404, message: 'Booking bk_missing not found', details: [] }

// The documented REST paths, typed from the OpenAPI documents (openapi-fetch).
const { v1 } = createRestClient({ url, apiKey });
const { data, response } = await v1.GET("/v1/services", { params: { query: { page: 1, limit: 5 } } });
console.log(response.status, data?.data.map((s) => `${s.name}: ${s.price} ${s.currency}`));
