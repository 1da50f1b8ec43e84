// Who may call each procedure of the router:
//   provider     provider keys only (customer keys 403); records of other providers answer 404;
//   customer     customer keys only (provider keys 403): reviews/create;
//   marketplace  any valid key, over every provider's public records: search, reviews/list;
//   caller       any valid key, acting on the caller itself: /api/rpc/user/... (webhooks aside).
// The isolation sweep proves every entry and fails for a procedure missing here; the fuzz test
// uses the map to know which answers must never be a success for a key.
export type Audience = "provider" | "customer" | "marketplace" | "caller";

export const AUDIENCES: Record<string, Audience> = {
  "staff.list": "provider",
  "staff.get": "provider",
  "staff.create": "provider",
  "staff.update": "provider",
  "staff.delete": "provider",
  "staff.schedule": "provider",
  "bookings.list": "provider",
  "bookings.get": "provider",
  "bookings.create": "provider",
  "bookings.update": "provider",
  "bookings.delete": "provider",
  "bookings.payment": "provider",
  "bookings.refund": "provider",
  "customers.list": "provider",
  "customers.get": "provider",
  "customers.create": "provider",
  "customers.update": "provider",
  "services.list": "provider",
  "services.get": "provider",
  "services.create": "provider",
  "services.update": "provider",
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
};
