// Who may call each procedure of the router:
//   provider     provider keys only (customer keys 403); records of other providers answer 404;
//   customer     customer keys only (provider keys 403): reviews/create;
//   marketplace  any valid key, over every provider's public records: search, reviews/list;
//   caller       any valid key, acting on the caller itself: /api/rpc/user/... (webhooks aside);
//   catalog      provider keys, and the provider's customer and public keys (what a booking page
//                reads and books; public keys see public fields only): services, staff list,
//                availability, booking creation;
//   own          provider keys, and customer keys for their own customer's bookings only;
//   link         no key: a manage link's token is the credential (/v1/manage/{token}...).
// Public keys (pk_) get 403 on everything but the catalog procedures.
// The isolation sweep proves every entry and fails for a procedure missing here; the fuzz test
// uses the map to know which answers must never be a success for a key.
export type Audience = "provider" | "customer" | "marketplace" | "caller" | "catalog" | "own" | "link";

export const AUDIENCES: Record<string, Audience> = {
  "staff.list": "catalog",
  "staff.get": "provider",
  "staff.create": "provider",
  "staff.update": "provider",
  "staff.delete": "provider",
  "staff.schedule": "provider",
  "staff.timeOff.create": "provider",
  "staff.timeOff.list": "provider",
  "staff.timeOff.delete": "provider",
  "staff.overrides.put": "provider",
  "staff.overrides.list": "provider",
  "staff.overrides.delete": "provider",
  "settings.get": "provider",
  "settings.update": "provider",
  "closures.create": "provider",
  "closures.list": "provider",
  "closures.delete": "provider",
  "availability.get": "catalog",
  "bookings.list": "own",
  "bookings.get": "provider",
  "bookings.create": "catalog",
  "bookings.update": "own",
  "bookings.delete": "own",
  "bookings.payment": "provider",
  "bookings.refund": "provider",
  "customers.list": "provider",
  "customers.get": "provider",
  "customers.create": "provider",
  "customers.update": "provider",
  "services.list": "catalog",
  "services.get": "catalog",
  "services.create": "provider",
  "services.update": "provider",
  "resources.list": "provider",
  "resources.get": "provider",
  "resources.create": "provider",
  "resources.update": "provider",
  "resources.delete": "provider",
  "provider.reviews.list": "marketplace",
  "provider.reviews.create": "customer",
  "provider.reviews.respond": "provider",
  "provider.reviewResponseTemplates.list": "provider",
  "provider.reviewResponseTemplates.create": "provider",
  "provider.notifications.list": "provider",
  "provider.notifications.send": "provider",
  "search.providers": "marketplace",
  "search.services": "marketplace",
  "search.suggestions": "marketplace",
  "user.me": "caller",
  "user.notificationPreferences.get": "caller",
  "user.notificationPreferences.update": "caller",
  "user.smartNotifications.list": "caller",
  "user.smartNotifications.markRead": "caller",
  "user.webhooks.list": "provider",
  "user.webhooks.create": "provider",
  "user.webhooks.update": "provider",
  "user.webhooks.delete": "provider",
  "user.webhooks.test": "provider",
  "user.webhooks.deliveries": "provider",
  "user.webhooks.redeliver": "provider",
  "user.events": "provider",
  "manage.get": "link",
  "manage.availability": "link",
  "manage.reschedule": "link",
  "manage.cancel": "link",
  "manage.verify": "link",
};
