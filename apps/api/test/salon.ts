// A small salon set up through the public API: a 60-minute service, two staff members who offer
// it (Mon–Fri 09:00–17:00 with a 12:00–13:00 break), and a customer.
import { expect } from "vitest";
import type { ApiClient, ApiResponse } from "@booking/testing";
import type { TestApi } from "./helpers";

/** Adds `serviceId` to what member `staffId` offers, their other services kept. */
export async function offerService(api: ApiClient, staffId: string, serviceId: string): Promise<void> {
  const member = await api.get(`/v1/staff/${staffId}`);
  const services = (member.body.data.services as { id: string }[]).map((s) => s.id);
  const res = await api.patch(`/v1/staff/${staffId}`, { services: [...services, serviceId] });
  expect(res.status, res.text).toBe(200);
}

export const WORKWEEK = {
  monday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  tuesday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  wednesday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  thursday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  friday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
};

export interface Salon {
  api: ApiClient;
  providerId: string;
  apiKey: string;
  serviceId: string;
  otherServiceId: string;
  annId: string;
  bobId: string;
  customerId: string;
  book(body: Record<string, unknown>): Promise<ApiResponse>;
}

let sequence = 0;

export async function createSalon(t: TestApi, timezone = "Europe/Berlin", schedule: Record<string, unknown> = WORKWEEK): Promise<Salon> {
  sequence += 1;
  const { api, providerId, apiKey } = await t.newProvider({ timezone });
  const ok = <T extends { status: number; text: string }>(res: T, status = 201): T => {
    if (res.status !== status) throw new Error(`setup failed: ${res.status} ${res.text}`);
    return res;
  };
  const service = ok(await api.post("/v1/services", { name: "Cut & colour", duration: 60, price: 50 }));
  const other = ok(await api.post("/v1/services", { name: "Beard trim", duration: 30, price: 15 }));
  const serviceId = service.body.data.id as string;
  const otherServiceId = other.body.data.id as string;
  const ann = ok(
    await api.post("/v1/staff", {
      name: "Ann",
      email: `ann${sequence}@example.com`,
      role: "staff",
      services: [serviceId, otherServiceId],
      schedule,
    }),
  );
  const bob = ok(
    await api.post("/v1/staff", { name: "Bob", email: `bob${sequence}@example.com`, role: "staff", services: [serviceId], schedule }),
  );
  const customer = ok(await api.post("/v1/customers", { name: "Chris", email: `chris${sequence}@example.com`, phone: "+49 30 1234" }));
  const salon: Salon = {
    api,
    providerId,
    apiKey,
    serviceId,
    otherServiceId,
    annId: ann.body.data.id,
    bobId: bob.body.data.id,
    customerId: customer.body.data.id,
    book: (body) => api.post("/v1/bookings", { customerId: salon.customerId, serviceId: salon.serviceId, staffId: salon.annId, ...body }),
  };
  return salon;
}
