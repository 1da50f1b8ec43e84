// Generated from /v1/openapi.json by `pnpm --filter @booking/client generate`.
// Do not edit: change the procedures' schemas and regenerate (a test fails while this file is stale).

export interface paths {
    "/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff members
         * @description Active members by default; `active=false` lists active and inactive members. Deleted members are never listed. Customer and public keys see only active members and only their public fields (id, name, role, avatar, bio, services, rating).
         */
        get: operations["staff-list"];
        put?: never;
        /**
         * Add a staff member
         * @description Requires name, email and role. The email is unique among the provider's members (409 otherwise). The password is stored as an argon2id hash and never returned. Without a schedule the member works Monday to Friday, 09:00-17:00.
         */
        post: operations["staff-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a staff member */
        get: operations["staff-get"];
        put?: never;
        post?: never;
        /**
         * Delete a staff member (soft delete)
         * @description The member is no longer listed (not even with active=false) and GET answers 404. If the member has future pending or confirmed bookings, the request answers 409 with their count, unless `transferBookings` names another active member to whom they all move in one transaction. The target must be able to take every booking under the rules a new booking meets: it offers the booking's service, works at that time (working hours and breaks in the provider's time zone) and has no pending or confirmed booking overlapping it (a booking already begun may still move). Otherwise nothing changes and the answer is 409 with one `details` entry per booking that does not fit: `path` `bookings.<booking id>`, `message` its start and the reason.
         */
        delete: operations["staff-delete"];
        options?: never;
        head?: never;
        /**
         * Update a staff member
         * @description Any subset of the fields. `services` and `schedule` replace the whole list and week.
         */
        patch: operations["staff-update"];
        trace?: never;
    };
    "/v1/staff/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily availability of a staff member
         * @description Slots every `slotMinutes` (provider setting, default 30) of each working day in the provider's time zone, for the inclusive dates `from` (default today) to `to` (default 7 days later), at most 31 days. A slot is available when a booking of slotMinutes could start there: inside the member's hours for that date (its date override, else the weekly schedule), not in a break (break: true), not during time off (timeOff: true), not busy in the member's own calendars (busy: true), not on a closure (closed: true), not overlapping the range a pending or confirmed booking occupies with its buffers (bookingId), not in the past, and the member is active. Each slot carries its local `time` and its start instant `dateTime`. DST days keep the same local working hours, and slots follow real time: a local time the clocks skip (spring forward) has no slot, a local time they repeat (fall back) has one slot at each of its two instants, and slots never overlap, so a day holds no more slots than its working hours last.
         */
        get: operations["staff-schedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A staff member's time off
         * @description Time off overlapping the local dates `from` (default today) to `to` (default no end), earliest first.
         */
        get: operations["staff-timeOff-list"];
        put?: never;
        /**
         * Give a staff member time off
         * @description Any stretch of time, `start` before `end` (instants with an offset or Z). The member cannot be booked during it. If pending or confirmed bookings of the member fall in it, nothing is stored and the answer is 409 with one `details` entry per booking (`path` `bookings.<booking id>`): move or cancel them first. Time off is the provider's own data: no webhook event.
         */
        post: operations["staff-timeOff-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}/time-off/{offId}": {
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
         * Remove time off
         * @description The member can be booked in that time again.
         */
        delete: operations["staff-timeOff-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}/overrides/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a staff member's hours on one date
         * @description Replaces the weekly schedule's hours on one local date: `{start, end, breaks?}` (other hours that day) or `{off: true}` (not working). Setting it again replaces it. If pending or confirmed bookings of the member that date would fall outside the new hours, nothing changes and the answer is 409 with one `details` entry per booking (`path` `bookings.<booking id>`).
         */
        put: operations["staff-overrides-put"];
        post?: never;
        /**
         * Remove a date override
         * @description The weekly schedule applies to that date again. 409 (nothing changes) when pending or confirmed bookings that date would fall outside the weekly hours; 404 when the date has no override.
         */
        delete: operations["staff-overrides-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A staff member's date overrides
         * @description Overrides on the local dates `from` (default today) to `to` (default no end), by date.
         */
        get: operations["staff-overrides-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A staff member's calendar connections
         * @description Each with its status, last good read and last error. Passwords are never returned.
         */
        get: operations["staff-calendars-list"];
        put?: never;
        /**
         * Connect a staff member's own calendar (CalDAV)
         * @description `url` is a CalDAV calendar collection (iCloud, Fastmail, Nextcloud, Google), read with `username` and an app `password`. The password is sealed at rest and never returned. The URL must be http(s) and must not point to loopback, private, link-local, CGNAT or cloud-metadata addresses (400), checked again at every request. With `importBusy` (default true) the calendar's events are the member's busy time; with `exportBookings` (default false) the member's pending, confirmed and completed bookings are written into it (cancelled and missed ones removed). `kind` is `caldav` (the default; any other kind answers 400). The connection starts `syncing`; the worker reads it at once.
         */
        post: operations["staff-calendars-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}/calendars/{calId}": {
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
         * Disconnect a calendar
         * @description The connection, its sealed password and the busy time read through it are deleted; the member is free then again.
         */
        delete: operations["staff-calendars-delete"];
        options?: never;
        head?: never;
        /**
         * Change a calendar connection
         * @description Any of `url`, `username`, `password`, `importBusy`, `exportBookings`. A new url must come with the password (400 without: the stored password is only ever sent to the url it was given for). A new url, account or password starts the connection afresh (`syncing`; what was read before is forgotten); `importBusy: false` drops its busy time at once.
         */
        patch: operations["staff-calendars-update"];
        trace?: never;
    };
    "/v1/staff/{id}/calendars/{calId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a calendar now
         * @description The worker reads the calendar at once instead of at its next interval; the answer is the connection as it is now.
         */
        post: operations["staff-calendars-sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bookings
         * @description Ordered by dateTime, earliest first. `from`/`to` bound dateTime inclusively; a date alone means that whole day in the provider's time zone. `status` takes one status or several separated by commas (pending,confirmed). Customer keys list only their own customer's bookings (customerId is theirs whatever is sent).
         */
        get: operations["bookings-list"];
        put?: never;
        /**
         * Book a service
         * @description Provider keys send customerId, serviceId, staffId and dateTime (ISO 8601 with an offset or Z); source defaults to website. Customer keys book for their own customer and public keys (pk_, from a booking page) send the visitor's `customer` details; both may leave out staffId (the provider's assignment rule picks a free member who offers the service) and get a `manage` link back, with which the booking can be viewed, moved and cancelled without a key. A booking starts pending, except that one made with a customer or public key starts confirmed when the provider's `confirmation` is `auto`, and public keys of a provider whose `publicVerification` is `email` get 202 `held` until the visitor follows the link emailed to them. Public keys are limited per client address (a minute and an hour; an IPv6 address by its /64), per email (`publicMaxUpcomingPerEmail` upcoming bookings, each seat of a class counted; 400 when the seats asked for exceed it alone) and per provider (`publicBookingsPerHour`): 429 naming the limit, with Retry-After. Customer and public keys book on the offered grid (the start times availability lists), and may send `timezone` and `locale` (what their page showed: the customer's emails follow them); the booking keeps them as `customerTimezone` and `locale`, answered here and with the booking everywhere (null when not sent). 404 when a referenced record does not exist for this provider. 400, naming the rule in `details[0].message`, when the staff member is inactive or does not offer the service, when the start is in the past (provider keys may book inside the minimum notice: walk-ins; customer and public keys must respect the provider's minimum notice and booking horizon), when the provider is closed that local date, when the member has time off during [dateTime, dateTime + duration), or when that range is not inside the member's hours for the date (its date override, else the weekly schedule, in the provider's time zone) or touches a break, or is during busy time in the member's own calendar (a calendar whose busy time is older than CALENDAR_MAX_STALENESS_S, two minutes by default, is read again first, for at most 5 s). The booking occupies its member from dateTime less the service's bufferBeforeMinutes to its end plus bufferAfterMinutes; 409 when that range overlaps the occupied range of a pending or confirmed booking of the same member (or, without staffId, when no member is free) — decided by the database, so of simultaneous conflicting requests exactly one succeeds. 409 too when a resource the service requires has no free unit over that range, or the member teaches a class session then. Class services (capacity above 1, or published sessions) take `seats` (default 1, at most the capacity; customer and public keys at most the service's `maxSeatsPerBooking`, 400 naming it beyond) in the session of that service, member and start: joining it needs only the clock rules; where there is none, a service with `sessions: open` opens one (every rule above), one with `published` sessions answers 400. 409 when the session has fewer seats left than asked for; of simultaneous requests for the last seats exactly as many succeed as fit.
         */
        post: operations["bookings-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a booking with its payment */
        get: operations["bookings-get"];
        put?: never;
        post?: never;
        /**
         * Cancel a booking
         * @description Cancels a pending or confirmed booking (409 for completed or no_show ones; a cancelled one answers 200 unchanged). The customer is notified unless notifyCustomer=false; reason is recorded. Customer keys cancel only their own bookings (404 for others), always notified, and only until the provider's cancellation notice before the start (409 after).
         */
        delete: operations["bookings-delete"];
        options?: never;
        head?: never;
        /**
         * Change a booking's status, time or notes
         * @description Transitions: pending → confirmed | cancelled; confirmed → completed | no_show | cancelled; completed, cancelled and no_show are final (409 otherwise). Sending the current status changes nothing and answers 200. Moving (dateTime) is allowed only while pending or confirmed and runs every check of creation again; the booking keeps its length and the buffers it was made with. Customer keys may only move their own bookings (dateTime alone; 403 for status or notes, 404 for others' bookings), under the rules of a customer's booking (minimum notice, horizon) and until the provider's cancellation notice before the start (409 after).
         */
        patch: operations["bookings-update"];
        trace?: never;
    };
    "/v1/bookings/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment
         * @description Marks an unpaid booking paid (409 when already paid or refunded). `amount` defaults to the service price at booking time. Records payment.received.
         */
        post: operations["bookings-payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment
         * @description Marks a paid booking refunded (409 when unpaid or already refunded). Records payment.refunded.
         */
        post: operations["bookings-refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking's history
         * @description Every change of the booking, oldest first: made, confirmed, moved, paid, refunded, cancelled, completed, marked no-show, reviewed; kept as long as the booking (at most the newest 500). Changes made before history was kept show only what the service still had.
         */
        get: operations["bookings-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description `q` matches a case-insensitive part of the name, email or phone.
         */
        get: operations["customers-list"];
        put?: never;
        /**
         * Create a customer
         * @description Requires name and at least one of email or phone. Email is unique per provider, case-insensitively (409).
         */
        post: operations["customers-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer */
        get: operations["customers-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Any subset of the fields; null clears email, phone or notes (a customer keeps at least one of email or phone).
         */
        patch: operations["customers-update"];
        trace?: never;
    };
    "/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List services
         * @description Active services by default; `active=false` lists all (provider keys; customer and public keys see active services only).
         */
        get: operations["services-list"];
        put?: never;
        /**
         * Create a service
         * @description Requires name, duration (minutes) and price (major units of the provider's currency, at most 2 decimals). `requirements` names the resources (rooms, chairs, equipment) each booking needs besides its staff member.
         */
        post: operations["services-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a service
         * @description Customer and public keys see active services only (an inactive one answers 404 to them).
         */
        get: operations["services-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a service */
        patch: operations["services-update"];
        trace?: never;
    };
    "/v1/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List resources
         * @description Newest first. Active resources by default; `active=false` lists retired ones too.
         */
        get: operations["resources-list"];
        put?: never;
        /**
         * Create a resource
         * @description A room, chair or piece of equipment. `quantity` identical units (1–100, default 1); `kind` is free text to group by.
         */
        post: operations["resources-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a resource */
        get: operations["resources-get"];
        put?: never;
        post?: never;
        /**
         * Delete a resource
         * @description 409 while a booking that has not ended holds one of its units, or while a service lists it in its `requirements`. To keep a resource out of new bookings, or keep its history, retire it instead (`PATCH` with `active: false`).
         */
        delete: operations["resources-delete"];
        options?: never;
        head?: never;
        /**
         * Update a resource
         * @description `active: false` retires it: bookings that hold its units keep them, new bookings and moves no longer take it. 409 when `quantity` is fewer than the units upcoming bookings hold.
         */
        patch: operations["resources-update"];
        trace?: never;
    };
    "/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List class sessions
         * @description Open sessions (published, or opened by a first booking) by start, earliest first, with `seatsTaken` and `seatsLeft`. `from`/`to` bound the start inclusively; a date alone means that whole day in the provider's time zone.
         */
        get: operations["sessions-list"];
        put?: never;
        /**
         * Publish a class session
         * @description A session of a class service (capacity above 1, or `sessions: published`) with a member at `start`: offered by availability with its seats left until full, and kept while empty. It must meet the rules of a provider's booking (the member offers the service and works then, no time off or closure, not in the past) and occupies the member and the service's resources once, whatever its seats: 409 when the member has a booking or another session then, or a resource has no free unit. A session the service's first booking already opened at that start is published as it is.
         */
        post: operations["sessions-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an open class session */
        get: operations["sessions-get"];
        put?: never;
        post?: never;
        /**
         * Cancel a class session
         * @description Cancels the session and every pending or confirmed booking in it (each recorded as booking.cancelled with `reason`, its customer told); visitors' bookings still waiting for email verification are released. The member and the resources are free at once.
         */
        delete: operations["sessions-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's settings
         * @description Profile, time zone, currency, slot length, the booking policies (notice, horizon, cancellation notice, assignment) and the limits of bookings made with public keys (email verification and holds, per email, per hour).
         */
        get: operations["settings-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the provider's settings
         * @description Any subset of the fields. `minNoticeMinutes` must stay shorter than `maxAdvanceDays`. Changing `timezone` keeps weekly schedules, breaks and date overrides as local times in the new zone; bookings keep their instants.
         */
        patch: operations["settings-update"];
        trace?: never;
    };
    "/v1/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's closures
         * @description Closures overlapping the local dates `from` (default today) to `to` (default no end), earliest first.
         */
        get: operations["closures-list"];
        put?: never;
        /**
         * Close the whole provider on some dates
         * @description Local dates `date` to `endDate` (inclusive; default `date`, at most 366 days) on which no member can be booked. If pending or confirmed bookings start on those dates, nothing is stored and the answer is 409 with one `details` entry per booking (`path` `bookings.<booking id>`): move or cancel them first. Closures are the provider's own data: no webhook event.
         */
        post: operations["closures-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/closures/{id}": {
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
         * Remove a closure
         * @description Its dates can be booked again.
         */
        delete: operations["closures-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's API keys
         * @description Every key in force (not revoked), newest first: its audience, first characters and origins. A key itself is shown only once, when created.
         */
        get: operations["keys-list"];
        put?: never;
        /**
         * Create an API key
         * @description A public key (pk_) for the salon's booking page, with the sites (`origins`) whose pages may call with it and frame the page, or a provider key (sk_) for an integration. The answer carries the key itself (`key`) this once: it is stored only as a digest. A provider holds at most 50 keys in force of each audience: beyond, 409 until one is revoked. A new key gets no more than the key that makes it: the lower of that key's plan and the provider's, and that key's own rate limit when it is lower than the new key's would be (`rateLimit` in the answer). Customer keys are made with the CLI.
         */
        post: operations["keys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{id}": {
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
         * Revoke an API key
         * @description The key stops working at once, in every API process. Revoking the key a request is made with is allowed.
         */
        delete: operations["keys-delete"];
        options?: never;
        head?: never;
        /**
         * Change the sites a public key works from
         * @description Replaces a public key's `origins`. Other keys have none (404 names only public keys in force).
         */
        patch: operations["keys-update"];
        trace?: never;
    };
    "/v1/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start times a service can be booked at
         * @description Any key of the provider (provider, customer and public keys). For the inclusive local dates `from` (default today) to `to` (default 7 days later, at most 31 days) in `timezone` (default the provider's; every date is listed, and each slot under its local date in that zone): every start time, on each member's grid of `slotMinutes` from the start of their hours that day, where the whole service fits for at least one active member who offers it (or for `staffId`): inside their hours for that date (date override first), outside breaks, time off and closures, with the range it occupies (the service's buffers before and after included) free of their other bookings' ranges, and not in the past; for customer and public keys also no sooner than the provider's minimum notice and no later than its booking horizon. `staffIds` lists the members free at that time (public keys: only the member named by `staffId`, else none). An answer holds at most 512 KB: beyond, `staffIds` are left out (`staffIdsOmitted`) and then the last days (`nextFrom` names the first one not listed). Every time listed can be booked by the caller. A call costs one unit of the key's rate limit (public keys: and of the client address's budget) per 1,000 member-days asked (the days from `from` to `to` times the active members who offer the service, or 1 with `staffId`), at least one.
         */
        get: operations["availability-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booking a manage link manages
         * @description No API key: the token is the credential (handed out when a customer or public key books, and in messages to the customer). A link works until 7 days after the booking's end; an unknown, malformed or expired token answers 404.
         */
        get: operations["manage-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/{token}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Times the booking can be moved to
         * @description The availability of the booking's service, as GET /v1/availability answers a customer (same dates, zone and rules), for choosing a new time. The booking's own time is not offered back while it holds it. A call costs the client address's budget one unit per 1,000 member-days asked (days times members offering the service, or 1 with `staffId`), at least one.
         */
        get: operations["manage-availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the booking
         * @description Cancels a pending or confirmed booking (a cancelled one answers 200 unchanged; a held one is released at once, and its link stops working). 409 later than the provider's cancellation notice before the start (see changeableUntil), and for completed or no-show bookings. 404 for an unknown or expired token.
         */
        post: operations["manage-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/{token}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the booking to another time (and member)
         * @description Moves the booking to `dateTime` (a start listed by this link's availability), keeping its service, length and buffers; with `staffId`, to that member (who must offer the service); without, it keeps its member when they are free then, else the provider's assignment rule gives it to another free member who offers the service. The new time must pass every rule of a customer's booking (hours, breaks, time off, closures, minimum notice, horizon: 400 naming the rule); 409 when it is taken, or later than the provider's cancellation notice before the current start. Sends booking.rescheduled. `timezone` and `locale` (what the page showed) replace the booking's: the customer's emails follow them.
         */
        post: operations["manage-reschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/{token}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a held booking (the link in its email)
         * @description A booking made on a booking page of a provider that verifies emails (`publicVerification: email`) is held until the visitor follows the link emailed to them; the page sends its `code` here. The booking becomes pending (confirmed when the provider's `confirmation` is `auto`) and the provider is told (booking.created). A booking verified already answers as it is; 400 for a code that is not the one emailed; 409 once the hold has lapsed (book again).
         */
        post: operations["manage-verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a booking page shows of its provider
         * @description The provider's name, location, time zone and language, for a booking page to greet its visitors (any key, public keys included): the page shows times in the visitor's zone and says the provider's when it differs.
         */
        get: operations["bookingPage-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/{token}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booking as an iCalendar file
         * @description No API key: the token is the credential. One VEVENT (UID `<bookingId>@booking-service`, times in UTC, the manage link in DESCRIPTION and URL; STATUS:CANCELLED once cancelled), served as an attachment for calendar apps.
         */
        get: operations["manage-calendarFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RestError: {
            /** @enum {boolean} */
            success: false;
            error: {
                /** @description What went wrong, for people */
                message: string;
                /**
                 * @description What went wrong, for programs
                 * @enum {string}
                 */
                code: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                /** @description One entry per invalid field (validation errors) */
                details?: {
                    /** @example email */
                    path: string;
                    message: string;
                }[];
            };
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
    "staff-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /** @example staff */
                role?: "staff" | "manager" | "admin";
                /** @example true */
                active?: boolean;
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima",
                     *           "email": "ana@example.com",
                     *           "phone": "+49 30 1234567",
                     *           "role": "staff",
                     *           "avatar": "https://example.com/avatars/ana.jpg",
                     *           "bio": "Ten years of cutting and colouring; loves balayage.",
                     *           "services": [
                     *             "svc_5vR7xY9wB3kTqZ8mN2pL"
                     *           ],
                     *           "isActive": true,
                     *           "totalBookings": 3,
                     *           "rating": 5,
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 1,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                            id: string;
                            name: string;
                            /** @description Provider keys only (customer and public keys see a member's public fields) */
                            email?: string;
                            /** @description Provider keys only (customer and public keys see a member's public fields) */
                            phone?: string | null;
                            /** @enum {string} */
                            role: "staff" | "manager" | "admin";
                            avatar: string | null;
                            bio: string | null;
                            /** @description Ids of the services this member offers */
                            services: string[];
                            /** @description Provider keys only (customer and public keys see a member's public fields) */
                            isActive?: boolean;
                            /** @description Provider keys only (customer and public keys see a member's public fields) */
                            totalBookings?: number;
                            /** @description Mean rating of reviews of this member's bookings; 0 without reviews */
                            rating: number;
                            /**
                             * Format: date-time
                             * @description Provider keys only (customer and public keys see a member's public fields)
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt?: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-create": {
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
                 *       "name": "Ana Lima",
                 *       "email": "ana@example.com",
                 *       "role": "staff",
                 *       "phone": "+49 30 1234567",
                 *       "password": "correct-horse-battery",
                 *       "services": [
                 *         "svc_5vR7xY9wB3kTqZ8mN2pL"
                 *       ],
                 *       "schedule": {
                 *         "monday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "tuesday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "wednesday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "thursday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "friday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "saturday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "sunday": null
                 *       },
                 *       "avatar": "https://example.com/avatars/ana.jpg",
                 *       "bio": "Ten years of cutting and colouring; loves balayage."
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "staff" | "manager" | "admin";
                    phone?: string | null;
                    password?: string;
                    services?: string[];
                    schedule?: {
                        monday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        tuesday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        wednesday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        thursday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        friday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        saturday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        sunday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                    };
                    avatar?: string | null;
                    bio?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *         "name": "Ana Lima",
                     *         "email": "ana@example.com",
                     *         "role": "staff",
                     *         "createdAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Staff member created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "staff" | "manager" | "admin";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member created"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *         "name": "Ana Lima",
                     *         "email": "ana@example.com",
                     *         "phone": "+49 30 1234567",
                     *         "role": "staff",
                     *         "avatar": "https://example.com/avatars/ana.jpg",
                     *         "bio": "Ten years of cutting and colouring; loves balayage.",
                     *         "isActive": true,
                     *         "services": [
                     *           {
                     *             "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *             "name": "Haircut & blow-dry",
                     *             "price": 39.5
                     *           }
                     *         ],
                     *         "schedule": {
                     *           "monday": {
                     *             "start": "09:00",
                     *             "end": "17:00",
                     *             "breaks": [
                     *               {
                     *                 "start": "12:00",
                     *                 "end": "13:00"
                     *               }
                     *             ]
                     *           },
                     *           "tuesday": {
                     *             "start": "09:00",
                     *             "end": "17:00",
                     *             "breaks": [
                     *               {
                     *                 "start": "12:00",
                     *                 "end": "13:00"
                     *               }
                     *             ]
                     *           },
                     *           "wednesday": {
                     *             "start": "09:00",
                     *             "end": "17:00",
                     *             "breaks": [
                     *               {
                     *                 "start": "12:00",
                     *                 "end": "13:00"
                     *               }
                     *             ]
                     *           },
                     *           "thursday": {
                     *             "start": "09:00",
                     *             "end": "17:00",
                     *             "breaks": [
                     *               {
                     *                 "start": "12:00",
                     *                 "end": "13:00"
                     *               }
                     *             ]
                     *           },
                     *           "friday": {
                     *             "start": "09:00",
                     *             "end": "17:00",
                     *             "breaks": [
                     *               {
                     *                 "start": "12:00",
                     *                 "end": "13:00"
                     *               }
                     *             ]
                     *           },
                     *           "saturday": {
                     *             "start": "09:00",
                     *             "end": "17:00",
                     *             "breaks": [
                     *               {
                     *                 "start": "12:00",
                     *                 "end": "13:00"
                     *               }
                     *             ]
                     *           },
                     *           "sunday": null
                     *         },
                     *         "stats": {
                     *           "totalBookings": 3,
                     *           "thisMonth": 2,
                     *           "averageRating": 4.6,
                     *           "completedBookings": 1,
                     *           "cancelledBookings": 0
                     *         },
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "staff" | "manager" | "admin";
                            avatar: string | null;
                            bio: string | null;
                            isActive: boolean;
                            services: {
                                id: string;
                                name: string;
                                price: number;
                            }[];
                            schedule: {
                                monday: {
                                    start: string;
                                    end: string;
                                    breaks?: {
                                        start: string;
                                        end: string;
                                    }[];
                                } | null;
                                tuesday: {
                                    start: string;
                                    end: string;
                                    breaks?: {
                                        start: string;
                                        end: string;
                                    }[];
                                } | null;
                                wednesday: {
                                    start: string;
                                    end: string;
                                    breaks?: {
                                        start: string;
                                        end: string;
                                    }[];
                                } | null;
                                thursday: {
                                    start: string;
                                    end: string;
                                    breaks?: {
                                        start: string;
                                        end: string;
                                    }[];
                                } | null;
                                friday: {
                                    start: string;
                                    end: string;
                                    breaks?: {
                                        start: string;
                                        end: string;
                                    }[];
                                } | null;
                                saturday: {
                                    start: string;
                                    end: string;
                                    breaks?: {
                                        start: string;
                                        end: string;
                                    }[];
                                } | null;
                                sunday: {
                                    start: string;
                                    end: string;
                                    breaks?: {
                                        start: string;
                                        end: string;
                                    }[];
                                } | null;
                            };
                            stats: {
                                totalBookings: number;
                                thisMonth: number;
                                averageRating: number;
                                completedBookings: number;
                                cancelledBookings: number;
                            };
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-delete": {
        parameters: {
            query?: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                transferBookings?: string;
            };
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
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
                     *       "success": true,
                     *       "message": "Staff member deleted"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana Lima",
                 *       "email": "ana@example.com",
                 *       "phone": "+49 30 1234567",
                 *       "role": "staff",
                 *       "password": "correct-horse-battery",
                 *       "services": [
                 *         "svc_5vR7xY9wB3kTqZ8mN2pL"
                 *       ],
                 *       "schedule": {
                 *         "monday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "tuesday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "wednesday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "thursday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "friday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "saturday": {
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "breaks": [
                 *             {
                 *               "start": "12:00",
                 *               "end": "13:00"
                 *             }
                 *           ]
                 *         },
                 *         "sunday": null
                 *       },
                 *       "isActive": true,
                 *       "avatar": "https://example.com/avatars/ana.jpg",
                 *       "bio": "Ten years of cutting and colouring; loves balayage."
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string | null;
                    /** @enum {string} */
                    role?: "staff" | "manager" | "admin";
                    password?: string;
                    services?: string[];
                    schedule?: {
                        monday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        tuesday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        wednesday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        thursday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        friday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        saturday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                        sunday?: {
                            start: string;
                            end: string;
                            breaks?: {
                                start: string;
                                end: string;
                            }[];
                        } | null;
                    };
                    isActive?: boolean;
                    avatar?: string | null;
                    bio?: string | null;
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *         "name": "Ana Lima",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Staff member updated"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member updated"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-schedule": {
        parameters: {
            query?: {
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
            };
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *         "schedule": [
                     *           {
                     *             "date": "2026-11-23",
                     *             "slots": [
                     *               {
                     *                 "time": "09:30",
                     *                 "dateTime": "2026-11-23T08:30:00.000Z",
                     *                 "available": true,
                     *                 "break": false,
                     *                 "timeOff": false,
                     *                 "busy": false,
                     *                 "closed": false
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            staffId: string;
                            schedule: {
                                /** @example 2026-11-23 */
                                date: string;
                                slots: {
                                    /**
                                     * @description Local time HH:MM in the provider's time zone. On a day the clocks go back, two slots can share it; `dateTime` tells them apart.
                                     * @example 09:30
                                     */
                                    time: string;
                                    /**
                                     * Format: date-time
                                     * @description The slot's start instant (UTC). Send it as a booking's `dateTime` to book the slot.
                                     * @example 2026-11-23T08:30:00.000Z
                                     */
                                    dateTime: string;
                                    available: boolean;
                                    /** @description Present when a pending or confirmed booking (with its buffers) takes the slot */
                                    bookingId?: string;
                                    break: boolean;
                                    /** @description The member has time off during the slot */
                                    timeOff: boolean;
                                    /** @description The member's own calendar (a calendar connection) shows them busy during the slot */
                                    busy: boolean;
                                    /** @description The provider is closed that date */
                                    closed: boolean;
                                }[];
                            }[];
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-timeOff-list": {
        parameters: {
            query?: {
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
            };
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "off_4Hq8sLz2Wm6Yt1Bn9Kc3",
                     *           "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *           "start": "2026-12-21T00:00:00.000Z",
                     *           "end": "2027-01-04T00:00:00.000Z",
                     *           "reason": "Holiday",
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example off_4Hq8sLz2Wm6Yt1Bn9Kc3 */
                            id: string;
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /**
                             * Format: date-time
                             * @example 2026-12-21T00:00:00.000Z
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @example 2027-01-04T00:00:00.000Z
                             */
                            end: string;
                            /** @example Holiday */
                            reason: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-timeOff-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "start": "2026-12-21T00:00:00+01:00",
                 *       "end": "2027-01-04T00:00:00+01:00",
                 *       "reason": "Holiday"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-12-21T00:00:00+01:00
                     */
                    start: string;
                    /**
                     * Format: date-time
                     * @example 2027-01-04T00:00:00+01:00
                     */
                    end: string;
                    /** @example Holiday */
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "off_4Hq8sLz2Wm6Yt1Bn9Kc3",
                     *         "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *         "start": "2026-12-21T00:00:00.000Z",
                     *         "end": "2027-01-04T00:00:00.000Z",
                     *         "reason": "Holiday",
                     *         "createdAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Time off added"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example off_4Hq8sLz2Wm6Yt1Bn9Kc3 */
                            id: string;
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /**
                             * Format: date-time
                             * @example 2026-12-21T00:00:00.000Z
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @example 2027-01-04T00:00:00.000Z
                             */
                            end: string;
                            /** @example Holiday */
                            reason: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Time off added",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Time off added"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-timeOff-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
                /** @example off_4Hq8sLz2Wm6Yt1Bn9Kc3 */
                offId: string;
            };
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
                     *       "success": true,
                     *       "message": "Time off removed"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Time off removed",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Time off removed"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-overrides-put": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
                /** @example 2026-11-23 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "off": false,
                 *       "start": "09:00",
                 *       "end": "17:00",
                 *       "breaks": [
                 *         {
                 *           "start": "12:00",
                 *           "end": "13:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description true: not working that date (then no hours); false or omitted: the hours given
                     * @example false
                     */
                    off?: boolean;
                    start?: string;
                    end?: string;
                    breaks?: {
                        start: string;
                        end: string;
                    }[];
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
                     *       "success": true,
                     *       "data": {
                     *         "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *         "date": "2026-12-24",
                     *         "off": false,
                     *         "start": "09:00",
                     *         "end": "13:00",
                     *         "breaks": [
                     *           {
                     *             "start": "12:00",
                     *             "end": "13:00"
                     *           }
                     *         ],
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Date override set"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /** @example 2026-12-24 */
                            date: string;
                            /** @description True: the member does not work that date */
                            off: boolean;
                            /**
                             * @description Local HH:MM; null when off
                             * @example 09:00
                             */
                            start: string | null;
                            /**
                             * @description Local HH:MM; null when off
                             * @example 13:00
                             */
                            end: string | null;
                            breaks: {
                                start: string;
                                end: string;
                            }[];
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Date override set",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Date override set"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-overrides-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
                /** @example 2026-11-23 */
                date: string;
            };
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
                     *       "success": true,
                     *       "message": "Date override removed"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Date override removed",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Date override removed"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-overrides-list": {
        parameters: {
            query?: {
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
            };
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *           "date": "2026-12-24",
                     *           "off": false,
                     *           "start": "09:00",
                     *           "end": "13:00",
                     *           "breaks": [
                     *             {
                     *               "start": "12:00",
                     *               "end": "13:00"
                     *             }
                     *           ],
                     *           "updatedAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /** @example 2026-12-24 */
                            date: string;
                            /** @description True: the member does not work that date */
                            off: boolean;
                            /**
                             * @description Local HH:MM; null when off
                             * @example 09:00
                             */
                            start: string | null;
                            /**
                             * @description Local HH:MM; null when off
                             * @example 13:00
                             */
                            end: string | null;
                            breaks: {
                                start: string;
                                end: string;
                            }[];
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-calendars-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "cal_5Tq8mN2pL4vR7xY9wB1c",
                     *           "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *           "kind": "caldav",
                     *           "url": "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/",
                     *           "username": "ann@fastmail.com",
                     *           "importBusy": false,
                     *           "exportBookings": false,
                     *           "status": "syncing",
                     *           "lastSyncedAt": "2026-11-22T09:30:00.000Z",
                     *           "error": "connect ECONNREFUSED"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cal_5Tq8mN2pL4vR7xY9wB1c */
                            id: string;
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /**
                             * @description How the calendar is reached: CalDAV, the only kind
                             * @constant
                             */
                            kind: "caldav";
                            /**
                             * @description The CalDAV calendar collection
                             * @example https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/
                             */
                            url: string;
                            /** @example ann@fastmail.com */
                            username: string;
                            /** @description The calendar's events block the member's availability */
                            importBusy: boolean;
                            /** @description The member's pending, confirmed and completed bookings are written into the calendar; cancelled and missed ones are removed */
                            exportBookings: boolean;
                            /**
                             * @description `syncing` until the first read (and after a change of url or account), `ok` after a good one, `failing` while the server cannot be read
                             * @enum {string}
                             */
                            status: "syncing" | "ok" | "failing";
                            /** @description The last good read */
                            lastSyncedAt: string | null;
                            /** @description Why the last read failed (never a credential); null when it did not */
                            error: string | null;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Staff member deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Staff member deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-calendars-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "caldav",
                 *       "url": "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/",
                 *       "username": "ann@fastmail.com",
                 *       "password": "abcd-efgh-ijkl-mnop",
                 *       "importBusy": false,
                 *       "exportBookings": false
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How the calendar is reached: `caldav` (the default, and the only kind)
                     * @constant
                     */
                    kind?: "caldav";
                    /**
                     * Format: uri
                     * @example https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/
                     */
                    url: string;
                    /** @example ann@fastmail.com */
                    username: string;
                    /**
                     * @description An app password of the account; sealed at rest, never returned
                     * @example abcd-efgh-ijkl-mnop
                     */
                    password: string;
                    importBusy?: boolean;
                    exportBookings?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "cal_5Tq8mN2pL4vR7xY9wB1c",
                     *         "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *         "kind": "caldav",
                     *         "url": "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/",
                     *         "username": "ann@fastmail.com",
                     *         "importBusy": false,
                     *         "exportBookings": false,
                     *         "status": "syncing",
                     *         "lastSyncedAt": "2026-11-22T09:30:00.000Z",
                     *         "error": "connect ECONNREFUSED"
                     *       },
                     *       "message": "Calendar connected"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cal_5Tq8mN2pL4vR7xY9wB1c */
                            id: string;
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /**
                             * @description How the calendar is reached: CalDAV, the only kind
                             * @constant
                             */
                            kind: "caldav";
                            /**
                             * @description The CalDAV calendar collection
                             * @example https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/
                             */
                            url: string;
                            /** @example ann@fastmail.com */
                            username: string;
                            /** @description The calendar's events block the member's availability */
                            importBusy: boolean;
                            /** @description The member's pending, confirmed and completed bookings are written into the calendar; cancelled and missed ones are removed */
                            exportBookings: boolean;
                            /**
                             * @description `syncing` until the first read (and after a change of url or account), `ok` after a good one, `failing` while the server cannot be read
                             * @enum {string}
                             */
                            status: "syncing" | "ok" | "failing";
                            /** @description The last good read */
                            lastSyncedAt: string | null;
                            /** @description Why the last read failed (never a credential); null when it did not */
                            error: string | null;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Calendar connected",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Calendar connected"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-calendars-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
                /** @example cal_5Tq8mN2pL4vR7xY9wB1c */
                calId: string;
            };
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
                     *       "success": true,
                     *       "message": "Calendar disconnected"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Calendar disconnected",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Calendar disconnected"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-calendars-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
                /** @example cal_5Tq8mN2pL4vR7xY9wB1c */
                calId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "url": "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/",
                 *       "username": "ann@fastmail.com",
                 *       "password": "abcd-efgh-ijkl-mnop",
                 *       "importBusy": false,
                 *       "exportBookings": false
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @example https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/
                     */
                    url?: string;
                    /** @example ann@fastmail.com */
                    username?: string;
                    /**
                     * @description An app password of the account; sealed at rest, never returned
                     * @example abcd-efgh-ijkl-mnop
                     */
                    password?: string;
                    importBusy?: boolean;
                    exportBookings?: boolean;
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "cal_5Tq8mN2pL4vR7xY9wB1c",
                     *         "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *         "kind": "caldav",
                     *         "url": "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/",
                     *         "username": "ann@fastmail.com",
                     *         "importBusy": false,
                     *         "exportBookings": false,
                     *         "status": "syncing",
                     *         "lastSyncedAt": "2026-11-22T09:30:00.000Z",
                     *         "error": "connect ECONNREFUSED"
                     *       },
                     *       "message": "Calendar connection updated"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cal_5Tq8mN2pL4vR7xY9wB1c */
                            id: string;
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /**
                             * @description How the calendar is reached: CalDAV, the only kind
                             * @constant
                             */
                            kind: "caldav";
                            /**
                             * @description The CalDAV calendar collection
                             * @example https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/
                             */
                            url: string;
                            /** @example ann@fastmail.com */
                            username: string;
                            /** @description The calendar's events block the member's availability */
                            importBusy: boolean;
                            /** @description The member's pending, confirmed and completed bookings are written into the calendar; cancelled and missed ones are removed */
                            exportBookings: boolean;
                            /**
                             * @description `syncing` until the first read (and after a change of url or account), `ok` after a good one, `failing` while the server cannot be read
                             * @enum {string}
                             */
                            status: "syncing" | "ok" | "failing";
                            /** @description The last good read */
                            lastSyncedAt: string | null;
                            /** @description Why the last read failed (never a credential); null when it did not */
                            error: string | null;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Calendar connection updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Calendar connection updated"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "staff-calendars-sync": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                id: string;
                /** @example cal_5Tq8mN2pL4vR7xY9wB1c */
                calId: string;
            };
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "cal_5Tq8mN2pL4vR7xY9wB1c",
                     *         "staffId": "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P",
                     *         "kind": "caldav",
                     *         "url": "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/",
                     *         "username": "ann@fastmail.com",
                     *         "importBusy": false,
                     *         "exportBookings": false,
                     *         "status": "syncing",
                     *         "lastSyncedAt": "2026-11-22T09:30:00.000Z",
                     *         "error": "connect ECONNREFUSED"
                     *       },
                     *       "message": "Sync requested"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cal_5Tq8mN2pL4vR7xY9wB1c */
                            id: string;
                            /** @example staff_7Rt2Lm9Qx4Vb6Nz1Hc8P */
                            staffId: string;
                            /**
                             * @description How the calendar is reached: CalDAV, the only kind
                             * @constant
                             */
                            kind: "caldav";
                            /**
                             * @description The CalDAV calendar collection
                             * @example https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/
                             */
                            url: string;
                            /** @example ann@fastmail.com */
                            username: string;
                            /** @description The calendar's events block the member's availability */
                            importBusy: boolean;
                            /** @description The member's pending, confirmed and completed bookings are written into the calendar; cancelled and missed ones are removed */
                            exportBookings: boolean;
                            /**
                             * @description `syncing` until the first read (and after a change of url or account), `ok` after a good one, `failing` while the server cannot be read
                             * @enum {string}
                             */
                            status: "syncing" | "ok" | "failing";
                            /** @description The last good read */
                            lastSyncedAt: string | null;
                            /** @description Why the last read failed (never a credential); null when it did not */
                            error: string | null;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Sync requested",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Sync requested"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /**
                 * @example [
                 *       "held"
                 *     ]
                 */
                status?: ("held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show")[];
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
                /** @example cus_9wB2kTqZ8mN3pL5vR7xY */
                customerId?: string;
                /** @example svc_5vR7xY9wB3kTqZ8mN2pL */
                serviceId?: string;
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                staffId?: string;
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *           "customer": {
                     *             "id": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *             "name": "Chris Meyer",
                     *             "email": "chris@example.com",
                     *             "phone": "+49 30 1234567"
                     *           },
                     *           "service": {
                     *             "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *             "name": "Haircut & blow-dry",
                     *             "duration": 45,
                     *             "price": 39.5
                     *           },
                     *           "staff": {
                     *             "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *             "name": "Ana Lima"
                     *           },
                     *           "dateTime": "2026-11-23T09:30:00.000Z",
                     *           "endTime": "2026-11-23T10:15:00.000Z",
                     *           "status": "held",
                     *           "notes": "Prefers an appointment by the window",
                     *           "source": "website",
                     *           "cancelledAt": null,
                     *           "cancelReason": null,
                     *           "resources": [
                     *             {
                     *               "resourceId": "res_4kP8sW2nQ6vX9zB3mD7f",
                     *               "units": 1
                     *             }
                     *           ],
                     *           "sessionId": "ses_7hR2kN5pQ8wT3vX6zB1d",
                     *           "seats": 1,
                     *           "customerTimezone": "America/New_York",
                     *           "locale": "de",
                     *           "createdAt": "2026-11-22T09:30:00.000Z",
                     *           "updatedAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 1,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                            id: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /**
                             * Format: date-time
                             * @example 2026-11-23T09:30:00.000Z
                             */
                            dateTime: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endTime: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            notes: string | null;
                            /** @enum {string} */
                            source: "website" | "app" | "walk-in";
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description The resources' units the booking holds for its occupied range (its service's requirements); [] when none */
                            resources: {
                                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                                resourceId: string;
                                /**
                                 * @description How many of the resource's identical units the booking holds
                                 * @example 1
                                 */
                                units: number;
                            }[];
                            /** @description Class services: the session the booking has seats in, shared with the other bookings of its time; else null */
                            sessionId: string | null;
                            /**
                             * @description Seats taken in the session (1 for other services)
                             * @example 1
                             */
                            seats: number;
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language the customer's page spoke (BCP 47); the customer's emails speak it. Null when not said
                             * @example de
                             */
                            locale: string | null;
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
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking cancelled",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking cancelled"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-create": {
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
                "application/json": {
                    /** @description Provider keys: the customer booked for (required). Customer and public keys leave it out. */
                    customerId?: string;
                    serviceId: string;
                    /** @description Provider keys: required. Customer and public keys may leave it out: the provider's assignment rule (settings `assignment`) then picks a free member who offers the service. */
                    staffId?: string;
                    /** Format: date-time */
                    dateTime: string;
                    notes?: string | null;
                    /** @enum {string} */
                    source?: "website" | "app" | "walk-in";
                    /** @description Class services: seats to take in the session at dateTime (default 1; customer and public keys at most the service's `maxSeatsPerBooking`); other services take 1 */
                    seats?: number;
                    /**
                     * @description The IANA zone the customer's page shows times in; emails about the booking show times in it too
                     * @example America/New_York
                     */
                    timezone?: string;
                    /**
                     * @description The language the customer's page speaks (BCP 47); emails and in-app notifications about the booking speak it (en, de, fr, es; else the provider's)
                     * @example de
                     */
                    locale?: string;
                    /** @description Public keys only (required there): the visitor's details. The provider's customer with this email (case-insensitively) is booked for, else a new customer is created; the answer is the same either way. */
                    customer?: {
                        name: string;
                        /** Format: email */
                        email: string;
                        phone?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "customer": {
                     *           "id": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *           "name": "Chris Meyer",
                     *           "email": "chris@example.com",
                     *           "phone": "+49 30 1234567"
                     *         },
                     *         "service": {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "duration": 45,
                     *           "price": 39.5
                     *         },
                     *         "staff": {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima"
                     *         },
                     *         "dateTime": "2026-11-22T09:30:00.000Z",
                     *         "status": "held",
                     *         "resources": [
                     *           {
                     *             "resourceId": "res_4kP8sW2nQ6vX9zB3mD7f",
                     *             "units": 1
                     *           }
                     *         ],
                     *         "sessionId": "ses_7hR2kN5pQ8wT3vX6zB1d",
                     *         "seats": 1,
                     *         "customerTimezone": "America/New_York",
                     *         "locale": "de",
                     *         "holdExpiresAt": "2026-11-22T09:30:00.000Z",
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "manage": {
                     *           "token": "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue",
                     *           "url": "https://booking.example/book/#manage=Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue"
                     *         }
                     *       },
                     *       "message": "Booking created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @description Public keys: the name, email and phone sent, and no id (nothing stored about a customer is shown to a visitor) */
                            customer: {
                                id?: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            dateTime: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /** @description The resources' units the booking holds for its occupied range (its service's requirements); [] when none */
                            resources: {
                                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                                resourceId: string;
                                /**
                                 * @description How many of the resource's identical units the booking holds
                                 * @example 1
                                 */
                                units: number;
                            }[];
                            /** @description Class services: the session the booking has seats in, shared with the other bookings of its time; else null */
                            sessionId: string | null;
                            /**
                             * @description Seats taken in the session (1 for other services)
                             * @example 1
                             */
                            seats: number;
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language the customer's page spoke (BCP 47); the customer's emails speak it. Null when not said
                             * @example de
                             */
                            locale: string | null;
                            /**
                             * Format: date-time
                             * @description Held bookings: when the hold lapses unless the visitor verifies it by the link emailed to them
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            holdExpiresAt?: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /** @description Customer and public keys: the booking's manage link (view, move, cancel, calendar file) */
                            manage?: {
                                /**
                                 * @description The link's credential; shown only here
                                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                                 */
                                token: string;
                                /** @example https://booking.example/book/#manage=Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue */
                                url: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Held (public keys, when the provider's `publicVerification` is `email`): the time is kept for `holdMinutes` while the visitor follows the link emailed to them; then the booking is pending, or confirmed when the provider's `confirmation` is `auto` (POST /v1/manage/{token}/verify). */
            202: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "customer": {
                     *           "id": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *           "name": "Chris Meyer",
                     *           "email": "chris@example.com",
                     *           "phone": "+49 30 1234567"
                     *         },
                     *         "service": {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "duration": 45,
                     *           "price": 39.5
                     *         },
                     *         "staff": {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima"
                     *         },
                     *         "dateTime": "2026-11-22T09:30:00.000Z",
                     *         "status": "held",
                     *         "resources": [
                     *           {
                     *             "resourceId": "res_4kP8sW2nQ6vX9zB3mD7f",
                     *             "units": 1
                     *           }
                     *         ],
                     *         "sessionId": "ses_7hR2kN5pQ8wT3vX6zB1d",
                     *         "seats": 1,
                     *         "customerTimezone": "America/New_York",
                     *         "locale": "de",
                     *         "holdExpiresAt": "2026-11-22T09:30:00.000Z",
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "manage": {
                     *           "token": "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue",
                     *           "url": "https://booking.example/book/#manage=Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue"
                     *         }
                     *       },
                     *       "message": "Booking created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @description Public keys: the name, email and phone sent, and no id (nothing stored about a customer is shown to a visitor) */
                            customer: {
                                id?: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            dateTime: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /** @description The resources' units the booking holds for its occupied range (its service's requirements); [] when none */
                            resources: {
                                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                                resourceId: string;
                                /**
                                 * @description How many of the resource's identical units the booking holds
                                 * @example 1
                                 */
                                units: number;
                            }[];
                            /** @description Class services: the session the booking has seats in, shared with the other bookings of its time; else null */
                            sessionId: string | null;
                            /**
                             * @description Seats taken in the session (1 for other services)
                             * @example 1
                             */
                            seats: number;
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language the customer's page spoke (BCP 47); the customer's emails speak it. Null when not said
                             * @example de
                             */
                            locale: string | null;
                            /**
                             * Format: date-time
                             * @description Held bookings: when the hold lapses unless the visitor verifies it by the link emailed to them
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            holdExpiresAt?: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /** @description Customer and public keys: the booking's manage link (view, move, cancel, calendar file) */
                            manage?: {
                                /**
                                 * @description The link's credential; shown only here
                                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                                 */
                                token: string;
                                /** @example https://booking.example/book/#manage=Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue */
                                url: string;
                            };
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking created"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "customer": {
                     *           "id": "cus_9wB2kTqZ8mN3pL5vR7xY",
                     *           "name": "Chris Meyer",
                     *           "email": "chris@example.com",
                     *           "phone": "+49 30 1234567"
                     *         },
                     *         "service": {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "duration": 45,
                     *           "price": 39.5
                     *         },
                     *         "staff": {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima"
                     *         },
                     *         "dateTime": "2026-11-23T09:30:00.000Z",
                     *         "endTime": "2026-11-23T10:15:00.000Z",
                     *         "status": "held",
                     *         "notes": "Prefers an appointment by the window",
                     *         "source": "website",
                     *         "cancelledAt": null,
                     *         "cancelReason": null,
                     *         "resources": [
                     *           {
                     *             "resourceId": "res_4kP8sW2nQ6vX9zB3mD7f",
                     *             "units": 1
                     *           }
                     *         ],
                     *         "sessionId": "ses_7hR2kN5pQ8wT3vX6zB1d",
                     *         "seats": 1,
                     *         "customerTimezone": "America/New_York",
                     *         "locale": "de",
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z",
                     *         "payment": {
                     *           "status": "unpaid",
                     *           "method": null,
                     *           "amount": 39.5,
                     *           "paidAt": null,
                     *           "refundedAt": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                            id: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /**
                             * Format: date-time
                             * @example 2026-11-23T09:30:00.000Z
                             */
                            dateTime: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endTime: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            notes: string | null;
                            /** @enum {string} */
                            source: "website" | "app" | "walk-in";
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description The resources' units the booking holds for its occupied range (its service's requirements); [] when none */
                            resources: {
                                /** @example res_4kP8sW2nQ6vX9zB3mD7f */
                                resourceId: string;
                                /**
                                 * @description How many of the resource's identical units the booking holds
                                 * @example 1
                                 */
                                units: number;
                            }[];
                            /** @description Class services: the session the booking has seats in, shared with the other bookings of its time; else null */
                            sessionId: string | null;
                            /**
                             * @description Seats taken in the session (1 for other services)
                             * @example 1
                             */
                            seats: number;
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language the customer's page spoke (BCP 47); the customer's emails speak it. Null when not said
                             * @example de
                             */
                            locale: string | null;
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
                            payment: {
                                /** @enum {string} */
                                status: "unpaid" | "paid" | "refunded";
                                method: ("cash" | "card" | "online" | "voucher") | null;
                                /** @description Major units of the provider's currency */
                                amount: number;
                                paidAt: string | null;
                                refundedAt: string | null;
                            };
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking cancelled",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking cancelled"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-delete": {
        parameters: {
            query?: {
                /** @example The customer asked to cancel */
                reason?: string;
                /** @example true */
                notifyCustomer?: boolean;
            };
            header?: never;
            path: {
                /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "status": "cancelled",
                     *         "cancelledAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Booking cancelled"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            cancelledAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking cancelled",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking cancelled"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "status": "confirmed",
                 *       "dateTime": "2026-11-23T09:30:00.000Z",
                 *       "notes": "Prefers an appointment by the window"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status?: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                    /** Format: date-time */
                    dateTime?: string;
                    notes?: string | null;
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "status": "confirmed",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Booking updated"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking updated"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-payment": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "cash",
                 *       "amount": 39.5
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    method: "cash" | "card" | "online" | "voucher";
                    amount?: number;
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
                     *       "success": true,
                     *       "data": {
                     *         "status": "paid",
                     *         "method": "card",
                     *         "amount": 39.5,
                     *         "paidAt": "2026-11-22T09:30:00.000Z",
                     *         "refundedAt": null
                     *       },
                     *       "message": "Payment recorded"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "refunded";
                            method: ("cash" | "card" | "online" | "voucher") | null;
                            /** @description Major units of the provider's currency */
                            amount: number;
                            paidAt: string | null;
                            refundedAt: string | null;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Payment recorded",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Payment recorded"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-refund": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer (status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request answers 409, as does a retry while the first is still running. Keys are per API key.
                 * @example 5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "The customer asked to cancel"
                 *     }
                 */
                "application/json": {
                    reason?: string;
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
                     *       "success": true,
                     *       "data": {
                     *         "status": "refunded",
                     *         "method": "card",
                     *         "amount": 39.5,
                     *         "paidAt": "2026-11-22T09:30:00.000Z",
                     *         "refundedAt": "2026-11-23T09:30:00.000Z"
                     *       },
                     *       "message": "Payment refunded"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "refunded";
                            method: ("cash" | "card" | "online" | "voucher") | null;
                            /** @description Major units of the provider's currency */
                            amount: number;
                            paidAt: string | null;
                            refundedAt: string | null;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Payment refunded",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Payment refunded"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookings-history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "change": "moved",
                     *           "occurredAt": "2026-11-22T16:05:00.000Z",
                     *           "status": "held",
                     *           "dateTime": "2026-11-24T14:00:00.000Z",
                     *           "previousDateTime": "2026-11-23T09:30:00.000Z",
                     *           "staffId": "staff_7Hq2xR9mK4pL8nB3vW6t",
                     *           "reason": null,
                     *           "amount": null,
                     *           "currency": null,
                     *           "method": null,
                     *           "rating": null,
                     *           "changedBy": "provider",
                     *           "byStaffMember": {
                     *             "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *             "name": "09:00"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /**
                             * @description What happened: held (waiting for the visitor's email), created, confirmed, moved (time or member), cancelled, completed, no_show, paid, refunded, reviewed
                             * @example moved
                             * @enum {string}
                             */
                            change: "held" | "created" | "confirmed" | "moved" | "cancelled" | "completed" | "no_show" | "paid" | "refunded" | "reviewed";
                            /**
                             * Format: date-time
                             * @description When (UTC)
                             * @example 2026-11-22T16:05:00.000Z
                             */
                            occurredAt: string;
                            /** @description The booking's status after the change; null when the change set none (payments, reviews) */
                            status: ("held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show") | null;
                            /**
                             * @description created and moved: the booking's start after the change (UTC)
                             * @example 2026-11-24T14:00:00.000Z
                             */
                            dateTime: string | null;
                            /**
                             * @description moved: the start before (UTC)
                             * @example 2026-11-23T09:30:00.000Z
                             */
                            previousDateTime: string | null;
                            /**
                             * @description created and moved: the staff member after the change
                             * @example staff_7Hq2xR9mK4pL8nB3vW6t
                             */
                            staffId: string | null;
                            /**
                             * @description cancelled and refunded: the reason given, if any
                             * @example null
                             */
                            reason: string | null;
                            /**
                             * @description paid and refunded: in major units of `currency`
                             * @example null
                             */
                            amount: number | null;
                            /**
                             * @description paid and refunded: ISO 4217 code
                             * @example null
                             */
                            currency: string | null;
                            /**
                             * @description paid and refunded: how it was paid
                             * @example null
                             */
                            method: string | null;
                            /**
                             * @description reviewed: the rating, 1 to 5
                             * @example null
                             */
                            rating: number | null;
                            /**
                             * @description Who made the change, when known: the provider (a provider key, the console) or the customer
                             * @example provider
                             */
                            changedBy: ("provider" | "customer") | null;
                            /** @description The staff member who made the change in the console; null for changes made with keys, by customers or by the service */
                            byStaffMember: {
                                id: string;
                                name: string;
                            } | null;
                        }[];
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking cancelled",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking cancelled"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "customers-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /** @example chris */
                q?: string;
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "cus_8hGfT2kLmN4pQ6rS8tUv",
                     *           "name": "Chris Meyer",
                     *           "email": "chris@example.com",
                     *           "phone": "+49 30 1234567",
                     *           "notes": "Allergic to some hair dyes",
                     *           "totalBookings": 3,
                     *           "createdAt": "2026-11-22T09:30:00.000Z",
                     *           "updatedAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 1,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cus_8hGfT2kLmN4pQ6rS8tUv */
                            id: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            notes: string | null;
                            totalBookings: number;
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
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Customer deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Customer deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "customers-create": {
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
                 *       "name": "Chris Meyer",
                 *       "email": "chris@example.com",
                 *       "phone": "+49 30 1234567",
                 *       "notes": "Allergic to some hair dyes"
                 *     }
                 */
                "application/json": {
                    name: string;
                    email?: string | null;
                    phone?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "cus_8hGfT2kLmN4pQ6rS8tUv",
                     *         "name": "Chris Meyer",
                     *         "email": "chris@example.com",
                     *         "phone": "+49 30 1234567",
                     *         "notes": "Allergic to some hair dyes",
                     *         "totalBookings": 3,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Customer created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cus_8hGfT2kLmN4pQ6rS8tUv */
                            id: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            notes: string | null;
                            totalBookings: number;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Customer created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Customer created"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "customers-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example cus_9wB2kTqZ8mN3pL5vR7xY */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "cus_8hGfT2kLmN4pQ6rS8tUv",
                     *         "name": "Chris Meyer",
                     *         "email": "chris@example.com",
                     *         "phone": "+49 30 1234567",
                     *         "notes": "Allergic to some hair dyes",
                     *         "totalBookings": 3,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cus_8hGfT2kLmN4pQ6rS8tUv */
                            id: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            notes: string | null;
                            totalBookings: number;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Customer deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Customer deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "customers-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example cus_9wB2kTqZ8mN3pL5vR7xY */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Chris Meyer",
                 *       "email": "chris@example.com",
                 *       "phone": "+49 30 1234567",
                 *       "notes": "Allergic to some hair dyes"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    email?: string | null;
                    phone?: string | null;
                    notes?: string | null;
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "cus_8hGfT2kLmN4pQ6rS8tUv",
                     *         "name": "Chris Meyer",
                     *         "email": "chris@example.com",
                     *         "phone": "+49 30 1234567",
                     *         "notes": "Allergic to some hair dyes",
                     *         "totalBookings": 3,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Customer updated"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cus_8hGfT2kLmN4pQ6rS8tUv */
                            id: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            notes: string | null;
                            totalBookings: number;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Customer updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Customer updated"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "services-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /** @example true */
                active?: boolean;
                /** @example haircut */
                category?: string;
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "svc_2bX9kLmQ4rT6vW8yZ1aC",
                     *           "name": "Haircut & blow-dry",
                     *           "description": "Wash, cut and blow-dry",
                     *           "category": "haircut",
                     *           "duration": 45,
                     *           "price": 39.5,
                     *           "currency": "EUR",
                     *           "bufferBeforeMinutes": 0,
                     *           "bufferAfterMinutes": 10,
                     *           "requirements": [
                     *             {
                     *               "resourceIds": [
                     *                 "res_4kP8sW2nQ6vX9zB3mD7f"
                     *               ],
                     *               "quantity": 1
                     *             }
                     *           ],
                     *           "capacity": 1,
                     *           "maxSeatsPerBooking": 4,
                     *           "sessions": "open",
                     *           "isActive": true,
                     *           "createdAt": "2026-11-22T09:30:00.000Z",
                     *           "updatedAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 1,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example svc_2bX9kLmQ4rT6vW8yZ1aC */
                            id: string;
                            name: string;
                            description: string | null;
                            category: string | null;
                            /** @description Minutes */
                            duration: number;
                            /** @description Major units of `currency` */
                            price: number;
                            /** @example EUR */
                            currency: string;
                            /**
                             * @description Minutes the staff member is kept free before each booking
                             * @example 0
                             */
                            bufferBeforeMinutes: number;
                            /**
                             * @description Minutes the staff member is kept free after each booking
                             * @example 10
                             */
                            bufferAfterMinutes: number;
                            /** @description What each booking needs besides its staff member; [] when nothing */
                            requirements: {
                                /**
                                 * @description Resources any one of which can meet the requirement, in the order they are tried
                                 * @example [
                                 *       "res_4kP8sW2nQ6vX9zB3mD7f"
                                 *     ]
                                 */
                                resourceIds: string[];
                                /**
                                 * @description Units of one of those resources each booking holds
                                 * @example 1
                                 */
                                quantity: number;
                            }[];
                            /**
                             * @description Seats per session: above 1, bookings take seats in shared class sessions
                             * @example 1
                             */
                            capacity: number;
                            /**
                             * @description Class services: the most seats one booking made with a public or customer key may take (provider keys: the capacity)
                             * @example 4
                             */
                            maxSeatsPerBooking: number;
                            /**
                             * @description Class services: `open` (a booking at a free time opens a session there) or `published` (only published sessions)
                             * @enum {string}
                             */
                            sessions: "open" | "published";
                            isActive: boolean;
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
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "services-create": {
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
                 *       "name": "Haircut & blow-dry",
                 *       "duration": 45,
                 *       "price": 39.5,
                 *       "description": "Wash, cut and blow-dry",
                 *       "category": "haircut",
                 *       "bufferBeforeMinutes": 1,
                 *       "bufferAfterMinutes": 1,
                 *       "requirements": [
                 *         {
                 *           "resourceIds": [
                 *             "res_2bAsInS7kQ9mW4xT1vZc"
                 *           ],
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "capacity": 1,
                 *       "maxSeatsPerBooking": 4,
                 *       "sessions": "open",
                 *       "isActive": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    duration: number;
                    price: number;
                    description?: string | null;
                    category?: string | null;
                    bufferBeforeMinutes?: number;
                    bufferAfterMinutes?: number;
                    /** @description Each entry needs `quantity` units (default 1) of any one of `resourceIds` (tried in that order) for each booking's whole occupied range, buffers included. A resource may be listed once across all entries; 404 names a resource the provider does not have, 400 a quantity no listed resource has. [] (the default) needs nothing. */
                    requirements?: {
                        /**
                         * @example [
                         *       "res_2bAsInS7kQ9mW4xT1vZc"
                         *     ]
                         */
                        resourceIds: string[];
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    /** @description Seats per session (default 1). Above 1 the service is a class: bookings of one member and start share a session and each takes `seats`; the session occupies the member and the resources once. */
                    capacity?: number;
                    /**
                     * @description Class services: the most seats one booking made with a public key (a booking page) or a customer key may take (default 4; 400 naming this setting beyond). Provider keys may book up to the capacity. A visitor's seats also count one by one against the provider's `publicMaxUpcomingPerEmail`.
                     * @example 4
                     */
                    maxSeatsPerBooking?: number;
                    /**
                     * @description `open` (default): a class booking at a free time opens a session there. `published`: only sessions published with POST /v1/sessions are booked (a class even with capacity 1).
                     * @enum {string}
                     */
                    sessions?: "open" | "published";
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "svc_2bX9kLmQ4rT6vW8yZ1aC",
                     *         "name": "Haircut & blow-dry",
                     *         "description": "Wash, cut and blow-dry",
                     *         "category": "haircut",
                     *         "duration": 45,
                     *         "price": 39.5,
                     *         "currency": "EUR",
                     *         "bufferBeforeMinutes": 0,
                     *         "bufferAfterMinutes": 10,
                     *         "requirements": [
                     *           {
                     *             "resourceIds": [
                     *               "res_4kP8sW2nQ6vX9zB3mD7f"
                     *             ],
                     *             "quantity": 1
                     *           }
                     *         ],
                     *         "capacity": 1,
                     *         "maxSeatsPerBooking": 4,
                     *         "sessions": "open",
                     *         "isActive": true,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Service created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example svc_2bX9kLmQ4rT6vW8yZ1aC */
                            id: string;
                            name: string;
                            description: string | null;
                            category: string | null;
                            /** @description Minutes */
                            duration: number;
                            /** @description Major units of `currency` */
                            price: number;
                            /** @example EUR */
                            currency: string;
                            /**
                             * @description Minutes the staff member is kept free before each booking
                             * @example 0
                             */
                            bufferBeforeMinutes: number;
                            /**
                             * @description Minutes the staff member is kept free after each booking
                             * @example 10
                             */
                            bufferAfterMinutes: number;
                            /** @description What each booking needs besides its staff member; [] when nothing */
                            requirements: {
                                /**
                                 * @description Resources any one of which can meet the requirement, in the order they are tried
                                 * @example [
                                 *       "res_4kP8sW2nQ6vX9zB3mD7f"
                                 *     ]
                                 */
                                resourceIds: string[];
                                /**
                                 * @description Units of one of those resources each booking holds
                                 * @example 1
                                 */
                                quantity: number;
                            }[];
                            /**
                             * @description Seats per session: above 1, bookings take seats in shared class sessions
                             * @example 1
                             */
                            capacity: number;
                            /**
                             * @description Class services: the most seats one booking made with a public or customer key may take (provider keys: the capacity)
                             * @example 4
                             */
                            maxSeatsPerBooking: number;
                            /**
                             * @description Class services: `open` (a booking at a free time opens a session there) or `published` (only published sessions)
                             * @enum {string}
                             */
                            sessions: "open" | "published";
                            isActive: boolean;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service created"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "services-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example svc_5vR7xY9wB3kTqZ8mN2pL */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "svc_2bX9kLmQ4rT6vW8yZ1aC",
                     *         "name": "Haircut & blow-dry",
                     *         "description": "Wash, cut and blow-dry",
                     *         "category": "haircut",
                     *         "duration": 45,
                     *         "price": 39.5,
                     *         "currency": "EUR",
                     *         "bufferBeforeMinutes": 0,
                     *         "bufferAfterMinutes": 10,
                     *         "requirements": [
                     *           {
                     *             "resourceIds": [
                     *               "res_4kP8sW2nQ6vX9zB3mD7f"
                     *             ],
                     *             "quantity": 1
                     *           }
                     *         ],
                     *         "capacity": 1,
                     *         "maxSeatsPerBooking": 4,
                     *         "sessions": "open",
                     *         "isActive": true,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example svc_2bX9kLmQ4rT6vW8yZ1aC */
                            id: string;
                            name: string;
                            description: string | null;
                            category: string | null;
                            /** @description Minutes */
                            duration: number;
                            /** @description Major units of `currency` */
                            price: number;
                            /** @example EUR */
                            currency: string;
                            /**
                             * @description Minutes the staff member is kept free before each booking
                             * @example 0
                             */
                            bufferBeforeMinutes: number;
                            /**
                             * @description Minutes the staff member is kept free after each booking
                             * @example 10
                             */
                            bufferAfterMinutes: number;
                            /** @description What each booking needs besides its staff member; [] when nothing */
                            requirements: {
                                /**
                                 * @description Resources any one of which can meet the requirement, in the order they are tried
                                 * @example [
                                 *       "res_4kP8sW2nQ6vX9zB3mD7f"
                                 *     ]
                                 */
                                resourceIds: string[];
                                /**
                                 * @description Units of one of those resources each booking holds
                                 * @example 1
                                 */
                                quantity: number;
                            }[];
                            /**
                             * @description Seats per session: above 1, bookings take seats in shared class sessions
                             * @example 1
                             */
                            capacity: number;
                            /**
                             * @description Class services: the most seats one booking made with a public or customer key may take (provider keys: the capacity)
                             * @example 4
                             */
                            maxSeatsPerBooking: number;
                            /**
                             * @description Class services: `open` (a booking at a free time opens a session there) or `published` (only published sessions)
                             * @enum {string}
                             */
                            sessions: "open" | "published";
                            isActive: boolean;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "services-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example svc_5vR7xY9wB3kTqZ8mN2pL */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Haircut & blow-dry",
                 *       "duration": 45,
                 *       "price": 39.5,
                 *       "description": "Wash, cut and blow-dry",
                 *       "category": "haircut",
                 *       "bufferBeforeMinutes": 1,
                 *       "bufferAfterMinutes": 1,
                 *       "requirements": [
                 *         {
                 *           "resourceIds": [
                 *             "res_2bAsInS7kQ9mW4xT1vZc"
                 *           ],
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "capacity": 1,
                 *       "maxSeatsPerBooking": 4,
                 *       "sessions": "open",
                 *       "isActive": true
                 *     }
                 */
                "application/json": {
                    name?: string;
                    duration?: number;
                    price?: number;
                    description?: string | null;
                    category?: string | null;
                    bufferBeforeMinutes?: number;
                    bufferAfterMinutes?: number;
                    /** @description Each entry needs `quantity` units (default 1) of any one of `resourceIds` (tried in that order) for each booking's whole occupied range, buffers included. A resource may be listed once across all entries; 404 names a resource the provider does not have, 400 a quantity no listed resource has. [] (the default) needs nothing. */
                    requirements?: {
                        /**
                         * @example [
                         *       "res_2bAsInS7kQ9mW4xT1vZc"
                         *     ]
                         */
                        resourceIds: string[];
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    /** @description Seats per session (default 1). Above 1 the service is a class: bookings of one member and start share a session and each takes `seats`; the session occupies the member and the resources once. */
                    capacity?: number;
                    /**
                     * @description Class services: the most seats one booking made with a public key (a booking page) or a customer key may take (default 4; 400 naming this setting beyond). Provider keys may book up to the capacity. A visitor's seats also count one by one against the provider's `publicMaxUpcomingPerEmail`.
                     * @example 4
                     */
                    maxSeatsPerBooking?: number;
                    /**
                     * @description `open` (default): a class booking at a free time opens a session there. `published`: only sessions published with POST /v1/sessions are booked (a class even with capacity 1).
                     * @enum {string}
                     */
                    sessions?: "open" | "published";
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "svc_2bX9kLmQ4rT6vW8yZ1aC",
                     *         "name": "Haircut & blow-dry",
                     *         "description": "Wash, cut and blow-dry",
                     *         "category": "haircut",
                     *         "duration": 45,
                     *         "price": 39.5,
                     *         "currency": "EUR",
                     *         "bufferBeforeMinutes": 0,
                     *         "bufferAfterMinutes": 10,
                     *         "requirements": [
                     *           {
                     *             "resourceIds": [
                     *               "res_4kP8sW2nQ6vX9zB3mD7f"
                     *             ],
                     *             "quantity": 1
                     *           }
                     *         ],
                     *         "capacity": 1,
                     *         "maxSeatsPerBooking": 4,
                     *         "sessions": "open",
                     *         "isActive": true,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Service updated"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example svc_2bX9kLmQ4rT6vW8yZ1aC */
                            id: string;
                            name: string;
                            description: string | null;
                            category: string | null;
                            /** @description Minutes */
                            duration: number;
                            /** @description Major units of `currency` */
                            price: number;
                            /** @example EUR */
                            currency: string;
                            /**
                             * @description Minutes the staff member is kept free before each booking
                             * @example 0
                             */
                            bufferBeforeMinutes: number;
                            /**
                             * @description Minutes the staff member is kept free after each booking
                             * @example 10
                             */
                            bufferAfterMinutes: number;
                            /** @description What each booking needs besides its staff member; [] when nothing */
                            requirements: {
                                /**
                                 * @description Resources any one of which can meet the requirement, in the order they are tried
                                 * @example [
                                 *       "res_4kP8sW2nQ6vX9zB3mD7f"
                                 *     ]
                                 */
                                resourceIds: string[];
                                /**
                                 * @description Units of one of those resources each booking holds
                                 * @example 1
                                 */
                                quantity: number;
                            }[];
                            /**
                             * @description Seats per session: above 1, bookings take seats in shared class sessions
                             * @example 1
                             */
                            capacity: number;
                            /**
                             * @description Class services: the most seats one booking made with a public or customer key may take (provider keys: the capacity)
                             * @example 4
                             */
                            maxSeatsPerBooking: number;
                            /**
                             * @description Class services: `open` (a booking at a free time opens a session there) or `published` (only published sessions)
                             * @enum {string}
                             */
                            sessions: "open" | "published";
                            isActive: boolean;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service updated"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "resources-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /** @example true */
                active?: boolean;
                /** @example 09:00 */
                kind?: string;
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "res_4fK8mQ2xT9vB6nW1zR3c",
                     *           "name": "Treatment room 1",
                     *           "kind": "room",
                     *           "quantity": 1,
                     *           "active": false,
                     *           "createdAt": "2026-11-22T09:30:00.000Z",
                     *           "updatedAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 1,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example res_4fK8mQ2xT9vB6nW1zR3c */
                            id: string;
                            /** @example Treatment room 1 */
                            name: string;
                            /**
                             * @description Free text to group resources by
                             * @example room
                             */
                            kind: string | null;
                            /**
                             * @description Identical units (1–100): a pool of three dryers is one resource of quantity 3
                             * @example 1
                             */
                            quantity: number;
                            /** @description false: retired, kept but no longer offered */
                            active: boolean;
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
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Resource deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Resource deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "resources-create": {
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
                 *       "name": "09:00",
                 *       "kind": "09:00",
                 *       "quantity": 1,
                 *       "active": false
                 *     }
                 */
                "application/json": {
                    name: string;
                    kind?: string | null;
                    quantity?: number;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "res_4fK8mQ2xT9vB6nW1zR3c",
                     *         "name": "Treatment room 1",
                     *         "kind": "room",
                     *         "quantity": 1,
                     *         "active": false,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Resource created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example res_4fK8mQ2xT9vB6nW1zR3c */
                            id: string;
                            /** @example Treatment room 1 */
                            name: string;
                            /**
                             * @description Free text to group resources by
                             * @example room
                             */
                            kind: string | null;
                            /**
                             * @description Identical units (1–100): a pool of three dryers is one resource of quantity 3
                             * @example 1
                             */
                            quantity: number;
                            /** @description false: retired, kept but no longer offered */
                            active: boolean;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Resource created",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Resource created"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "resources-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example res_4fK8mQ2xT9vB6nW1zR3c */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "res_4fK8mQ2xT9vB6nW1zR3c",
                     *         "name": "Treatment room 1",
                     *         "kind": "room",
                     *         "quantity": 1,
                     *         "active": false,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example res_4fK8mQ2xT9vB6nW1zR3c */
                            id: string;
                            /** @example Treatment room 1 */
                            name: string;
                            /**
                             * @description Free text to group resources by
                             * @example room
                             */
                            kind: string | null;
                            /**
                             * @description Identical units (1–100): a pool of three dryers is one resource of quantity 3
                             * @example 1
                             */
                            quantity: number;
                            /** @description false: retired, kept but no longer offered */
                            active: boolean;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Resource deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Resource deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "resources-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example res_4fK8mQ2xT9vB6nW1zR3c */
                id: string;
            };
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
                     *       "success": true,
                     *       "message": "Resource deleted"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Resource deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Resource deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "resources-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example res_4fK8mQ2xT9vB6nW1zR3c */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "09:00",
                 *       "kind": "09:00",
                 *       "quantity": 1,
                 *       "active": false
                 *     }
                 */
                "application/json": {
                    name?: string;
                    kind?: string | null;
                    quantity?: number;
                    active?: boolean;
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "res_4fK8mQ2xT9vB6nW1zR3c",
                     *         "name": "Treatment room 1",
                     *         "kind": "room",
                     *         "quantity": 1,
                     *         "active": false,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Resource updated"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example res_4fK8mQ2xT9vB6nW1zR3c */
                            id: string;
                            /** @example Treatment room 1 */
                            name: string;
                            /**
                             * @description Free text to group resources by
                             * @example room
                             */
                            kind: string | null;
                            /**
                             * @description Identical units (1–100): a pool of three dryers is one resource of quantity 3
                             * @example 1
                             */
                            quantity: number;
                            /** @description false: retired, kept but no longer offered */
                            active: boolean;
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
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Resource updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Resource updated"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimitIfKnown"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemainingIfKnown"];
                    "RateLimit-Reset": components["headers"]["RateLimitResetIfKnown"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "sessions-list": {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                limit?: number;
                /** @example svc_5vR7xY9wB3kTqZ8mN2pL */
                serviceId?: string;
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                staffId?: string;
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "ses_7hR2kN5pQ8wT3vX6zB1d",
                     *           "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "start": "2026-11-23T17:00:00.000Z",
                     *           "end": "2026-11-23T18:00:00.000Z",
                     *           "capacity": 12,
                     *           "seatsTaken": 5,
                     *           "seatsLeft": 7,
                     *           "published": false,
                     *           "resources": [
                     *             {
                     *               "resourceId": "res_4kP8sW2nQ6vX9zB3mD7f",
                     *               "units": 1
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 1,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example ses_7hR2kN5pQ8wT3vX6zB1d */
                            id: string;
                            serviceId: string;
                            staffId: string;
                            /**
                             * Format: date-time
                             * @description The session's start (UTC): what its bookings send as dateTime
                             * @example 2026-11-23T17:00:00.000Z
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description Its end (UTC), the service's buffers not included
                             * @example 2026-11-23T18:00:00.000Z
                             */
                            end: string;
                            /**
                             * @description Seats in the session (the service's capacity when it was opened)
                             * @example 12
                             */
                            capacity: number;
                            /**
                             * @description Seats taken by its held, pending and confirmed bookings
                             * @example 5
                             */
                            seatsTaken: number;
                            /** @example 7 */
                            seatsLeft: number;
                            /** @description Published by the provider (kept while empty); false: opened by its first booking, closed when left empty */
                            published: boolean;
                            /** @description The resources' units the session holds (once, whatever its seats) */
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
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Session deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Session deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "sessions-create": {
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
                 *       "serviceId": "svc_4yOgAcLaSs8mN2pL5vRx",
                 *       "staffId": "staff_8TeAcHeR2kQ9mW4xT1vZ",
                 *       "start": "2027-05-03T18:00:00+02:00"
                 *     }
                 */
                "application/json": {
                    /** @example svc_4yOgAcLaSs8mN2pL5vRx */
                    serviceId: string;
                    /** @example staff_8TeAcHeR2kQ9mW4xT1vZ */
                    staffId: string;
                    /**
                     * Format: date-time
                     * @example 2027-05-03T18:00:00+02:00
                     */
                    start: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "ses_7hR2kN5pQ8wT3vX6zB1d",
                     *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *         "start": "2026-11-23T17:00:00.000Z",
                     *         "end": "2026-11-23T18:00:00.000Z",
                     *         "capacity": 12,
                     *         "seatsTaken": 5,
                     *         "seatsLeft": 7,
                     *         "published": false,
                     *         "resources": [
                     *           {
                     *             "resourceId": "res_4kP8sW2nQ6vX9zB3mD7f",
                     *             "units": 1
                     *           }
                     *         ],
                     *         "createdAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Session published"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example ses_7hR2kN5pQ8wT3vX6zB1d */
                            id: string;
                            serviceId: string;
                            staffId: string;
                            /**
                             * Format: date-time
                             * @description The session's start (UTC): what its bookings send as dateTime
                             * @example 2026-11-23T17:00:00.000Z
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description Its end (UTC), the service's buffers not included
                             * @example 2026-11-23T18:00:00.000Z
                             */
                            end: string;
                            /**
                             * @description Seats in the session (the service's capacity when it was opened)
                             * @example 12
                             */
                            capacity: number;
                            /**
                             * @description Seats taken by its held, pending and confirmed bookings
                             * @example 5
                             */
                            seatsTaken: number;
                            /** @example 7 */
                            seatsLeft: number;
                            /** @description Published by the provider (kept while empty); false: opened by its first booking, closed when left empty */
                            published: boolean;
                            /** @description The resources' units the session holds (once, whatever its seats) */
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
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Session published",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Session published"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "sessions-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ses_7hR2kN5pQ8wT3vX6zB1d */
                id: string;
            };
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "ses_7hR2kN5pQ8wT3vX6zB1d",
                     *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *         "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *         "start": "2026-11-23T17:00:00.000Z",
                     *         "end": "2026-11-23T18:00:00.000Z",
                     *         "capacity": 12,
                     *         "seatsTaken": 5,
                     *         "seatsLeft": 7,
                     *         "published": false,
                     *         "resources": [
                     *           {
                     *             "resourceId": "res_4kP8sW2nQ6vX9zB3mD7f",
                     *             "units": 1
                     *           }
                     *         ],
                     *         "createdAt": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example ses_7hR2kN5pQ8wT3vX6zB1d */
                            id: string;
                            serviceId: string;
                            staffId: string;
                            /**
                             * Format: date-time
                             * @description The session's start (UTC): what its bookings send as dateTime
                             * @example 2026-11-23T17:00:00.000Z
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description Its end (UTC), the service's buffers not included
                             * @example 2026-11-23T18:00:00.000Z
                             */
                            end: string;
                            /**
                             * @description Seats in the session (the service's capacity when it was opened)
                             * @example 12
                             */
                            capacity: number;
                            /**
                             * @description Seats taken by its held, pending and confirmed bookings
                             * @example 5
                             */
                            seatsTaken: number;
                            /** @example 7 */
                            seatsLeft: number;
                            /** @description Published by the provider (kept while empty); false: opened by its first booking, closed when left empty */
                            published: boolean;
                            /** @description The resources' units the session holds (once, whatever its seats) */
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
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Session deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Session deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "sessions-delete": {
        parameters: {
            query?: {
                /** @example The customer asked to cancel */
                reason?: string;
            };
            header?: never;
            path: {
                /** @example ses_7hR2kN5pQ8wT3vX6zB1d */
                id: string;
            };
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
                     *       "success": true,
                     *       "message": "Session cancelled",
                     *       "data": {
                     *         "cancelledBookings": 7
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            /**
                             * @description Bookings cancelled with it
                             * @example 7
                             */
                            cancelledBookings: number;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Session cancelled",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Session cancelled"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "settings-get": {
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
                     *       "success": true,
                     *       "data": {
                     *         "name": "Salon Nord",
                     *         "category": "hair salon",
                     *         "location": "Berlin",
                     *         "timezone": "Europe/Berlin",
                     *         "currency": "EUR",
                     *         "slotMinutes": 30,
                     *         "minNoticeMinutes": 60,
                     *         "maxAdvanceDays": 90,
                     *         "cancellationNoticeMinutes": 0,
                     *         "assignment": "least_busy",
                     *         "publicVerification": "none",
                     *         "holdMinutes": 15,
                     *         "publicMaxUpcomingPerEmail": 3,
                     *         "publicBookingsPerHour": 30,
                     *         "confirmation": "manual",
                     *         "pendingExpiresAfterHours": 24,
                     *         "notifyEmail": "frontdesk@salon-nord.example",
                     *         "notifyOn": [
                     *           "booking.created",
                     *           "booking.rescheduled",
                     *           "booking.cancelled"
                     *         ],
                     *         "replyTo": "hello@salon-nord.example",
                     *         "locale": "de"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            name: string;
                            category: string;
                            location: string;
                            /**
                             * @description IANA time zone of schedules, dates and slots
                             * @example Europe/Berlin
                             */
                            timezone: string;
                            /** @example EUR */
                            currency: string;
                            /**
                             * @description Length of a schedule slot and step between offered start times
                             * @example 30
                             */
                            slotMinutes: number;
                            /**
                             * @description Customers cannot book a start sooner than this after now; provider keys can (walk-ins), but never in the past
                             * @example 60
                             */
                            minNoticeMinutes: number;
                            /**
                             * @description Customers cannot book a start more than this many days ahead
                             * @example 90
                             */
                            maxAdvanceDays: number;
                            /**
                             * @description Customers cannot cancel or reschedule later than this before the start
                             * @example 0
                             */
                            cancellationNoticeMinutes: number;
                            /**
                             * @description How a staff member is picked when a booking names none: `least_busy` (fewest bookings that day) or `round_robin` (the member booked longest ago)
                             * @enum {string}
                             */
                            assignment: "least_busy" | "round_robin";
                            /**
                             * @description `email`: a booking made with a public key (the booking page) is held for `holdMinutes` and becomes pending (confirmed with `confirmation: auto`) only when the visitor follows the link emailed to them; an unverified hold lapses without a trace. `none`: it is pending (or confirmed) at once.
                             * @enum {string}
                             */
                            publicVerification: "none" | "email";
                            /**
                             * @description How long a held booking keeps its time without verification (1-60)
                             * @example 15
                             */
                            holdMinutes: number;
                            /**
                             * @description Upcoming held, pending or confirmed bookings one email address may have through public keys (1-100), each seat of a class counted as one; more answer 429
                             * @example 3
                             */
                            publicMaxUpcomingPerEmail: number;
                            /**
                             * @description Bookings all public keys together may make in any hour (1-10000); more answer 429, and the provider is told once an hour
                             * @example 30
                             */
                            publicBookingsPerHour: number;
                            /**
                             * @description `manual`: bookings customers and visitors make wait, `pending`, until the provider confirms them; `auto`: they are `confirmed` at once (a visitor's booking held for email verification is confirmed when verified)
                             * @enum {string}
                             */
                            confirmation: "manual" | "auto";
                            /**
                             * @description A pending booking not confirmed this many hours after it was made is cancelled with the reason "not confirmed in time" and the customer is told (1-168); null: pending bookings wait for ever
                             * @example 24
                             */
                            pendingExpiresAfterHours: number | null;
                            /**
                             * @description Where the provider is emailed about bookings customers and visitors make, move or cancel (see notifyOn); null: no email
                             * @example frontdesk@salon-nord.example
                             */
                            notifyEmail: string | null;
                            /**
                             * @description Which of those changes the provider is emailed about
                             * @example [
                             *       "booking.created",
                             *       "booking.rescheduled",
                             *       "booking.cancelled"
                             *     ]
                             */
                            notifyOn: ("booking.created" | "booking.rescheduled" | "booking.cancelled")[];
                            /**
                             * @description The Reply-To address of customers' emails (they come from the service's sender, in the provider's name); null: none
                             * @example hello@salon-nord.example
                             */
                            replyTo: string | null;
                            /**
                             * @description The language of customers' emails and in-app notifications when their booking did not say which (en, de, fr, es), and of the provider's own emails and in-app notifications
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Record deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Record deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "settings-update": {
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
                 *       "name": "Salon Nord",
                 *       "category": "hair salon",
                 *       "location": "Hamburg",
                 *       "timezone": "Europe/Berlin",
                 *       "currency": "EUR",
                 *       "slotMinutes": 30,
                 *       "minNoticeMinutes": 120,
                 *       "maxAdvanceDays": 60,
                 *       "cancellationNoticeMinutes": 1440,
                 *       "assignment": "least_busy",
                 *       "publicVerification": "email",
                 *       "holdMinutes": 15,
                 *       "publicMaxUpcomingPerEmail": 3,
                 *       "publicBookingsPerHour": 30,
                 *       "confirmation": "auto",
                 *       "pendingExpiresAfterHours": 24,
                 *       "notifyEmail": "frontdesk@salon-nord.example",
                 *       "notifyOn": [
                 *         "booking.created"
                 *       ],
                 *       "replyTo": "hello@salon-nord.example",
                 *       "locale": "de"
                 *     }
                 */
                "application/json": {
                    /** @example Salon Nord */
                    name?: string;
                    /** @example hair salon */
                    category?: string;
                    /** @example Hamburg */
                    location?: string;
                    /** @example Europe/Berlin */
                    timezone?: string;
                    /** @example EUR */
                    currency?: string;
                    /** @example 30 */
                    slotMinutes?: number;
                    /** @example 120 */
                    minNoticeMinutes?: number;
                    /** @example 60 */
                    maxAdvanceDays?: number;
                    /** @example 1440 */
                    cancellationNoticeMinutes?: number;
                    /** @enum {string} */
                    assignment?: "least_busy" | "round_robin";
                    /**
                     * @example email
                     * @enum {string}
                     */
                    publicVerification?: "none" | "email";
                    /** @example 15 */
                    holdMinutes?: number;
                    /** @example 3 */
                    publicMaxUpcomingPerEmail?: number;
                    /** @example 30 */
                    publicBookingsPerHour?: number;
                    /**
                     * @example auto
                     * @enum {string}
                     */
                    confirmation?: "manual" | "auto";
                    /** @example 24 */
                    pendingExpiresAfterHours?: number | null;
                    /** @example frontdesk@salon-nord.example */
                    notifyEmail?: string | null;
                    notifyOn?: ("booking.created" | "booking.rescheduled" | "booking.cancelled")[];
                    /** @example hello@salon-nord.example */
                    replyTo?: string | null;
                    /**
                     * @example de
                     * @enum {string}
                     */
                    locale?: "en" | "de" | "fr" | "es";
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
                     *       "success": true,
                     *       "data": {
                     *         "name": "Salon Nord",
                     *         "category": "hair salon",
                     *         "location": "Berlin",
                     *         "timezone": "Europe/Berlin",
                     *         "currency": "EUR",
                     *         "slotMinutes": 30,
                     *         "minNoticeMinutes": 60,
                     *         "maxAdvanceDays": 90,
                     *         "cancellationNoticeMinutes": 0,
                     *         "assignment": "least_busy",
                     *         "publicVerification": "none",
                     *         "holdMinutes": 15,
                     *         "publicMaxUpcomingPerEmail": 3,
                     *         "publicBookingsPerHour": 30,
                     *         "confirmation": "manual",
                     *         "pendingExpiresAfterHours": 24,
                     *         "notifyEmail": "frontdesk@salon-nord.example",
                     *         "notifyOn": [
                     *           "booking.created",
                     *           "booking.rescheduled",
                     *           "booking.cancelled"
                     *         ],
                     *         "replyTo": "hello@salon-nord.example",
                     *         "locale": "de"
                     *       },
                     *       "message": "Settings updated"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            name: string;
                            category: string;
                            location: string;
                            /**
                             * @description IANA time zone of schedules, dates and slots
                             * @example Europe/Berlin
                             */
                            timezone: string;
                            /** @example EUR */
                            currency: string;
                            /**
                             * @description Length of a schedule slot and step between offered start times
                             * @example 30
                             */
                            slotMinutes: number;
                            /**
                             * @description Customers cannot book a start sooner than this after now; provider keys can (walk-ins), but never in the past
                             * @example 60
                             */
                            minNoticeMinutes: number;
                            /**
                             * @description Customers cannot book a start more than this many days ahead
                             * @example 90
                             */
                            maxAdvanceDays: number;
                            /**
                             * @description Customers cannot cancel or reschedule later than this before the start
                             * @example 0
                             */
                            cancellationNoticeMinutes: number;
                            /**
                             * @description How a staff member is picked when a booking names none: `least_busy` (fewest bookings that day) or `round_robin` (the member booked longest ago)
                             * @enum {string}
                             */
                            assignment: "least_busy" | "round_robin";
                            /**
                             * @description `email`: a booking made with a public key (the booking page) is held for `holdMinutes` and becomes pending (confirmed with `confirmation: auto`) only when the visitor follows the link emailed to them; an unverified hold lapses without a trace. `none`: it is pending (or confirmed) at once.
                             * @enum {string}
                             */
                            publicVerification: "none" | "email";
                            /**
                             * @description How long a held booking keeps its time without verification (1-60)
                             * @example 15
                             */
                            holdMinutes: number;
                            /**
                             * @description Upcoming held, pending or confirmed bookings one email address may have through public keys (1-100), each seat of a class counted as one; more answer 429
                             * @example 3
                             */
                            publicMaxUpcomingPerEmail: number;
                            /**
                             * @description Bookings all public keys together may make in any hour (1-10000); more answer 429, and the provider is told once an hour
                             * @example 30
                             */
                            publicBookingsPerHour: number;
                            /**
                             * @description `manual`: bookings customers and visitors make wait, `pending`, until the provider confirms them; `auto`: they are `confirmed` at once (a visitor's booking held for email verification is confirmed when verified)
                             * @enum {string}
                             */
                            confirmation: "manual" | "auto";
                            /**
                             * @description A pending booking not confirmed this many hours after it was made is cancelled with the reason "not confirmed in time" and the customer is told (1-168); null: pending bookings wait for ever
                             * @example 24
                             */
                            pendingExpiresAfterHours: number | null;
                            /**
                             * @description Where the provider is emailed about bookings customers and visitors make, move or cancel (see notifyOn); null: no email
                             * @example frontdesk@salon-nord.example
                             */
                            notifyEmail: string | null;
                            /**
                             * @description Which of those changes the provider is emailed about
                             * @example [
                             *       "booking.created",
                             *       "booking.rescheduled",
                             *       "booking.cancelled"
                             *     ]
                             */
                            notifyOn: ("booking.created" | "booking.rescheduled" | "booking.cancelled")[];
                            /**
                             * @description The Reply-To address of customers' emails (they come from the service's sender, in the provider's name); null: none
                             * @example hello@salon-nord.example
                             */
                            replyTo: string | null;
                            /**
                             * @description The language of customers' emails and in-app notifications when their booking did not say which (en, de, fr, es), and of the provider's own emails and in-app notifications
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Settings updated",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Settings updated"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "closures-list": {
        parameters: {
            query?: {
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "cls_8Jd3Kq1Zr5Tx7Wm2Vb4N",
                     *           "date": "2026-12-25",
                     *           "endDate": "2026-12-26",
                     *           "reason": "Christmas",
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cls_8Jd3Kq1Zr5Tx7Wm2Vb4N */
                            id: string;
                            /**
                             * @description First closed local date
                             * @example 2026-12-25
                             */
                            date: string;
                            /**
                             * @description Last closed local date (inclusive)
                             * @example 2026-12-26
                             */
                            endDate: string;
                            /** @example Christmas */
                            reason: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "closures-create": {
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
                 *       "date": "2026-12-25",
                 *       "endDate": "2026-12-26",
                 *       "reason": "Christmas"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-12-25
                     */
                    date: string;
                    /**
                     * Format: date
                     * @example 2026-12-26
                     */
                    endDate?: string;
                    /** @example Christmas */
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "cls_8Jd3Kq1Zr5Tx7Wm2Vb4N",
                     *         "date": "2026-12-25",
                     *         "endDate": "2026-12-26",
                     *         "reason": "Christmas",
                     *         "createdAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Closure added"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cls_8Jd3Kq1Zr5Tx7Wm2Vb4N */
                            id: string;
                            /**
                             * @description First closed local date
                             * @example 2026-12-25
                             */
                            date: string;
                            /**
                             * @description Last closed local date (inclusive)
                             * @example 2026-12-26
                             */
                            endDate: string;
                            /** @example Christmas */
                            reason: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Closure added",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Closure added"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "closures-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example cls_8Jd3Kq1Zr5Tx7Wm2Vb4N */
                id: string;
            };
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
                     *       "success": true,
                     *       "message": "Closure removed"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Closure removed",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Closure removed"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "keys-list": {
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
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "key_1c7fQ2mN9pL4vR6xY8wB",
                     *           "audience": "provider",
                     *           "prefix": "pk_8fKq2",
                     *           "origins": [
                     *             "09:00"
                     *           ],
                     *           "customerId": null,
                     *           "rateLimit": 1,
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example key_1c7fQ2mN9pL4vR6xY8wB */
                            id: string;
                            /**
                             * @description provider (sk_: everything), customer (ck_: one customer's own bookings) or public (pk_: the booking page's catalogue and booking)
                             * @enum {string}
                             */
                            audience: "provider" | "customer" | "public";
                            /**
                             * @description The key's first characters, to tell keys apart
                             * @example pk_8fKq2
                             */
                            prefix: string;
                            /** @description Public keys: the sites whose pages may call with the key (CORS) and frame the booking page */
                            origins: string[];
                            customerId: string | null;
                            /** @description Requests per minute of the key's own; null: its plan's */
                            rateLimit: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        }[];
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "keys-create": {
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
                 *       "audience": "public",
                 *       "origins": [
                 *         "https://salon-nord.example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    audience: "public" | "provider";
                    /**
                     * @example [
                     *       "https://salon-nord.example"
                     *     ]
                     */
                    origins?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "key_1c7fQ2mN9pL4vR6xY8wB",
                     *         "audience": "provider",
                     *         "prefix": "pk_8fKq2",
                     *         "origins": [
                     *           "09:00"
                     *         ],
                     *         "customerId": null,
                     *         "rateLimit": 1,
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "key": "pk_8fKq2…"
                     *       },
                     *       "message": "Key created: copy it now, it is not shown again"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example key_1c7fQ2mN9pL4vR6xY8wB */
                            id: string;
                            /**
                             * @description provider (sk_: everything), customer (ck_: one customer's own bookings) or public (pk_: the booking page's catalogue and booking)
                             * @enum {string}
                             */
                            audience: "provider" | "customer" | "public";
                            /**
                             * @description The key's first characters, to tell keys apart
                             * @example pk_8fKq2
                             */
                            prefix: string;
                            /** @description Public keys: the sites whose pages may call with the key (CORS) and frame the booking page */
                            origins: string[];
                            customerId: string | null;
                            /** @description Requests per minute of the key's own; null: its plan's */
                            rateLimit: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /**
                             * @description The key itself, shown this once
                             * @example pk_8fKq2…
                             */
                            key: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Key created: copy it now, it is not shown again",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Key created: copy it now, it is not shown again"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "keys-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example key_1c7fQ2mN9pL4vR6xY8wB */
                id: string;
            };
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
                     *       "success": true,
                     *       "message": "Key revoked"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Key revoked",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Key revoked"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "keys-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example key_1c7fQ2mN9pL4vR6xY8wB */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "origins": [
                 *         "https://salon-nord.example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @example [
                     *       "https://salon-nord.example"
                     *     ]
                     */
                    origins: string[];
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "key_1c7fQ2mN9pL4vR6xY8wB",
                     *         "audience": "provider",
                     *         "prefix": "pk_8fKq2",
                     *         "origins": [
                     *           "09:00"
                     *         ],
                     *         "customerId": null,
                     *         "rateLimit": 1,
                     *         "createdAt": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Origins saved"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example key_1c7fQ2mN9pL4vR6xY8wB */
                            id: string;
                            /**
                             * @description provider (sk_: everything), customer (ck_: one customer's own bookings) or public (pk_: the booking page's catalogue and booking)
                             * @enum {string}
                             */
                            audience: "provider" | "customer" | "public";
                            /**
                             * @description The key's first characters, to tell keys apart
                             * @example pk_8fKq2
                             */
                            prefix: string;
                            /** @description Public keys: the sites whose pages may call with the key (CORS) and frame the booking page */
                            origins: string[];
                            customerId: string | null;
                            /** @description Requests per minute of the key's own; null: its plan's */
                            rateLimit: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "message": "This operation needs a provider API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Origins saved",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Origins saved"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "availability-get": {
        parameters: {
            query: {
                /** @example svc_5vR7xY9wB3kTqZ8mN2pL */
                serviceId: string;
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                staffId?: string;
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
                /** @example Europe/Berlin */
                timezone?: string;
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
                     *       "success": true,
                     *       "data": {
                     *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *         "timezone": "Europe/Berlin",
                     *         "days": [
                     *           {
                     *             "date": "2026-11-23",
                     *             "slots": [
                     *               {
                     *                 "start": "2026-11-23T08:00:00.000Z",
                     *                 "end": "2026-11-23T08:45:00.000Z",
                     *                 "seatsLeft": 12,
                     *                 "staffIds": [
                     *                   "staff_3kTqZ8mN2pL5vR7xY9wB"
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "staffIdsOmitted": true,
                     *         "nextFrom": "2026-12-10"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            serviceId: string;
                            /** @example Europe/Berlin */
                            timezone: string;
                            days: {
                                /** @example 2026-11-23 */
                                date: string;
                                slots: {
                                    /**
                                     * @description Start instant (UTC); send it as the booking's dateTime
                                     * @example 2026-11-23T08:00:00.000Z
                                     */
                                    start: string;
                                    /**
                                     * @description End of the service (UTC), buffers not included
                                     * @example 2026-11-23T08:45:00.000Z
                                     */
                                    end: string;
                                    /**
                                     * @description Class services: the most seats one booking can take at this time (the seats left in a session, or the capacity where a new session would open)
                                     * @example 12
                                     */
                                    seatsLeft?: number;
                                    /** @description Members free at this time. Public keys and manage links see only the member they named (staffId), else none; left out when listing them would make the answer larger than 512 KB (see staffIdsOmitted) */
                                    staffIds?: string[];
                                }[];
                            }[];
                            /**
                             * @description The members free at each time were left out to keep the answer within 512 KB: ask for fewer days, or name a staffId
                             * @constant
                             */
                            staffIdsOmitted?: true;
                            /**
                             * @description The answer stops before `to` to stay within 512 KB: the days from this date on are not listed; ask again from it
                             * @example 2026-12-10
                             */
                            nextFrom?: string;
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "manage-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The manage link's token
                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "status": "held",
                     *         "dateTime": "2026-11-23T09:30:00.000Z",
                     *         "endTime": "2026-11-23T10:15:00.000Z",
                     *         "service": {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "duration": 45,
                     *           "price": 39.5
                     *         },
                     *         "staff": {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima"
                     *         },
                     *         "customer": {
                     *           "name": "Chris Meyer",
                     *           "phone": "+49 30 1234567"
                     *         },
                     *         "holdExpiresAt": "2026-11-22T09:30:00.000Z",
                     *         "provider": {
                     *           "name": "Salon Nord",
                     *           "timezone": "Europe/Berlin",
                     *           "currency": "EUR"
                     *         },
                     *         "customerTimezone": "America/New_York",
                     *         "locale": "de",
                     *         "changeableUntil": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                            id: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /**
                             * Format: date-time
                             * @example 2026-11-23T09:30:00.000Z
                             */
                            dateTime: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endTime: string;
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /** @description Who the booking is for: for a booking made on a booking page, the name and phone given there, nothing stored */
                            customer: {
                                name: string;
                                phone: string | null;
                            };
                            /** @description Held bookings: when the hold lapses unless verified (POST /v1/manage/{token}/verify); null otherwise */
                            holdExpiresAt: string | null;
                            provider: {
                                /** @example Salon Nord */
                                name: string;
                                /** @example Europe/Berlin */
                                timezone: string;
                                /** @example EUR */
                                currency: string;
                            };
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language of the booking's messages: what the customer's page spoke when they booked or last moved it, else the provider's (a page opened from the link speaks it when the browser asks for none it knows)
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                            /**
                             * Format: date-time
                             * @description Until when the booking can be moved or cancelled with this link (the provider's cancellation notice before the start)
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            changeableUntil: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "manage-availability": {
        parameters: {
            query?: {
                /** @example staff_3kTqZ8mN2pL5vR7xY9wB */
                staffId?: string;
                /** @example 2026-11-23 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
                /** @example Europe/Berlin */
                timezone?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The manage link's token
                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "serviceId": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *         "timezone": "Europe/Berlin",
                     *         "days": [
                     *           {
                     *             "date": "2026-11-23",
                     *             "slots": [
                     *               {
                     *                 "start": "2026-11-23T08:00:00.000Z",
                     *                 "end": "2026-11-23T08:45:00.000Z",
                     *                 "seatsLeft": 12,
                     *                 "staffIds": [
                     *                   "staff_3kTqZ8mN2pL5vR7xY9wB"
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "staffIdsOmitted": true,
                     *         "nextFrom": "2026-12-10"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            serviceId: string;
                            /** @example Europe/Berlin */
                            timezone: string;
                            days: {
                                /** @example 2026-11-23 */
                                date: string;
                                slots: {
                                    /**
                                     * @description Start instant (UTC); send it as the booking's dateTime
                                     * @example 2026-11-23T08:00:00.000Z
                                     */
                                    start: string;
                                    /**
                                     * @description End of the service (UTC), buffers not included
                                     * @example 2026-11-23T08:45:00.000Z
                                     */
                                    end: string;
                                    /**
                                     * @description Class services: the most seats one booking can take at this time (the seats left in a session, or the capacity where a new session would open)
                                     * @example 12
                                     */
                                    seatsLeft?: number;
                                    /** @description Members free at this time. Public keys and manage links see only the member they named (staffId), else none; left out when listing them would make the answer larger than 512 KB (see staffIdsOmitted) */
                                    staffIds?: string[];
                                }[];
                            }[];
                            /**
                             * @description The members free at each time were left out to keep the answer within 512 KB: ask for fewer days, or name a staffId
                             * @constant
                             */
                            staffIdsOmitted?: true;
                            /**
                             * @description The answer stops before `to` to stay within 512 KB: the days from this date on are not listed; ask again from it
                             * @example 2026-12-10
                             */
                            nextFrom?: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "manage-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The manage link's token
                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "The customer asked to cancel"
                 *     }
                 */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "status": "cancelled",
                     *         "dateTime": "2026-11-23T09:30:00.000Z",
                     *         "endTime": "2026-11-23T10:15:00.000Z",
                     *         "service": {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "duration": 45,
                     *           "price": 39.5
                     *         },
                     *         "staff": {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima"
                     *         },
                     *         "customer": {
                     *           "name": "Chris Meyer",
                     *           "phone": "+49 30 1234567"
                     *         },
                     *         "holdExpiresAt": "2026-11-22T09:30:00.000Z",
                     *         "provider": {
                     *           "name": "Salon Nord",
                     *           "timezone": "Europe/Berlin",
                     *           "currency": "EUR"
                     *         },
                     *         "customerTimezone": "America/New_York",
                     *         "locale": "de",
                     *         "changeableUntil": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Booking cancelled"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                            id: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /**
                             * Format: date-time
                             * @example 2026-11-23T09:30:00.000Z
                             */
                            dateTime: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endTime: string;
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /** @description Who the booking is for: for a booking made on a booking page, the name and phone given there, nothing stored */
                            customer: {
                                name: string;
                                phone: string | null;
                            };
                            /** @description Held bookings: when the hold lapses unless verified (POST /v1/manage/{token}/verify); null otherwise */
                            holdExpiresAt: string | null;
                            provider: {
                                /** @example Salon Nord */
                                name: string;
                                /** @example Europe/Berlin */
                                timezone: string;
                                /** @example EUR */
                                currency: string;
                            };
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language of the booking's messages: what the customer's page spoke when they booked or last moved it, else the provider's (a page opened from the link speaks it when the browser asks for none it knows)
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                            /**
                             * Format: date-time
                             * @description Until when the booking can be moved or cancelled with this link (the provider's cancellation notice before the start)
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            changeableUntil: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking cancelled",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking cancelled"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "manage-reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The manage link's token
                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dateTime": "2026-11-23T09:30:00.000Z",
                 *       "staffId": "staff_3kTqZ8mN2pL5vR7xY9wB",
                 *       "timezone": "America/New_York",
                 *       "locale": "de"
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    dateTime: string;
                    staffId?: string;
                    /**
                     * @description The IANA zone the customer's page shows times in; emails about the booking show times in it too
                     * @example America/New_York
                     */
                    timezone?: string;
                    /**
                     * @description The language the customer's page speaks (BCP 47); emails and in-app notifications about the booking speak it (en, de, fr, es; else the provider's)
                     * @example de
                     */
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "status": "held",
                     *         "dateTime": "2026-11-23T09:30:00.000Z",
                     *         "endTime": "2026-11-23T10:15:00.000Z",
                     *         "service": {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "duration": 45,
                     *           "price": 39.5
                     *         },
                     *         "staff": {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima"
                     *         },
                     *         "customer": {
                     *           "name": "Chris Meyer",
                     *           "phone": "+49 30 1234567"
                     *         },
                     *         "holdExpiresAt": "2026-11-22T09:30:00.000Z",
                     *         "provider": {
                     *           "name": "Salon Nord",
                     *           "timezone": "Europe/Berlin",
                     *           "currency": "EUR"
                     *         },
                     *         "customerTimezone": "America/New_York",
                     *         "locale": "de",
                     *         "changeableUntil": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Booking moved"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                            id: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /**
                             * Format: date-time
                             * @example 2026-11-23T09:30:00.000Z
                             */
                            dateTime: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endTime: string;
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /** @description Who the booking is for: for a booking made on a booking page, the name and phone given there, nothing stored */
                            customer: {
                                name: string;
                                phone: string | null;
                            };
                            /** @description Held bookings: when the hold lapses unless verified (POST /v1/manage/{token}/verify); null otherwise */
                            holdExpiresAt: string | null;
                            provider: {
                                /** @example Salon Nord */
                                name: string;
                                /** @example Europe/Berlin */
                                timezone: string;
                                /** @example EUR */
                                currency: string;
                            };
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language of the booking's messages: what the customer's page spoke when they booked or last moved it, else the provider's (a page opened from the link speaks it when the browser asks for none it knows)
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                            /**
                             * Format: date-time
                             * @description Until when the booking can be moved or cancelled with this link (the provider's cancellation notice before the start)
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            changeableUntil: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking moved",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking moved"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "manage-verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The manage link's token
                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "09:00"
                 *     }
                 */
                "application/json": {
                    /** @description The code from the email's link */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "bk_7fQ2mN9pL4vR6xY8wB1c",
                     *         "status": "held",
                     *         "dateTime": "2026-11-23T09:30:00.000Z",
                     *         "endTime": "2026-11-23T10:15:00.000Z",
                     *         "service": {
                     *           "id": "svc_5vR7xY9wB3kTqZ8mN2pL",
                     *           "name": "Haircut & blow-dry",
                     *           "duration": 45,
                     *           "price": 39.5
                     *         },
                     *         "staff": {
                     *           "id": "staff_3kTqZ8mN2pL5vR7xY9wB",
                     *           "name": "Ana Lima"
                     *         },
                     *         "customer": {
                     *           "name": "Chris Meyer",
                     *           "phone": "+49 30 1234567"
                     *         },
                     *         "holdExpiresAt": "2026-11-22T09:30:00.000Z",
                     *         "provider": {
                     *           "name": "Salon Nord",
                     *           "timezone": "Europe/Berlin",
                     *           "currency": "EUR"
                     *         },
                     *         "customerTimezone": "America/New_York",
                     *         "locale": "de",
                     *         "changeableUntil": "2026-11-22T09:30:00.000Z"
                     *       },
                     *       "message": "Booking verified"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example bk_7fQ2mN9pL4vR6xY8wB1c */
                            id: string;
                            /** @enum {string} */
                            status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                            /**
                             * Format: date-time
                             * @example 2026-11-23T09:30:00.000Z
                             */
                            dateTime: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endTime: string;
                            service: {
                                id: string;
                                name: string;
                                /** @description Minutes */
                                duration: number;
                                price: number;
                            };
                            staff: {
                                id: string;
                                name: string;
                            };
                            /** @description Who the booking is for: for a booking made on a booking page, the name and phone given there, nothing stored */
                            customer: {
                                name: string;
                                phone: string | null;
                            };
                            /** @description Held bookings: when the hold lapses unless verified (POST /v1/manage/{token}/verify); null otherwise */
                            holdExpiresAt: string | null;
                            provider: {
                                /** @example Salon Nord */
                                name: string;
                                /** @example Europe/Berlin */
                                timezone: string;
                                /** @example EUR */
                                currency: string;
                            };
                            /**
                             * @description The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said
                             * @example America/New_York
                             */
                            customerTimezone: string | null;
                            /**
                             * @description The language of the booking's messages: what the customer's page spoke when they booked or last moved it, else the provider's (a page opened from the link speaks it when the browser asks for none it knows)
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                            /**
                             * Format: date-time
                             * @description Until when the booking can be moved or cancelled with this link (the provider's cancellation notice before the start)
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            changeableUntil: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "message": "Booking verified",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Booking verified"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "message": "The request conflicts with the record's current state"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Request body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "message": "The request body is larger than 1 MiB"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description A body that is not `application/json` (refused from the headers, before the body is read) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "message": "Content-Type must be application/json; bodies of type multipart/form-data are not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "bookingPage-get": {
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
                     *       "success": true,
                     *       "data": {
                     *         "id": "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
                     *         "name": "Salon Nord",
                     *         "location": "Hamburg",
                     *         "timezone": "Europe/Berlin",
                     *         "locale": "de"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /**
                             * @description The provider's id
                             * @example 6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32
                             */
                            id: string;
                            /** @example Salon Nord */
                            name: string;
                            /** @example Hamburg */
                            location: string;
                            /**
                             * @description The provider's IANA time zone
                             * @example Europe/Berlin
                             */
                            timezone: string;
                            /**
                             * @description The provider's language, for visitors whose browser asks for none the page speaks
                             * @example de
                             * @enum {string}
                             */
                            locale: "en" | "de" | "fr" | "es";
                        };
                        message?: string;
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
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "UNAUTHORIZED",
                     *         "message": "Missing or invalid API key"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
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
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
    "manage-calendarFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The manage link's token
                 * @example Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     PRODID:-//booking-service//bookings//EN
                     *     BEGIN:VEVENT
                     *     …
                     *     END:VEVENT
                     *     END:VCALENDAR
                     */
                    "text/calendar": string;
                };
            };
            /** @description Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
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
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description No such record for this provider (records of other providers answer 404 too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "message": "The record does not exist for this provider"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The request (headers, or body) did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "message": "Service deleted",
                     *         "code": "BAD_REQUEST",
                     *         "details": [
                     *           {
                     *             "path": "email",
                     *             "message": "Service deleted"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "message": "Rate limit of 100 requests per minute exceeded; retry in 42 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description Unexpected server error (no internals are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "INTERNAL",
                     *         "message": "Internal server error"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
            /** @description The database is temporarily unavailable; retry */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "message": "The database is unavailable; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RestError"];
                };
            };
        };
    };
}
