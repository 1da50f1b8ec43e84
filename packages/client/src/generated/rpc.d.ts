// Generated from /api/rpc/openapi.json by `pnpm --filter @booking/client generate`.
// Do not edit: change the procedures' schemas and regenerate (a test fails while this file is stale).

export interface paths {
    "/api/rpc/provider/reviews/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a provider's reviews
         * @description Marketplace-wide: any valid key (provider or customer) may list any provider's reviews. `providerId` defaults to the caller's own provider; an unknown provider answers 404. `rating` keeps reviews of exactly that rating. Newest first. `total` counts the reviews matching the filter; `averageRating` is the provider's mean rating over all its reviews, rounded to 1 decimal (0 without reviews), whatever the filter.
         */
        get: operations["provider-reviews-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/provider/reviews/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a completed booking (customer keys)
         * @description Customer keys only (provider keys get 403). Reviews the caller's own booking with the provider: a booking that is not the caller's (or does not exist) answers 404, a booking not in status `completed` 409, and a second review of the same booking 409. `rating` is a whole number from 1 to 5; `comment` is optional (at most 5000 characters). `providerId` defaults to the provider of the caller's key. Answers the new review (200) and records the `review.created` event.
         */
        post: operations["provider-reviews-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/provider/reviews/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Respond to a review (provider keys)
         * @description Provider keys only (customer keys get 403); only the provider's own reviews (others answer 404). Send exactly one of `response` (the text, 1 to 5000 characters) or `templateId` (a review response template of the provider; `{{customerName}}` and `{{rating}}` are filled in, and the template's rating range must include the review's rating, else 400). Responding again replaces the response. Answers the review with `response` and `respondedAt`.
         */
        post: operations["provider-reviews-respond"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/provider/reviewResponseTemplates/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's review response templates
         * @description Provider keys only. All the provider's templates (at most 200), oldest first. With `rating`, only the templates whose rating range includes it (the ones `reviews/respond` accepts for such a review).
         */
        get: operations["provider-reviewResponseTemplates-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/provider/reviewResponseTemplates/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a review response template
         * @description Provider keys only. `name` (1 to 100 characters) and `body` (1 to 4000 characters) are required; the body may hold {{customerName}}, {{rating}}, which `reviews/respond` fills in (any other `{{…}}` is a 400). `minRating` and `maxRating` (whole numbers 1 to 5, default 1 and 5, minRating ≤ maxRating) give the ratings the template suits. Names need not be unique. A provider keeps at most 200 templates (409 beyond). Answers the template (200).
         */
        post: operations["provider-reviewResponseTemplates-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/provider/notifications/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the announcements the provider sent
         * @description Provider keys only. Answers `{notifications, total, page, limit}`: one entry per announcement sent with `notifications/send` (`id`, `title`, `body`, `audience`, `recipients`, `createdAt`), newest first; `total` counts them all.
         */
        get: operations["provider-notifications-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/provider/notifications/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an announcement to customers
         * @description Provider keys only. `title` (1 to 200 characters) and `body` (1 to 5000) are required. `customerIds` (1 to 10000 of the provider's customer ids; an unknown id answers 404 and nothing is sent) chooses the recipients; without it every customer of the provider receives it. Each recipient gets one smart notification of type `announcement` (with `data.announcementId`), all created in one transaction. Customers who turned `push.newMessage` off in their notification preferences are skipped. Answers `{id, recipients}` (200): the announcement id (`ann_…`) and the number of customers notified.
         */
        post: operations["provider-notifications-send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/search/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search providers
         * @description Marketplace-wide: any valid key. `q` is full-text search over the provider's name, category, location and the names of its active services: every word of q must match the start of a word ("hai sal" finds "Hair Salon"), and a word that starts no indexed word at all is taken as a typo and replaced by the most similar indexed word (pg_trgm similarity, e.g. "barbershp" → "barbershop"). Results come in relevance tiers: providers whose name holds every word, then those whose name, category and location hold them, then the rest (service names); within a tier by rating, then review count, then name. Without q: by rating, then review count, then name. `category` matches the provider's category exactly (case-insensitive); `location` matches part of the location (case-insensitive). `minPrice`/`maxPrice` keep providers whose price range overlaps [minPrice, maxPrice] (prices in each provider's own currency, no conversion); providers without active services have priceRange "0-0" and never match a price filter. `minRating` (0 to 5) compares with the rounded rating. `total` is counted exactly up to about 2,000 matches; larger totals are estimated from a fixed sixteenth of the providers (within a few percent for broad queries; the same query always gets the same total).
         */
        get: operations["search-providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/search/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search services
         * @description Marketplace-wide: any valid key. Active services of every provider. `q` is full-text search over the service name and category (every word of q must match the start of a word; a word that starts no indexed word is taken as a typo and replaced by the most similar one), in relevance tiers (services whose name holds every word, then the rest), within a tier by name, then price. Without q: by name, then price. `category` matches the service's category exactly (case-insensitive); `providerId` keeps one provider's services (unknown provider: 404); `minPrice`/`maxPrice` bound the price (inclusive, in the provider's own currency). `total` is counted exactly up to about 2,000 matches; larger totals are estimated from a fixed sixteenth of the providers (within a few percent for broad queries; the same query always gets the same total).
         */
        get: operations["search-services"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search suggestions
         * @description Marketplace-wide: any valid key. `q` (2 to 100 characters after trimming, else 400). Answers an array of at most 10 distinct strings (case-insensitively) among provider names, provider and service categories and names of active services: texts starting with q first, then texts with a later word starting with q, then similar texts (typo-tolerant, pg_trgm similarity); within each group the most used first.
         */
        get: operations["search-suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller: its key's audience and its provider
         * @description Any valid key. Tells a client what it acts as (`provider` or `customer`, with `customerId`) and the provider's settings it needs to talk about time and money: `timezone` (schedules and slot times are local to it), `currency`, `slotMinutes` and its default language `locale`. In the provider's console (native tRPC with a staff member's session), `staffMember` names who signed in and their role.
         */
        get: operations["user-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/notificationPreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notification preferences
         * @description Acts on the caller: the provider (provider keys) or the customer (customer keys). Three groups of flags (`email`, `sms`, `push`), every flag true until changed.
         */
        get: operations["user-notificationPreferences-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some of the caller's notification preferences
         * @description Acts on the caller (provider or customer). Send any subset of groups and flags, e.g. `{"sms":{"reminder1h":false}}`; the flags sent are merged into the stored ones and the whole object is answered. Unknown groups or flags and non-boolean values answer 400. Groups: email (bookingConfirmed, bookingCancelled, reminder24h, reminder1h, reviewRequest), sms (bookingConfirmed, reminder1h), push (newBooking, newMessage). For customers, push.newMessage also governs provider announcements.
         */
        patch: operations["user-notificationPreferences-update"];
        trace?: never;
    };
    "/api/rpc/user/smartNotifications/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's smart notifications
         * @description Acts on the caller: the provider's own notifications (provider keys) or the customer's (customer keys). Newest first. `unread=true` lists only unread ones; `unread=false` (the default) lists all. Titles and bodies are in the recipient's language: the provider's `locale` setting, a customer's booking's language (else the provider's); `type` is the same in every language. `total` counts the notifications listed by the filter; `unreadCount` counts all the caller's unread ones.
         */
        get: operations["user-smartNotifications-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/smartNotifications/markRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark some of the caller's smart notifications read
         * @description Acts on the caller. `notificationIds` lists 1 to 1000 ids; ids that are not the caller's (or do not exist) are ignored. Answers `{updated}`: how many unread notifications became read (already-read ones keep their readAt).
         */
        post: operations["user-smartNotifications-markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/webhooks/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's webhooks
         * @description Provider keys only. Secrets are never listed.
         */
        get: operations["user-webhooks-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/webhooks/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a webhook
         * @description Provider keys only. `events` are event names listed in docs/webhooks.md (others: 400). The URL must be http(s) and must not point to loopback, private, link-local, CGNAT or cloud-metadata addresses (400). The answer is the only place the `secret` is ever returned; it is generated when omitted. Deliveries are POSTed as `{event, timestamp, data, signature}`, see docs/webhooks.md.
         */
        post: operations["user-webhooks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/webhooks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a webhook
         * @description Provider keys only. Any of url, events, secret, isActive; `isActive: true` re-enables a disabled webhook and resets its failure count. The secret is not returned.
         */
        patch: operations["user-webhooks-update"];
        trace?: never;
    };
    "/api/rpc/user/webhooks/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Provider keys only. `id` in the query. Pending deliveries of the webhook are dropped with it.
         */
        delete: operations["user-webhooks-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed test event now
         * @description Provider keys only. POSTs a signed `webhook.test` event to the webhook (also when it is disabled) and answers once the receiver has: `delivered` is true for a 2xx within the timeout. When no answer came (connection refused, timeout, unreachable host, DNS or TLS failure) `statusCode` is null and `error` reads the same for every cause; the cause is logged on the server only. At most WEBHOOK_TESTS_PER_MINUTE calls (default 10) a minute per provider; more answer 429 with Retry-After. Recorded in `deliveries`; does not change failure stats.
         */
        post: operations["user-webhooks-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries of a webhook, newest first
         * @description Provider keys only. One delivery per event (and per test), with every attempt: HTTP status (null when no answer came), duration and error.
         */
        get: operations["user-webhooks-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/webhooks/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a finished delivery again
         * @description Provider keys only. Sends a delivery that has finished (failed, or delivered) again now: the same signed body under the same delivery id (X-Webhook-Delivery), as a new round of attempts with the usual retries, recorded in `deliveries`. A receiver that already has it recognises the id. 404 for an unknown delivery; 409 while it is still being delivered, or when its webhook is disabled (enable it first). The worker queues it within moments (should the queue be unavailable, as soon as it is back).
         */
        post: operations["user-webhooks-redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/user/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's events, newest first, with their deliveries
         * @description Provider keys only. Every event of the last 7 days, with its `data` as webhooks receive it and one delivery per webhook subscribed to it when it happened (`status`: pending, succeeded, failed or cancelled). `undelivered=true` keeps events with a delivery that has not succeeded: what a receiver that was down has missed. Send those again with webhooks/redeliver; the delivery ids let a receiver skip what it already has. `event` keeps one event type.
         */
        get: operations["user-events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "booking.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.created: A booking was made: pending, or confirmed when a customer booked a provider that confirms automatically (no booking.confirmed follows)
         * @description Sent to every active webhook subscribed to `booking.created`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-booking.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.confirmed: A booking went from pending to confirmed
         * @description Sent to every active webhook subscribed to `booking.confirmed`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-booking.confirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.cancelled: A booking was cancelled
         * @description Sent to every active webhook subscribed to `booking.cancelled`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-booking.cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.completed: A booking went from confirmed to completed
         * @description Sent to every active webhook subscribed to `booking.completed`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-booking.completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.rescheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.rescheduled: A booking's time or staff member changed (a move, or a transfer when its member was deleted)
         * @description Sent to every active webhook subscribed to `booking.rescheduled`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-booking.rescheduled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.restored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.restored: A cancellation was undone within minutes of it: the booking is back as it was before (pending or confirmed), at the same time with the same member
         * @description Sent to every active webhook subscribed to `booking.restored`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-booking.restored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.received: A booking was marked paid
         * @description Sent to every active webhook subscribed to `payment.received`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-payment.received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.refunded: A paid booking was refunded
         * @description Sent to every active webhook subscribed to `payment.refunded`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-payment.refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.created: A customer was added
         * @description Sent to every active webhook subscribed to `customer.created`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-customer.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "review.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * review.created: A customer reviewed a completed booking
         * @description Sent to every active webhook subscribed to `review.created`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-review.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "staff.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * staff.created: A staff member was added
         * @description Sent to every active webhook subscribed to `staff.created`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-staff.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "waitlist.offered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * waitlist.offered: A freed time was offered to the first entry in line it suits: a held booking, claimed through the link emailed
         * @description Sent to every active webhook subscribed to `waitlist.offered`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-waitlist.offered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "waitlist.claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * waitlist.claimed: An offer was claimed: its booking is pending or confirmed and the entry booked
         * @description Sent to every active webhook subscribed to `waitlist.claimed`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-waitlist.claimed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "waitlist.lapsed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * waitlist.lapsed: An offer was declined or ran out: its hold is released and the time offered to the next entry
         * @description Sent to every active webhook subscribed to `waitlist.lapsed`. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-waitlist.lapsed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test: Sent only by webhooks/test, at once; cannot be subscribed to
         * @description Sent only by `POST /api/rpc/user/webhooks/test`, at once (to a disabled webhook too); it cannot be subscribed to. `signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of `JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.
         */
        post: operations["webhook-webhook.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        RpcError: {
            error: {
                /** @description What went wrong, for people */
                message: string;
                /**
                 * @description What went wrong, for programs
                 * @enum {string}
                 */
                code: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                /** @description One entry per invalid field (validation errors), or per rule a refusal names (a booking's time, a status change): `rule` says which, for programs to put in their own words, with the times involved in `from` and `to` */
                details?: {
                    /** @example email */
                    path: string;
                    message: string;
                    /**
                     * @description The rule a refusal names (stable; see the API guide's list of rules and what `from` and `to` mean for each)
                     * @enum {string}
                     */
                    rule?: "staff_inactive" | "service_not_offered" | "in_past" | "notice" | "horizon" | "closed" | "time_off" | "busy" | "day_off" | "outside_hours" | "in_break" | "outside_business_hours" | "off_grid" | "resources" | "seats" | "no_session" | "session_overlap" | "processing" | "booked" | "no_member_free" | "transition" | "not_started" | "restore_window" | "restore_not_cancelled" | "restore_holds_units" | "restore_customer_cancelled" | "restore_refunded" | "self_service_deadline" | "payment_required";
                    /**
                     * Format: date-time
                     * @description The start of the time the refusal is about (UTC), when the rule names one
                     */
                    from?: string;
                    /**
                     * Format: date-time
                     * @description The end of the time the refusal is about, or the deadline that passed (UTC)
                     */
                    to?: string;
                }[];
            };
        };
        /** @description A booking was made: pending, or confirmed when a customer booked a provider that confirms automatically (no booking.confirmed follows) */
        BookingCreatedData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            /** @description The staff member (the first of a two-person booking) */
            staffId: string;
            /**
             * @description Every staff member the booking holds: [staffId], or two for a two-person service (staffId first)
             * @example [
             *       "staff_4nR8vT2kLmP6qW9xZ3bD"
             *     ]
             */
            staffIds?: string[];
            /**
             * Format: date-time
             * @description The booking's start (UTC)
             * @example 2026-11-23T09:30:00.000Z
             */
            dateTime: string;
            /**
             * @description The booking's status after the change
             * @enum {string}
             */
            status: "pending" | "confirmed";
            /**
             * @description The resources' units the booking holds (its service's requirements); [] when it needs none
             * @default []
             */
            resources: {
                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                resourceId: string;
                /**
                 * @description How many of the resource's identical units the booking holds
                 * @example 1
                 */
                units: number;
            }[];
            /**
             * @description Class services: the session the booking has seats in (shared with the other bookings of its time); null otherwise
             * @default null
             * @example null
             */
            sessionId: string | null;
            /**
             * @description Seats the booking takes in its session (1 for other services)
             * @default 1
             * @example 1
             */
            seats: number;
            /**
             * @description The visit the booking is an item of (several services back to back, GET /v1/visits/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            visitId: string | null;
            /**
             * @description The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            seriesId: string | null;
            /**
             * @description Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null
             * @default null
             * @example null
             */
            occurrenceKey: string | null;
        };
        /** @description The body of a `booking.created` delivery */
        BookingCreatedWebhook: {
            /** @constant */
            event: "booking.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["BookingCreatedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A booking went from pending to confirmed */
        BookingConfirmedData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            /** @description The staff member (the first of a two-person booking) */
            staffId: string;
            /**
             * @description Every staff member the booking holds: [staffId], or two for a two-person service (staffId first)
             * @example [
             *       "staff_4nR8vT2kLmP6qW9xZ3bD"
             *     ]
             */
            staffIds?: string[];
            /**
             * Format: date-time
             * @description The booking's start (UTC)
             * @example 2026-11-23T09:30:00.000Z
             */
            dateTime: string;
            /**
             * @description The booking's status after the change
             * @enum {string}
             */
            status: "confirmed";
            /**
             * @description The resources' units the booking holds (its service's requirements); [] when it needs none
             * @default []
             */
            resources: {
                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                resourceId: string;
                /**
                 * @description How many of the resource's identical units the booking holds
                 * @example 1
                 */
                units: number;
            }[];
            /**
             * @description Class services: the session the booking has seats in (shared with the other bookings of its time); null otherwise
             * @default null
             * @example null
             */
            sessionId: string | null;
            /**
             * @description Seats the booking takes in its session (1 for other services)
             * @default 1
             * @example 1
             */
            seats: number;
            /**
             * @description The visit the booking is an item of (several services back to back, GET /v1/visits/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            visitId: string | null;
            /**
             * @description The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            seriesId: string | null;
            /**
             * @description Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null
             * @default null
             * @example null
             */
            occurrenceKey: string | null;
        };
        /** @description The body of a `booking.confirmed` delivery */
        BookingConfirmedWebhook: {
            /** @constant */
            event: "booking.confirmed";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["BookingConfirmedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A booking was cancelled */
        BookingCancelledData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            /** @description The staff member (the first of a two-person booking) */
            staffId: string;
            /**
             * @description Every staff member the booking holds: [staffId], or two for a two-person service (staffId first)
             * @example [
             *       "staff_4nR8vT2kLmP6qW9xZ3bD"
             *     ]
             */
            staffIds?: string[];
            /**
             * Format: date-time
             * @description The booking's start (UTC)
             * @example 2026-11-23T09:30:00.000Z
             */
            dateTime: string;
            /**
             * @description The booking's status after the change
             * @enum {string}
             */
            status: "cancelled";
            /**
             * @description The resources' units the booking holds (its service's requirements); [] when it needs none
             * @default []
             */
            resources: {
                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                resourceId: string;
                /**
                 * @description How many of the resource's identical units the booking holds
                 * @example 1
                 */
                units: number;
            }[];
            /**
             * @description Class services: the session the booking has seats in (shared with the other bookings of its time); null otherwise
             * @default null
             * @example null
             */
            sessionId: string | null;
            /**
             * @description Seats the booking takes in its session (1 for other services)
             * @default 1
             * @example 1
             */
            seats: number;
            /**
             * @description The visit the booking is an item of (several services back to back, GET /v1/visits/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            visitId: string | null;
            /**
             * @description The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            seriesId: string | null;
            /**
             * @description Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null
             * @default null
             * @example null
             */
            occurrenceKey: string | null;
            /**
             * Format: date-time
             * @description When it was cancelled (UTC)
             * @example 2026-11-22T16:05:00.000Z
             */
            cancelledAt: string;
            /** @description The reason given, if any */
            reason: string | null;
            /** @description false when the cancellation asked not to tell the customer */
            notifyCustomer: boolean;
            /**
             * @description Who made the change: the provider (provider keys) or the customer (their key or the booking's manage link)
             * @enum {string}
             */
            changedBy?: "provider" | "customer";
        };
        /** @description The body of a `booking.cancelled` delivery */
        BookingCancelledWebhook: {
            /** @constant */
            event: "booking.cancelled";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["BookingCancelledData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A booking went from confirmed to completed */
        BookingCompletedData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            /** @description The staff member (the first of a two-person booking) */
            staffId: string;
            /**
             * @description Every staff member the booking holds: [staffId], or two for a two-person service (staffId first)
             * @example [
             *       "staff_4nR8vT2kLmP6qW9xZ3bD"
             *     ]
             */
            staffIds?: string[];
            /**
             * Format: date-time
             * @description The booking's start (UTC)
             * @example 2026-11-23T09:30:00.000Z
             */
            dateTime: string;
            /**
             * @description The booking's status after the change
             * @enum {string}
             */
            status: "completed";
            /**
             * @description The resources' units the booking holds (its service's requirements); [] when it needs none
             * @default []
             */
            resources: {
                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                resourceId: string;
                /**
                 * @description How many of the resource's identical units the booking holds
                 * @example 1
                 */
                units: number;
            }[];
            /**
             * @description Class services: the session the booking has seats in (shared with the other bookings of its time); null otherwise
             * @default null
             * @example null
             */
            sessionId: string | null;
            /**
             * @description Seats the booking takes in its session (1 for other services)
             * @default 1
             * @example 1
             */
            seats: number;
            /**
             * @description The visit the booking is an item of (several services back to back, GET /v1/visits/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            visitId: string | null;
            /**
             * @description The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            seriesId: string | null;
            /**
             * @description Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null
             * @default null
             * @example null
             */
            occurrenceKey: string | null;
        };
        /** @description The body of a `booking.completed` delivery */
        BookingCompletedWebhook: {
            /** @constant */
            event: "booking.completed";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["BookingCompletedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A booking's time or staff member changed (a move, or a transfer when its member was deleted) */
        BookingRescheduledData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            /** @description The staff member (the first of a two-person booking) */
            staffId: string;
            /**
             * @description Every staff member the booking holds: [staffId], or two for a two-person service (staffId first)
             * @example [
             *       "staff_4nR8vT2kLmP6qW9xZ3bD"
             *     ]
             */
            staffIds?: string[];
            /**
             * Format: date-time
             * @description The booking's start (UTC)
             * @example 2026-11-23T09:30:00.000Z
             */
            dateTime: string;
            /**
             * @description The booking's status after the change
             * @enum {string}
             */
            status: "pending" | "confirmed";
            /**
             * @description The resources' units the booking holds (its service's requirements); [] when it needs none
             * @default []
             */
            resources: {
                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                resourceId: string;
                /**
                 * @description How many of the resource's identical units the booking holds
                 * @example 1
                 */
                units: number;
            }[];
            /**
             * @description Class services: the session the booking has seats in (shared with the other bookings of its time); null otherwise
             * @default null
             * @example null
             */
            sessionId: string | null;
            /**
             * @description Seats the booking takes in its session (1 for other services)
             * @default 1
             * @example 1
             */
            seats: number;
            /**
             * @description The visit the booking is an item of (several services back to back, GET /v1/visits/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            visitId: string | null;
            /**
             * @description The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            seriesId: string | null;
            /**
             * @description Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null
             * @default null
             * @example null
             */
            occurrenceKey: string | null;
            /**
             * Format: date-time
             * @description The start before the change (UTC); equal to `dateTime` when only the staff member changed
             * @example 2026-11-24T14:00:00.000Z
             */
            previousDateTime: string;
            /**
             * @description Who made the change: the provider (provider keys) or the customer (their key or the booking's manage link)
             * @enum {string}
             */
            changedBy?: "provider" | "customer";
        };
        /** @description The body of a `booking.rescheduled` delivery */
        BookingRescheduledWebhook: {
            /** @constant */
            event: "booking.rescheduled";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["BookingRescheduledData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A cancellation was undone within minutes of it: the booking is back as it was before (pending or confirmed), at the same time with the same member */
        BookingRestoredData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            /** @description The staff member (the first of a two-person booking) */
            staffId: string;
            /**
             * @description Every staff member the booking holds: [staffId], or two for a two-person service (staffId first)
             * @example [
             *       "staff_4nR8vT2kLmP6qW9xZ3bD"
             *     ]
             */
            staffIds?: string[];
            /**
             * Format: date-time
             * @description The booking's start (UTC)
             * @example 2026-11-23T09:30:00.000Z
             */
            dateTime: string;
            /**
             * @description The booking's status after the change
             * @enum {string}
             */
            status: "pending" | "confirmed";
            /**
             * @description The resources' units the booking holds (its service's requirements); [] when it needs none
             * @default []
             */
            resources: {
                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                resourceId: string;
                /**
                 * @description How many of the resource's identical units the booking holds
                 * @example 1
                 */
                units: number;
            }[];
            /**
             * @description Class services: the session the booking has seats in (shared with the other bookings of its time); null otherwise
             * @default null
             * @example null
             */
            sessionId: string | null;
            /**
             * @description Seats the booking takes in its session (1 for other services)
             * @default 1
             * @example 1
             */
            seats: number;
            /**
             * @description The visit the booking is an item of (several services back to back, GET /v1/visits/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            visitId: string | null;
            /**
             * @description The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own
             * @default null
             * @example null
             */
            seriesId: string | null;
            /**
             * @description Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null
             * @default null
             * @example null
             */
            occurrenceKey: string | null;
            /**
             * Format: date-time
             * @description When the cancellation now undone was made (UTC)
             * @example 2026-11-22T16:05:00.000Z
             */
            cancelledAt: string;
            /** @description Whether the customer is told the booking stands again: as they were told of the cancellation */
            notifyCustomer: boolean;
            /**
             * @description Who made the change: the provider (provider keys) or the customer (their key or the booking's manage link)
             * @enum {string}
             */
            changedBy?: "provider" | "customer";
        };
        /** @description The body of a `booking.restored` delivery */
        BookingRestoredWebhook: {
            /** @constant */
            event: "booking.restored";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["BookingRestoredData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A booking was marked paid */
        PaymentReceivedData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            /** @description In major units of `currency` */
            amount: number;
            /** @description ISO 4217 code of the provider's currency */
            currency: string;
            /** @constant */
            status: "paid";
            /**
             * @example card
             * @enum {string}
             */
            method: "cash" | "card" | "online" | "voucher";
            /**
             * Format: date-time
             * @description When the payment was recorded (UTC)
             * @example 2026-11-22T16:05:00.000Z
             */
            paidAt: string;
        };
        /** @description The body of a `payment.received` delivery */
        PaymentReceivedWebhook: {
            /** @constant */
            event: "payment.received";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["PaymentReceivedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A paid booking was refunded */
        PaymentRefundedData: {
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            /** @description In major units of `currency` */
            amount: number;
            /** @description ISO 4217 code of the provider's currency */
            currency: string;
            /** @constant */
            status: "refunded";
            /** @description How it had been paid */
            method: ("cash" | "card" | "online" | "voucher") | null;
            /**
             * Format: date-time
             * @description When the refund was recorded (UTC)
             * @example 2026-11-22T16:05:00.000Z
             */
            refundedAt: string;
            /** @description The reason given, if any */
            reason: string | null;
        };
        /** @description The body of a `payment.refunded` delivery */
        PaymentRefundedWebhook: {
            /** @constant */
            event: "payment.refunded";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["PaymentRefundedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A customer was added */
        CustomerCreatedData: {
            customerId: string;
            /** @description The provider the event belongs to */
            providerId: string;
        };
        /** @description The body of a `customer.created` delivery */
        CustomerCreatedWebhook: {
            /** @constant */
            event: "customer.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["CustomerCreatedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A customer reviewed a completed booking */
        ReviewCreatedData: {
            reviewId: string;
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            rating: number;
        };
        /** @description The body of a `review.created` delivery */
        ReviewCreatedWebhook: {
            /** @constant */
            event: "review.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["ReviewCreatedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A staff member was added */
        StaffCreatedData: {
            staffId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            /** @enum {string} */
            role: "staff" | "manager" | "admin";
        };
        /** @description The body of a `staff.created` delivery */
        StaffCreatedWebhook: {
            /** @constant */
            event: "staff.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["StaffCreatedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description A freed time was offered to the first entry in line it suits: a held booking, claimed through the link emailed */
        WaitlistOfferedData: {
            /** @example wlo_3nQ8kT2mV6pL9xR4zB7c */
            offerId: string;
            /** @example wl_8vN3kQ2mT6pL9xR4zB7c */
            entryId: string;
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            staffId: string;
            /**
             * Format: date-time
             * @description The offered time's start (UTC)
             * @example 2026-11-22T16:05:00.000Z
             */
            dateTime: string;
            /**
             * Format: date-time
             * @description Until when the time is held for the entry (UTC): claimed by then, or offered to the next
             * @example 2026-11-22T16:05:00.000Z
             */
            expiresAt: string;
        };
        /** @description The body of a `waitlist.offered` delivery */
        WaitlistOfferedWebhook: {
            /** @constant */
            event: "waitlist.offered";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["WaitlistOfferedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description An offer was claimed: its booking is pending or confirmed and the entry booked */
        WaitlistClaimedData: {
            /** @example wlo_3nQ8kT2mV6pL9xR4zB7c */
            offerId: string;
            /** @example wl_8vN3kQ2mT6pL9xR4zB7c */
            entryId: string;
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            staffId: string;
            /**
             * Format: date-time
             * @description The offered time's start (UTC)
             * @example 2026-11-22T16:05:00.000Z
             */
            dateTime: string;
            /**
             * @description The booking's status now (booking.created follows)
             * @enum {string}
             */
            status: "pending" | "confirmed";
        };
        /** @description The body of a `waitlist.claimed` delivery */
        WaitlistClaimedWebhook: {
            /** @constant */
            event: "waitlist.claimed";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["WaitlistClaimedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description An offer was declined or ran out: its hold is released and the time offered to the next entry */
        WaitlistLapsedData: {
            /** @example wlo_3nQ8kT2mV6pL9xR4zB7c */
            offerId: string;
            /** @example wl_8vN3kQ2mT6pL9xR4zB7c */
            entryId: string;
            bookingId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            customerId: string;
            serviceId: string;
            staffId: string;
            /**
             * Format: date-time
             * @description The offered time's start (UTC)
             * @example 2026-11-22T16:05:00.000Z
             */
            dateTime: string;
            /** @description true when the customer declined it, false when its time ran out */
            declined: boolean;
        };
        /** @description The body of a `waitlist.lapsed` delivery */
        WaitlistLapsedWebhook: {
            /** @constant */
            event: "waitlist.lapsed";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["WaitlistLapsedData"];
            /** @description See the operation's description */
            signature: string;
        };
        /** @description Sent only by webhooks/test, at once; cannot be subscribed to */
        WebhookTestData: {
            webhookId: string;
            /** @description The provider the event belongs to */
            providerId: string;
            /** @example This is a test delivery. */
            message: string;
        };
        /** @description The body of a `webhook.test` delivery */
        WebhookTestWebhook: {
            /** @constant */
            event: "webhook.test";
            /**
             * Format: date-time
             * @description When the event happened (UTC)
             */
            timestamp: string;
            data: components["schemas"]["WebhookTestData"];
            /** @description See the operation's description */
            signature: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description Requests per minute this key may make
         * @example 42
         */
        RateLimitLimit: number;
        /**
         * @description Requests this key has left in the current minute
         * @example 42
         */
        RateLimitRemaining: number;
        /**
         * @description Seconds until the current minute's window resets
         * @example 42
         */
        RateLimitReset: number;
        /**
         * @description Requests per minute this key may make; sent once the key is recognised
         * @example 42
         */
        RateLimitLimitIfKnown: number;
        /**
         * @description Requests this key has left in the current minute; sent once the key is recognised
         * @example 42
         */
        RateLimitRemainingIfKnown: number;
        /**
         * @description Seconds until the current minute's window resets; sent once the key is recognised
         * @example 42
         */
        RateLimitResetIfKnown: number;
        /**
         * @description Seconds to wait before retrying
         * @example 42
         */
        RetryAfter: number;
        /**
         * @description `true` when this answer is the replay of an earlier request with the same Idempotency-Key
         * @example true
         */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "provider-reviews-list": {
        parameters: {
            query?: {
                /** @example 6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32 */
                providerId?: string;
                /** @example 5 */
                rating?: number;
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reviews": [
                     *         {
                     *           "id": "rev_3kTqZ8mN2pL5vR7xY9wB",
                     *           "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *           "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *           "customerName": "Chris Meyer",
                     *           "rating": 5,
                     *           "comment": "Lovely cut and a relaxed atmosphere.",
                     *           "response": "Thank you, Chris! See you next time.",
                     *           "respondedAt": "2026-11-22T09:30:00.000Z",
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "averageRating": 4.6
                     *     }
                     */
                    "application/json": {
                        reviews: {
                            /** @example rev_3kTqZ8mN2pL5vR7xY9wB */
                            id: string;
                            bookingId: string;
                            customerId: string;
                            customerName: string;
                            rating: number;
                            /** @description null when the customer left only a rating */
                            comment: string | null;
                            /** @description The provider's reply; null until it responds */
                            response: string | null;
                            respondedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                        total: number;
                        averageRating: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "provider-reviews-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *       "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *       "rating": 5,
                 *       "comment": "Lovely cut and a relaxed atmosphere."
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    providerId?: string;
                    bookingId: string;
                    rating: number;
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rev_3kTqZ8mN2pL5vR7xY9wB",
                     *       "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *       "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *       "customerName": "Chris Meyer",
                     *       "rating": 5,
                     *       "comment": "Lovely cut and a relaxed atmosphere.",
                     *       "response": null,
                     *       "respondedAt": null,
                     *       "createdAt": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @example rev_3kTqZ8mN2pL5vR7xY9wB */
                        id: string;
                        bookingId: string;
                        customerId: string;
                        customerName: string;
                        rating: number;
                        /** @description null when the customer left only a rating */
                        comment: string | null;
                        /** @description The provider's reply; null until it responds */
                        response: string | null;
                        respondedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "provider-reviews-respond": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reviewId": "rev_2pL5vR7xY9wB3kTqZ8mN",
                 *       "response": "Thank you, Chris! See you next time."
                 *     }
                 */
                "application/json": {
                    reviewId: string;
                    response?: string;
                    templateId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rev_3kTqZ8mN2pL5vR7xY9wB",
                     *       "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *       "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *       "customerName": "Chris Meyer",
                     *       "rating": 5,
                     *       "comment": "Lovely cut and a relaxed atmosphere.",
                     *       "response": "Thank you, Chris! See you next time.",
                     *       "respondedAt": "2026-11-22T09:30:00.000Z",
                     *       "createdAt": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @example rev_3kTqZ8mN2pL5vR7xY9wB */
                        id: string;
                        bookingId: string;
                        customerId: string;
                        customerName: string;
                        rating: number;
                        /** @description null when the customer left only a rating */
                        comment: string | null;
                        /** @description The provider's reply; null until it responds */
                        response: string | null;
                        respondedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "provider-reviewResponseTemplates-list": {
        parameters: {
            query?: {
                /** @example 5 */
                rating?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "templates": [
                     *         {
                     *           "id": "tpl_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Thanks for a good review",
                     *           "body": "Thank you {{customerName}} for your {{rating}}-star review!",
                     *           "minRating": 4,
                     *           "maxRating": 5,
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        templates: {
                            /** @example tpl_3kTqZ8mN2pL5vR7xY9wB */
                            id: string;
                            name: string;
                            /** @description May hold {{customerName}} and {{rating}} */
                            body: string;
                            minRating: number;
                            maxRating: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "provider-reviewResponseTemplates-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Thanks for a good review",
                 *       "body": "Thank you {{customerName}} for your {{rating}}-star review!",
                 *       "minRating": 1,
                 *       "maxRating": 5
                 *     }
                 */
                "application/json": {
                    name: string;
                    body: string;
                    /** @default 1 */
                    minRating?: number;
                    /** @default 5 */
                    maxRating?: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tpl_3kTqZ8mN2pL5vR7xY9wB",
                     *       "name": "Thanks for a good review",
                     *       "body": "Thank you {{customerName}} for your {{rating}}-star review!",
                     *       "minRating": 4,
                     *       "maxRating": 5,
                     *       "createdAt": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @example tpl_3kTqZ8mN2pL5vR7xY9wB */
                        id: string;
                        name: string;
                        /** @description May hold {{customerName}} and {{rating}} */
                        body: string;
                        minRating: number;
                        maxRating: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "provider-notifications-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "notifications": [
                     *         {
                     *           "id": "ann_3kTqZ8mN2pL5vR7xY9wB",
                     *           "title": "Holiday opening hours",
                     *           "body": "We are open on 24 December from 09:00 to 13:00.",
                     *           "audience": "all",
                     *           "recipients": 2,
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20
                     *     }
                     */
                    "application/json": {
                        notifications: {
                            /** @example ann_3kTqZ8mN2pL5vR7xY9wB */
                            id: string;
                            title: string;
                            body: string;
                            /**
                             * @description all: every customer; selected: the customerIds sent
                             * @enum {string}
                             */
                            audience: "all" | "selected";
                            /** @description Customers notified */
                            recipients: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "provider-notifications-send": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Holiday opening hours",
                 *       "body": "We are open on 24 December from 09:00 to 13:00.",
                 *       "customerIds": [
                 *         "cus_9wB2kTqZ8mN3pL5vR7xY"
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    body: string;
                    customerIds?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ann_3kTqZ8mN2pL5vR7xY9wB",
                     *       "recipients": 2
                     *     }
                     */
                    "application/json": {
                        /** @example ann_3kTqZ8mN2pL5vR7xY9wB */
                        id: string;
                        recipients: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "search-providers": {
        parameters: {
            query?: {
                /** @example hair */
                q?: string;
                /** @example hair salon */
                category?: string;
                /** @example Berlin */
                location?: string;
                /** @example 20 */
                minPrice?: number;
                /** @example 80 */
                maxPrice?: number;
                /** @example 4 */
                minRating?: number;
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                     *           "name": "Salon Nord",
                     *           "category": "hair salon",
                     *           "rating": 5,
                     *           "reviewCount": 12,
                     *           "priceRange": "25-80",
                     *           "location": "Berlin"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20
                     *     }
                     */
                    "application/json": {
                        results: {
                            /** @description The provider id (UUID) */
                            id: string;
                            name: string;
                            category: string;
                            /** @description Mean review rating rounded to 1 decimal; 0 without reviews */
                            rating: number;
                            reviewCount: number;
                            /**
                             * @description "min-max" price over the provider's active services, in major units of its currency; "0-0" without active services
                             * @example 25-80
                             */
                            priceRange: string;
                            location: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "search-services": {
        parameters: {
            query?: {
                /** @example hair */
                q?: string;
                /** @example haircut */
                category?: string;
                /** @example 6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32 */
                providerId?: string;
                /** @example 20 */
                minPrice?: number;
                /** @example 80 */
                maxPrice?: number;
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "category": "haircut",
                     *           "duration": 45,
                     *           "price": 39.5,
                     *           "currency": "EUR",
                     *           "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                     *           "providerName": "Salon Nord"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20
                     *     }
                     */
                    "application/json": {
                        results: {
                            id: string;
                            name: string;
                            category: string | null;
                            /** @description Minutes */
                            duration: number;
                            /** @description Major units of `currency` */
                            price: number;
                            /** @example EUR */
                            currency: string;
                            providerId: string;
                            providerName: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "search-suggestions": {
        parameters: {
            query: {
                /** @example hair */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "haircut",
                     *       "hair colouring",
                     *       "hair salon"
                     *     ]
                     */
                    "application/json": string[];
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "audience": "provider",
                     *       "customerId": null,
                     *       "keyId": "key_1c7fQ2mN9pL4vR6xY8wB",
                     *       "plan": "default",
                     *       "rateLimit": 100,
                     *       "staffMember": {
                     *         "id": "09:00",
                     *         "name": "09:00",
                     *         "email": "ana@example.com",
                     *         "role": "staff"
                     *       },
                     *       "provider": {
                     *         "id": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                     *         "name": "Salon Nord",
                     *         "category": "hair salon",
                     *         "location": "Berlin",
                     *         "timezone": "Europe/Berlin",
                     *         "currency": "EUR",
                     *         "slotMinutes": 30,
                     *         "locale": "de"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        audience: "provider" | "customer";
                        /** @description The customer a customer key acts as; null for provider keys */
                        customerId: string | null;
                        /**
                         * @description The key's id (a console session's id when signed in)
                         * @example key_1c7fQ2mN9pL4vR6xY8wB
                         */
                        keyId: string;
                        /** @enum {string} */
                        plan: "default" | "enterprise";
                        /**
                         * @description Requests per minute allowed to this key
                         * @example 100
                         */
                        rateLimit: number;
                        /** @description The staff member signed in to the console; null for API keys */
                        staffMember: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "staff" | "manager" | "admin";
                        } | null;
                        provider: {
                            /** @example 6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32 */
                            id: string;
                            /** @example Salon Nord */
                            name: string;
                            category: string;
                            location: string;
                            /**
                             * @description IANA time zone of schedules and slots
                             * @example Europe/Berlin
                             */
                            timezone: string;
                            /**
                             * @description ISO 4217 currency of prices
                             * @example EUR
                             */
                            currency: string;
                            slotMinutes: number;
                            /**
                             * @description The provider's default language (en, de, fr, es): its pages' and emails' when nothing else says which
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                        };
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-notificationPreferences-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": {
                     *         "bookingConfirmed": false,
                     *         "bookingCancelled": false,
                     *         "reminder24h": false,
                     *         "reminder1h": false,
                     *         "reviewRequest": false
                     *       },
                     *       "sms": {
                     *         "bookingConfirmed": false,
                     *         "reminder1h": false
                     *       },
                     *       "push": {
                     *         "newBooking": false,
                     *         "newMessage": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        email: {
                            bookingConfirmed: boolean;
                            bookingCancelled: boolean;
                            reminder24h: boolean;
                            reminder1h: boolean;
                            reviewRequest: boolean;
                        };
                        sms: {
                            bookingConfirmed: boolean;
                            reminder1h: boolean;
                        };
                        push: {
                            newBooking: boolean;
                            newMessage: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-notificationPreferences-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "email": {
                 *         "bookingConfirmed": false,
                 *         "bookingCancelled": false,
                 *         "reminder24h": false,
                 *         "reminder1h": false,
                 *         "reviewRequest": false
                 *       },
                 *       "sms": {
                 *         "bookingConfirmed": false,
                 *         "reminder1h": false
                 *       },
                 *       "push": {
                 *         "newBooking": false,
                 *         "newMessage": false
                 *       }
                 *     }
                 */
                "application/json": {
                    email?: {
                        bookingConfirmed?: boolean;
                        bookingCancelled?: boolean;
                        reminder24h?: boolean;
                        reminder1h?: boolean;
                        reviewRequest?: boolean;
                    };
                    sms?: {
                        bookingConfirmed?: boolean;
                        reminder1h?: boolean;
                    };
                    push?: {
                        newBooking?: boolean;
                        newMessage?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": {
                     *         "bookingConfirmed": false,
                     *         "bookingCancelled": false,
                     *         "reminder24h": false,
                     *         "reminder1h": false,
                     *         "reviewRequest": false
                     *       },
                     *       "sms": {
                     *         "bookingConfirmed": false,
                     *         "reminder1h": false
                     *       },
                     *       "push": {
                     *         "newBooking": false,
                     *         "newMessage": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        email: {
                            bookingConfirmed: boolean;
                            bookingCancelled: boolean;
                            reminder24h: boolean;
                            reminder1h: boolean;
                            reviewRequest: boolean;
                        };
                        sms: {
                            bookingConfirmed: boolean;
                            reminder1h: boolean;
                        };
                        push: {
                            newBooking: boolean;
                            newMessage: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Service updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service updated",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-smartNotifications-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /** @example false */
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "notifications": [
                     *         {
                     *           "id": "ntf_3kTqZ8mN2pL5vR7xY9wB",
                     *           "type": "booking.created",
                     *           "title": "New booking",
                     *           "body": "Chris Meyer booked Haircut & blow-dry with Ana Lima on Mon 23 Nov at 10:30.",
                     *           "data": {
                     *             "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c"
                     *           },
                     *           "read": false,
                     *           "readAt": null,
                     *           "createdAt": "2026-11-22T16:05:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "unreadCount": 1
                     *     }
                     */
                    "application/json": {
                        notifications: {
                            /** @example ntf_3kTqZ8mN2pL5vR7xY9wB */
                            id: string;
                            /** @description An event name (booking.created, booking.confirmed, booking.cancelled, …) or reminder24h, reminder1h, reviewRequest, announcement */
                            type: string;
                            title: string;
                            body: string;
                            /** @description Ids of what the notification is about, e.g. bookingId */
                            data: {
                                [key: string]: unknown;
                            };
                            read: boolean;
                            readAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        unreadCount: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-smartNotifications-markRead": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notificationIds": [
                 *         "ntf_6xY8wB1c7fQ2mN9pL4vR"
                 *       ]
                 *     }
                 */
                "application/json": {
                    notificationIds: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": 1
                     *     }
                     */
                    "application/json": {
                        updated: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-webhooks-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhooks": [
                     *         {
                     *           "id": "wh_3kTqZ8mN2pL5vR7xY9wB",
                     *           "url": "https://hooks.example.com/booking",
                     *           "events": [
                     *             "booking.created"
                     *           ],
                     *           "isActive": true,
                     *           "consecutiveFailures": 0,
                     *           "lastDeliveryAt": "2026-11-22T09:30:00.000Z",
                     *           "lastStatus": 200,
                     *           "createdAt": "2026-11-22T09:30:00.000Z",
                     *           "updatedAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        webhooks: {
                            /** @example wh_3kTqZ8mN2pL5vR7xY9wB */
                            id: string;
                            url: string;
                            events: string[];
                            isActive: boolean;
                            /** @description Deliveries in a row that failed for good; 50 disable the webhook */
                            consecutiveFailures: number;
                            /** @description Time of the last delivery attempt */
                            lastDeliveryAt: string | null;
                            /** @description HTTP status of the last attempt; null when none came (refused, timed out) */
                            lastStatus: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-webhooks-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/hooks/booking",
                 *       "events": [
                 *         "booking.created"
                 *       ],
                 *       "secret": "whsec_3kTqZ8mN2pL5vR7xY9wB3kTqZ8mN2pL5vR7xY9wB"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description http(s) address receiving the POSTs
                     * @example https://example.com/hooks/booking
                     */
                    url: string;
                    /** @description Events this webhook receives (the list is in docs/webhooks.md) */
                    events: ("booking.created" | "booking.confirmed" | "booking.cancelled" | "booking.completed" | "booking.rescheduled" | "booking.restored" | "payment.received" | "payment.refunded" | "customer.created" | "review.created" | "staff.created" | "waitlist.offered" | "waitlist.claimed" | "waitlist.lapsed")[];
                    /** @description Signing secret; generated when omitted on create */
                    secret?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_3kTqZ8mN2pL5vR7xY9wB",
                     *       "url": "https://hooks.example.com/booking",
                     *       "events": [
                     *         "booking.created"
                     *       ],
                     *       "isActive": true,
                     *       "consecutiveFailures": 0,
                     *       "lastDeliveryAt": "2026-11-22T09:30:00.000Z",
                     *       "lastStatus": 200,
                     *       "createdAt": "2026-11-22T09:30:00.000Z",
                     *       "updatedAt": "2026-11-22T09:30:00.000Z",
                     *       "secret": "whsec_3kTqZ8mN2pL5vR7xY9wB3kTqZ8mN2pL5vR7xY9wB"
                     *     }
                     */
                    "application/json": {
                        /** @example wh_3kTqZ8mN2pL5vR7xY9wB */
                        id: string;
                        url: string;
                        events: string[];
                        isActive: boolean;
                        /** @description Deliveries in a row that failed for good; 50 disable the webhook */
                        consecutiveFailures: number;
                        /** @description Time of the last delivery attempt */
                        lastDeliveryAt: string | null;
                        /** @description HTTP status of the last attempt; null when none came (refused, timed out) */
                        lastStatus: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        /** @description The signing secret; shown only here */
                        secret: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-webhooks-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "wh_3kTqZ8mN2pL5vR7xY9wB",
                 *       "url": "https://example.com/hooks/booking",
                 *       "events": [
                 *         "booking.created"
                 *       ],
                 *       "secret": "whsec_3kTqZ8mN2pL5vR7xY9wB3kTqZ8mN2pL5vR7xY9wB",
                 *       "isActive": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Webhook id (wh_…)
                     * @example wh_3kTqZ8mN2pL5vR7xY9wB
                     */
                    id: string;
                    /**
                     * @description http(s) address receiving the POSTs
                     * @example https://example.com/hooks/booking
                     */
                    url?: string;
                    /** @description Events this webhook receives (the list is in docs/webhooks.md) */
                    events?: ("booking.created" | "booking.confirmed" | "booking.cancelled" | "booking.completed" | "booking.rescheduled" | "booking.restored" | "payment.received" | "payment.refunded" | "customer.created" | "review.created" | "staff.created" | "waitlist.offered" | "waitlist.claimed" | "waitlist.lapsed")[];
                    /** @description Signing secret; generated when omitted on create */
                    secret?: string;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_3kTqZ8mN2pL5vR7xY9wB",
                     *       "url": "https://hooks.example.com/booking",
                     *       "events": [
                     *         "booking.created"
                     *       ],
                     *       "isActive": true,
                     *       "consecutiveFailures": 0,
                     *       "lastDeliveryAt": "2026-11-22T09:30:00.000Z",
                     *       "lastStatus": 200,
                     *       "createdAt": "2026-11-22T09:30:00.000Z",
                     *       "updatedAt": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @example wh_3kTqZ8mN2pL5vR7xY9wB */
                        id: string;
                        url: string;
                        events: string[];
                        isActive: boolean;
                        /** @description Deliveries in a row that failed for good; 50 disable the webhook */
                        consecutiveFailures: number;
                        /** @description Time of the last delivery attempt */
                        lastDeliveryAt: string | null;
                        /** @description HTTP status of the last attempt; null when none came (refused, timed out) */
                        lastStatus: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record updated",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-webhooks-delete": {
        parameters: {
            query: {
                /**
                 * @description Webhook id (wh_…)
                 * @example wh_3kTqZ8mN2pL5vR7xY9wB
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_4vR6xY8wB1c7fQ2mN9pL",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-webhooks-test": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "wh_3kTqZ8mN2pL5vR7xY9wB"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Webhook id (wh_…)
                     * @example wh_3kTqZ8mN2pL5vR7xY9wB
                     */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivered": true,
                     *       "statusCode": 200,
                     *       "durationMs": 84
                     *     }
                     */
                    "application/json": {
                        delivered: boolean;
                        statusCode: number | null;
                        durationMs: number;
                        /** @description Present only when the delivery failed */
                        error?: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-webhooks-deliveries": {
        parameters: {
            query: {
                /**
                 * @description Webhook id (wh_…)
                 * @example wh_3kTqZ8mN2pL5vR7xY9wB
                 */
                id: string;
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "whd_8J2kQ0bW1nZr5TtY3xLm",
                     *           "webhookId": "wh_4vR6xY8wB1c7fQ2mN9pL",
                     *           "event": "booking.created",
                     *           "eventId": "evt_5hT2kLmN4pQ6rS8tUv1w",
                     *           "status": "succeeded",
                     *           "attempts": 2,
                     *           "lastStatusCode": 200,
                     *           "lastError": null,
                     *           "nextAttemptAt": null,
                     *           "completedAt": "2026-11-22T16:06:21.000Z",
                     *           "createdAt": "2026-11-22T16:05:00.000Z",
                     *           "attemptLog": [
                     *             {
                     *               "attempt": 1,
                     *               "statusCode": 503,
                     *               "durationMs": 212,
                     *               "error": "the target did not answer with a 2xx",
                     *               "attemptedAt": "2026-11-22T16:05:01.000Z"
                     *             },
                     *             {
                     *               "attempt": 2,
                     *               "statusCode": 200,
                     *               "durationMs": 84,
                     *               "error": null,
                     *               "attemptedAt": "2026-11-22T16:06:21.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20
                     *     }
                     */
                    "application/json": {
                        deliveries: {
                            /** @description Delivery id, sent as X-Webhook-Delivery (stable across retries) */
                            id: string;
                            webhookId: string;
                            event: string;
                            eventId: string | null;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "cancelled";
                            attempts: number;
                            lastStatusCode: number | null;
                            lastError: string | null;
                            nextAttemptAt: string | null;
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            attemptLog: {
                                attempt: number;
                                statusCode: number | null;
                                durationMs: number;
                                error: string | null;
                                /**
                                 * Format: date-time
                                 * @example 2026-11-22T09:30:00.000Z
                                 */
                                attemptedAt: string;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-webhooks-redeliver": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "deliveryId": "whd_8J2kQ0bW1nZr5TtY3xLm"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Delivery id (whd_…)
                     * @example whd_8J2kQ0bW1nZr5TtY3xLm
                     */
                    deliveryId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "queued": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        queued: true;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Record created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record created",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "user-events": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /** @example booking.created */
                event?: "booking.created" | "booking.confirmed" | "booking.cancelled" | "booking.completed" | "booking.rescheduled" | "booking.restored" | "payment.received" | "payment.refunded" | "customer.created" | "review.created" | "staff.created" | "waitlist.offered" | "waitlist.claimed" | "waitlist.lapsed";
                /** @example false */
                undelivered?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "events": [
                     *         {
                     *           "id": "evt_5hT2kLmN4pQ6rS8tUv1w",
                     *           "event": "booking.created",
                     *           "data": {
                     *             "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *             "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                     *             "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *             "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *             "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *             "dateTime": "2026-11-23T09:30:00.000Z",
                     *             "status": "pending"
                     *           },
                     *           "createdAt": "2026-11-22T09:30:00.000Z",
                     *           "deliveries": [
                     *             {
                     *               "webhookId": "wh_4vR6xY8wB1c7fQ2mN9pL",
                     *               "deliveryId": "whd_8J2kQ0bW1nZr5TtY3xLm",
                     *               "status": "pending"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20
                     *     }
                     */
                    "application/json": {
                        events: {
                            /**
                             * @description The event's id
                             * @example evt_5hT2kLmN4pQ6rS8tUv1w
                             */
                            id: string;
                            /** @example booking.created */
                            event: string;
                            /**
                             * @description The event's data, as in the webhook body
                             * @example {
                             *       "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                             *       "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                             *       "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                             *       "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                             *       "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                             *       "dateTime": "2026-11-23T09:30:00.000Z",
                             *       "status": "pending"
                             *     }
                             */
                            data: {
                                [key: string]: unknown;
                            };
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            deliveries: {
                                /** @example wh_4vR6xY8wB1c7fQ2mN9pL */
                                webhookId: string;
                                /** @example whd_8J2kQ0bW1nZr5TtY3xLm */
                                deliveryId: string;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "cancelled";
                            }[];
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BAD_REQUEST",
                     *         "message": "Invalid input: page: page must be at least 1",
                     *         "details": [
                     *           {
                     *             "path": "page",
                     *             "message": "page must be at least 1"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Missing, malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The key's audience may not call this operation */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted",
                     *             "rule": "staff_inactive",
                     *             "from": "2026-11-23T09:30:00.000Z",
                     *             "to": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
            /** @description The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RpcError"];
                };
            };
        };
    };
    "webhook-booking.created": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=33c3a057bcdcb54407f93e5f5ad2ce04061f583828c1a05249a20964347bff90
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example booking.created
                 */
                "X-Webhook-Event": "booking.created";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "booking.created",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "staffIds": [
                 *           "staff_4nR8vT2kLmP6qW9xZ3bD"
                 *         ],
                 *         "dateTime": "2026-11-23T09:30:00.000Z",
                 *         "status": "pending",
                 *         "resources": [],
                 *         "sessionId": null,
                 *         "seats": 1,
                 *         "visitId": null,
                 *         "seriesId": null,
                 *         "occurrenceKey": null
                 *       },
                 *       "signature": "sha256=33c3a057bcdcb54407f93e5f5ad2ce04061f583828c1a05249a20964347bff90"
                 *     }
                 */
                "application/json": components["schemas"]["BookingCreatedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-booking.confirmed": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=164990f8884d02792bd58e2d555d1a4d08ba7d7539e127453e4aa6e6a87398d8
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example booking.confirmed
                 */
                "X-Webhook-Event": "booking.confirmed";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "booking.confirmed",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "staffIds": [
                 *           "staff_4nR8vT2kLmP6qW9xZ3bD"
                 *         ],
                 *         "dateTime": "2026-11-23T09:30:00.000Z",
                 *         "status": "confirmed",
                 *         "resources": [],
                 *         "sessionId": null,
                 *         "seats": 1,
                 *         "visitId": null,
                 *         "seriesId": null,
                 *         "occurrenceKey": null
                 *       },
                 *       "signature": "sha256=164990f8884d02792bd58e2d555d1a4d08ba7d7539e127453e4aa6e6a87398d8"
                 *     }
                 */
                "application/json": components["schemas"]["BookingConfirmedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-booking.cancelled": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=500feb8cdd6ae26c4e65e1a5a83d76bf467b0b4fb480d5f0c74efc9bb4f4c576
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example booking.cancelled
                 */
                "X-Webhook-Event": "booking.cancelled";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "booking.cancelled",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "staffIds": [
                 *           "staff_4nR8vT2kLmP6qW9xZ3bD"
                 *         ],
                 *         "dateTime": "2026-11-23T09:30:00.000Z",
                 *         "status": "cancelled",
                 *         "resources": [],
                 *         "sessionId": null,
                 *         "seats": 1,
                 *         "visitId": null,
                 *         "seriesId": null,
                 *         "occurrenceKey": null,
                 *         "cancelledAt": "2026-11-22T16:05:00.000Z",
                 *         "reason": "The customer asked to cancel",
                 *         "notifyCustomer": true,
                 *         "changedBy": "provider"
                 *       },
                 *       "signature": "sha256=500feb8cdd6ae26c4e65e1a5a83d76bf467b0b4fb480d5f0c74efc9bb4f4c576"
                 *     }
                 */
                "application/json": components["schemas"]["BookingCancelledWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-booking.completed": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=fdbe4068900cae307304088a8ee4cd42881143949653c97e890798610da2cd99
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example booking.completed
                 */
                "X-Webhook-Event": "booking.completed";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "booking.completed",
                 *       "timestamp": "2026-11-23T10:15:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "staffIds": [
                 *           "staff_4nR8vT2kLmP6qW9xZ3bD"
                 *         ],
                 *         "dateTime": "2026-11-23T09:30:00.000Z",
                 *         "status": "completed",
                 *         "resources": [],
                 *         "sessionId": null,
                 *         "seats": 1,
                 *         "visitId": null,
                 *         "seriesId": null,
                 *         "occurrenceKey": null
                 *       },
                 *       "signature": "sha256=fdbe4068900cae307304088a8ee4cd42881143949653c97e890798610da2cd99"
                 *     }
                 */
                "application/json": components["schemas"]["BookingCompletedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-booking.rescheduled": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=003ebe6e9dbb8752f4876658c77a366936513a98e4034db719437e802e35573f
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example booking.rescheduled
                 */
                "X-Webhook-Event": "booking.rescheduled";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "booking.rescheduled",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "staffIds": [
                 *           "staff_4nR8vT2kLmP6qW9xZ3bD"
                 *         ],
                 *         "dateTime": "2026-11-23T09:30:00.000Z",
                 *         "status": "pending",
                 *         "resources": [],
                 *         "sessionId": null,
                 *         "seats": 1,
                 *         "visitId": null,
                 *         "seriesId": null,
                 *         "occurrenceKey": null,
                 *         "previousDateTime": "2026-11-24T14:00:00.000Z",
                 *         "changedBy": "provider"
                 *       },
                 *       "signature": "sha256=003ebe6e9dbb8752f4876658c77a366936513a98e4034db719437e802e35573f"
                 *     }
                 */
                "application/json": components["schemas"]["BookingRescheduledWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-booking.restored": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=defbf021ff17055b384b1fb8c37065760c9f8f5e6d60fc00d670b529fbfde753
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example booking.restored
                 */
                "X-Webhook-Event": "booking.restored";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "booking.restored",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "staffIds": [
                 *           "staff_4nR8vT2kLmP6qW9xZ3bD"
                 *         ],
                 *         "dateTime": "2026-11-23T09:30:00.000Z",
                 *         "status": "pending",
                 *         "resources": [],
                 *         "sessionId": null,
                 *         "seats": 1,
                 *         "visitId": null,
                 *         "seriesId": null,
                 *         "occurrenceKey": null,
                 *         "cancelledAt": "2026-11-22T16:05:00.000Z",
                 *         "notifyCustomer": true,
                 *         "changedBy": "provider"
                 *       },
                 *       "signature": "sha256=defbf021ff17055b384b1fb8c37065760c9f8f5e6d60fc00d670b529fbfde753"
                 *     }
                 */
                "application/json": components["schemas"]["BookingRestoredWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-payment.received": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=3cf17cbe4b588aace4e65811d0f4e14d620347ae1cc480af681beff21c500882
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example payment.received
                 */
                "X-Webhook-Event": "payment.received";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "payment.received",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "amount": 39.5,
                 *         "currency": "EUR",
                 *         "status": "paid",
                 *         "method": "card",
                 *         "paidAt": "2026-11-22T16:05:00.000Z"
                 *       },
                 *       "signature": "sha256=3cf17cbe4b588aace4e65811d0f4e14d620347ae1cc480af681beff21c500882"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentReceivedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-payment.refunded": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=f169f34a25834650e492a3b7dfc49f415f2f4d9a8bfdfa7a36015149ebab2e58
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example payment.refunded
                 */
                "X-Webhook-Event": "payment.refunded";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "payment.refunded",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "amount": 39.5,
                 *         "currency": "EUR",
                 *         "status": "refunded",
                 *         "method": "card",
                 *         "refundedAt": "2026-11-22T16:05:00.000Z",
                 *         "reason": "The customer asked to cancel"
                 *       },
                 *       "signature": "sha256=f169f34a25834650e492a3b7dfc49f415f2f4d9a8bfdfa7a36015149ebab2e58"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRefundedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-customer.created": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=7a413d889dcddf31a8fab2d3072ab86c06d4990cf761b71ef577cbea2dcb115a
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example customer.created
                 */
                "X-Webhook-Event": "customer.created";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "customer.created",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32"
                 *       },
                 *       "signature": "sha256=7a413d889dcddf31a8fab2d3072ab86c06d4990cf761b71ef577cbea2dcb115a"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCreatedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-review.created": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=575efd58e7b5b2a577a91791409a3d639d4c55aa4426fdd100d712a823531b4e
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example review.created
                 */
                "X-Webhook-Event": "review.created";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "review.created",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "reviewId": "rev_2pL5vR7xY9wB3kTqZ8mN",
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "rating": 5
                 *       },
                 *       "signature": "sha256=575efd58e7b5b2a577a91791409a3d639d4c55aa4426fdd100d712a823531b4e"
                 *     }
                 */
                "application/json": components["schemas"]["ReviewCreatedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-staff.created": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=762f69b808ef09fba461523391e462eea33b8ecfb62bfd934b4cf2452538fd6d
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example staff.created
                 */
                "X-Webhook-Event": "staff.created";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "staff.created",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "role": "staff"
                 *       },
                 *       "signature": "sha256=762f69b808ef09fba461523391e462eea33b8ecfb62bfd934b4cf2452538fd6d"
                 *     }
                 */
                "application/json": components["schemas"]["StaffCreatedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-waitlist.offered": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=10d6105cdb34fa1bd54e21a24df98e6140f42d3c79d48212366c2ec46884fc92
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example waitlist.offered
                 */
                "X-Webhook-Event": "waitlist.offered";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "waitlist.offered",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "offerId": "wlo_3nQ8kT2mV6pL9xR4zB7c",
                 *         "entryId": "wl_8vN3kQ2mT6pL9xR4zB7c",
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "dateTime": "2026-11-22T16:05:00.000Z",
                 *         "expiresAt": "2026-11-22T16:05:00.000Z"
                 *       },
                 *       "signature": "sha256=10d6105cdb34fa1bd54e21a24df98e6140f42d3c79d48212366c2ec46884fc92"
                 *     }
                 */
                "application/json": components["schemas"]["WaitlistOfferedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-waitlist.claimed": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=a9a4e6ed06287c0b01a45d7008e2cfef81cb8c350ba5423bd8e073277a57be8e
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example waitlist.claimed
                 */
                "X-Webhook-Event": "waitlist.claimed";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "waitlist.claimed",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "offerId": "wlo_3nQ8kT2mV6pL9xR4zB7c",
                 *         "entryId": "wl_8vN3kQ2mT6pL9xR4zB7c",
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "dateTime": "2026-11-22T16:05:00.000Z",
                 *         "status": "pending"
                 *       },
                 *       "signature": "sha256=a9a4e6ed06287c0b01a45d7008e2cfef81cb8c350ba5423bd8e073277a57be8e"
                 *     }
                 */
                "application/json": components["schemas"]["WaitlistClaimedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-waitlist.lapsed": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=ec483176c3328ffd3759bb080eee2454f00616c057bc0ebc3cb9bdc57e0cb402
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example waitlist.lapsed
                 */
                "X-Webhook-Event": "waitlist.lapsed";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "waitlist.lapsed",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "offerId": "wlo_3nQ8kT2mV6pL9xR4zB7c",
                 *         "entryId": "wl_8vN3kQ2mT6pL9xR4zB7c",
                 *         "bookingId": "bk_7fQ2mN9pL4vR6xY8wB1c",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "customerId": "cus_9wB2kTqZ8mN3pL5vR7xY",
                 *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                 *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *         "dateTime": "2026-11-22T16:05:00.000Z",
                 *         "declined": false
                 *       },
                 *       "signature": "sha256=ec483176c3328ffd3759bb080eee2454f00616c057bc0ebc3cb9bdc57e0cb402"
                 *     }
                 */
                "application/json": components["schemas"]["WaitlistLapsedWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-webhook.test": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The same as the body's `signature`
                 * @example sha256=cef38768bf09505b4cc1a4ca91bd7994b99812b4e5d41f3e86e3e9a717df1385
                 */
                "X-Webhook-Signature": string;
                /**
                 * @description The body's `event`
                 * @example webhook.test
                 */
                "X-Webhook-Event": "webhook.test";
                /**
                 * @description The delivery's id: the same on every retry and redelivery (deduplicate on it)
                 * @example whd_8J2kQ0bW1nZr5TtY3xLm
                 */
                "X-Webhook-Delivery": string;
                /**
                 * @description Who is calling
                 * @example booking-service-webhooks/1.0
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent as `Content-Type: application/json` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "webhook.test",
                 *       "timestamp": "2026-11-22T16:05:00.000Z",
                 *       "data": {
                 *         "webhookId": "wh_4vR6xY8wB1c7fQ2mN9pL",
                 *         "providerId": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                 *         "message": "This is a test delivery."
                 *       },
                 *       "signature": "sha256=cef38768bf09505b4cc1a4ca91bd7994b99812b4e5d41f3e86e3e9a717df1385"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookTestWebhook"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
