// Webhooks: the CRUD half the procedures use (crud.ts), the delivery half the worker uses
// (delivery.ts), the secrets both touch (secrets.ts), the synchronous test delivery, and sending
// finished deliveries again (redelivery.ts).
export * from "./crud";
export * from "./delivery";
export * from "./secrets";
export * from "./test-delivery";
export * from "./redelivery";
