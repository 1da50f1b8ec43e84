// The front desk: staff book on behalf of customers with a provider key (sk_…): pick a service and a
// staff member, see the week's free times, book one (confirming it at once if they like), see
// it confirmed, cancel it. A class shows its sessions' seats left and books seats. Every call is a
// typed tRPC procedure through @booking/client.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { createBookingClient, errorInfo, type BookingClient, type RouterOutputs } from "@booking/client";
import { forgetKey, initialKey, isApiKey, storeKey } from "./session";
import { addDays, bookableTimes, formatDay, formatInstant, todayIn } from "./time";

type Me = RouterOutputs["user"]["me"];
type Service = RouterOutputs["services"]["list"]["data"][number];
type StaffMember = RouterOutputs["staff"]["list"]["data"][number];
type Day = RouterOutputs["staff"]["schedule"]["data"]["schedule"][number];
type Booking = RouterOutputs["bookings"]["get"]["data"];

function message(error: unknown): string {
  const info = errorInfo(error);
  const details = info.details.map((d) => `${d.path}: ${d.message}`).join("; ");
  return details && !info.message.includes(details) ? `${info.message} (${details})` : info.message;
}

export function FrontDesk() {
  const [apiKey, setApiKey] = useState<string | null>(() => initialKey());
  const client = useMemo(() => (apiKey ? createBookingClient({ url: window.location.origin, apiKey }) : null), [apiKey]);
  const [me, setMe] = useState<Me | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    document.title = "Front desk";
  }, []);

  // A link with a new #key=… opened in this tab switches to that key.
  useEffect(() => {
    const onHashChange = () => {
      if (!new URLSearchParams(window.location.hash.replace(/^#/, "")).has("key")) return;
      setMe(null);
      setProblem(null);
      setApiKey(initialKey());
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    if (!client) return;
    let live = true;
    client.user.me
      .query({})
      .then((who) => {
        if (!live) return;
        if (who.audience !== "provider") {
          setProblem(
            "This page books on behalf of customers and needs a provider key (sk_…); customer keys (ck_…) cannot create bookings.",
          );
          return;
        }
        setMe(who);
      })
      .catch((error: unknown) => live && setProblem(message(error)));
    return () => {
      live = false;
    };
  }, [client]);

  const disconnect = () => {
    forgetKey();
    setApiKey(null);
    setMe(null);
    setProblem(null);
  };

  return (
    <div className="page">
      <header className="masthead">
        <div>
          <h1>Front desk: book for a customer</h1>
          {me && (
            <p className="provider" data-testid="provider">
              {me.provider.name} · {me.provider.location} · times in {me.provider.timezone}
            </p>
          )}
        </div>
        {apiKey && (
          <button type="button" className="link" onClick={disconnect}>
            Forget key
          </button>
        )}
      </header>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      {!apiKey && (
        <ConnectForm
          onConnect={(key) => {
            storeKey(key);
            setProblem(null);
            setApiKey(key);
          }}
        />
      )}
      {client && me && <BookingFlow client={client} me={me} />}
    </div>
  );
}

export function ConnectForm({ onConnect }: { onConnect: (key: string) => void }) {
  const [key, setKey] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isApiKey(key)) onConnect(key.trim());
  };
  return (
    <form className="card" onSubmit={submit}>
      <h2>Connect</h2>
      <p>
        Paste a provider API key (<code>sk_…</code>) — <code>pnpm cli seed</code> prints ready-made links — or open this page as{" "}
        <code>/book/#key=sk_…</code>. The key stays in this browser tab only.
      </p>
      <p className="muted">
        This is the front desk, for the salon&apos;s staff. Customers book on the public page, opened with the salon&apos;s public key:{" "}
        <code>/book/?key=pk_…</code>.
      </p>
      <label>
        API key
        <input type="password" autoComplete="off" spellCheck={false} value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      <button type="submit" disabled={!isApiKey(key)}>
        Connect
      </button>
    </form>
  );
}

export function BookingFlow({ client, me }: { client: BookingClient; me: Me }) {
  const zone = me.provider.timezone;
  const today = todayIn(zone);
  const [services, setServices] = useState<Service[] | null>(null);
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [serviceId, setServiceId] = useState("");
  const [staffId, setStaffId] = useState("");
  const [weekStart, setWeekStart] = useState(today);
  const [days, setDays] = useState<Day[] | null>(null);
  const [slot, setSlot] = useState<{ date: string; dateTime: string; label: string } | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [notes, setNotes] = useState("");
  const [confirmNow, setConfirmNow] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [reload, setReload] = useState(0);
  const [seats, setSeats] = useState(1);
  /** A class's times per date (the service's availability with the member), with the seats left. */
  const [classTimes, setClassTimes] = useState<Map<string, { dateTime: string; label: string; seatsLeft: number }[]> | null>(null);

  useEffect(() => {
    Promise.all([client.services.list.query({ limit: 100 }), client.staff.list.query({ limit: 100 })])
      .then(([s, m]) => {
        setServices(s.data);
        setStaff(m.data);
      })
      .catch((error: unknown) => setProblem(message(error)));
  }, [client]);

  const service = services?.find((s) => s.id === serviceId);
  const isClass = service !== undefined && (service.capacity > 1 || service.sessions === "published");
  const offering = useMemo(() => (staff ?? []).filter((m) => m.services.includes(serviceId)), [staff, serviceId]);
  const weekEnd = addDays(weekStart, 6);

  useEffect(() => {
    setSlot(null);
    if (!staffId) {
      setDays(null);
      return;
    }
    let live = true;
    setDays(null);
    client.staff.schedule
      .query({ id: staffId, from: weekStart, to: weekEnd })
      .then((answer) => live && setDays(answer.data.schedule))
      .catch((error: unknown) => live && setProblem(message(error)));
    return () => {
      live = false;
    };
  }, [client, staffId, weekStart, weekEnd, reload]);

  useEffect(() => {
    setClassTimes(null);
    if (!isClass || !staffId) return;
    let live = true;
    const clock = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" });
    client.availability.get
      .query({ serviceId, staffId, from: weekStart, to: weekEnd })
      .then((answer) => {
        if (!live) return;
        const byDate = answer.data.days.map(
          (day) =>
            [
              day.date,
              day.slots.map((s) => ({ dateTime: s.start, label: clock.format(new Date(s.start)), seatsLeft: s.seatsLeft ?? 1 })),
            ] as const,
        );
        setClassTimes(new Map(byDate));
      })
      .catch((error: unknown) => live && setProblem(message(error)));
    return () => {
      live = false;
    };
  }, [client, isClass, serviceId, staffId, weekStart, weekEnd, zone, reload]);

  const findOrCreateCustomer = useCallback(async () => {
    const wanted = email.trim().toLowerCase();
    const find = async () =>
      (await client.customers.list.query({ q: wanted, limit: 20 })).data.find((c) => c.email?.toLowerCase() === wanted);
    const existing = await find();
    if (existing) return existing.id;
    try {
      return (await client.customers.create.mutate({ name: name.trim(), email: email.trim() })).data.id;
    } catch (error) {
      // Created meanwhile by someone else: use that one.
      const again = errorInfo(error).code === "CONFLICT" ? await find() : undefined;
      if (again) return again.id;
      throw error;
    }
  }, [client, email, name]);

  const book = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot || !service) return;
    setBusy(true);
    setProblem(null);
    try {
      const customerId = await findOrCreateCustomer();
      const created = await client.bookings.create.mutate({
        customerId,
        serviceId: service.id,
        staffId,
        dateTime: slot.dateTime,
        notes: notes.trim() || undefined,
        source: "website",
        ...(isClass ? { seats } : {}),
      });
      if (confirmNow) await client.bookings.update.mutate({ id: created.data.id, status: "confirmed" });
      setBooking((await client.bookings.get.query({ id: created.data.id })).data);
      setSlot(null);
    } catch (error) {
      setProblem(message(error));
      if (errorInfo(error).code === "CONFLICT") setReload((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!booking) return;
    setBusy(true);
    setProblem(null);
    try {
      await client.bookings.delete.mutate({ id: booking.id, reason: "Cancelled on the booking page" });
      setBooking((await client.bookings.get.query({ id: booking.id })).data);
      setReload((n) => n + 1);
    } catch (error) {
      setProblem(message(error));
    } finally {
      setBusy(false);
    }
  };

  if (booking) {
    const cancelled = booking.status === "cancelled";
    return (
      <section className="card confirmation" data-testid="confirmation" aria-live="polite">
        <h2>{cancelled ? "Booking cancelled" : booking.status === "confirmed" ? "Booking confirmed" : "Booking received"}</h2>
        <dl>
          <dt>When</dt>
          <dd data-testid="booking-when">{formatInstant(booking.dateTime, zone)}</dd>
          <dt>What</dt>
          <dd>
            {booking.service.name} ({booking.service.duration} min, {booking.service.price.toFixed(2)} {me.provider.currency})
          </dd>
          <dt>With</dt>
          <dd>{booking.staff.name}</dd>
          <dt>For</dt>
          <dd>
            {booking.customer.name} ({booking.customer.email})
          </dd>
          <dt>Status</dt>
          <dd>
            <span className={`status status-${booking.status}`} data-testid="booking-status">
              {booking.status}
            </span>
          </dd>
          <dt>Reference</dt>
          <dd>
            <code data-testid="booking-id">{booking.id}</code>
          </dd>
        </dl>
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <div className="actions">
          {!cancelled && (
            <button type="button" className="danger" onClick={cancel} disabled={busy}>
              Cancel booking
            </button>
          )}
          <button type="button" onClick={() => setBooking(null)} disabled={busy}>
            Book another
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className="flow" onSubmit={book}>
      <section className="card">
        <h2>1. Service and staff</h2>
        <div className="row">
          <label>
            Service
            <select
              value={serviceId}
              onChange={(e) => {
                setServiceId(e.target.value);
                setStaffId("");
              }}
              disabled={!services}
            >
              <option value="">{services ? "Choose a service" : "Loading…"}</option>
              {services?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} — {s.duration} min, {s.price.toFixed(2)} {s.currency}
                </option>
              ))}
            </select>
          </label>
          <label>
            Staff member
            <select value={staffId} onChange={(e) => setStaffId(e.target.value)} disabled={!serviceId}>
              <option value="">{serviceId && offering.length === 0 ? "Nobody offers this service" : "Choose a staff member"}</option>
              {offering.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                  {m.rating > 0 ? ` ★ ${m.rating.toFixed(1)}` : ""}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>

      {staffId && service && (
        <section className="card">
          <div className="week-nav">
            <h2>
              2. Pick a time{" "}
              <small>
                {formatDay(weekStart)} – {formatDay(weekEnd)}
              </small>
            </h2>
            <div>
              <button type="button" onClick={() => setWeekStart(addDays(weekStart, -7))} disabled={weekStart <= today}>
                ← Previous week
              </button>
              <button type="button" onClick={() => setWeekStart(addDays(weekStart, 7))}>
                Next week →
              </button>
            </div>
          </div>
          {!days && <p>Loading the week…</p>}
          {days && (
            <div className="week" data-testid="week">
              {days.map((day) => {
                const times = isClass
                  ? (classTimes?.get(day.date) ?? []).map((t) => ({ ...t, label: `${t.label} · ${t.seatsLeft} left` }))
                  : bookableTimes(day.slots, me.provider.slotMinutes, service.duration, zone);
                return (
                  <div className="day" key={day.date}>
                    <h3>{formatDay(day.date)}</h3>
                    {times.length === 0 && <p className="muted">{day.slots.length === 0 ? "Closed" : "No free times"}</p>}
                    {times.map(({ dateTime, label }) => {
                      const chosen = slot?.dateTime === dateTime;
                      return (
                        <button
                          type="button"
                          key={dateTime}
                          className={chosen ? "slot chosen" : "slot"}
                          aria-pressed={chosen}
                          data-testid={`slot-${day.date}-${label.replace(" (", "-").replace(")", "")}`}
                          onClick={() => setSlot({ date: day.date, dateTime, label })}
                        >
                          {label}
                        </button>
                      );
                    })}
                  </div>
                );
              })}
            </div>
          )}
        </section>
      )}

      {slot && service && (
        <section className="card">
          <h2>3. Your details</h2>
          <p data-testid="summary">
            {service.name} with {offering.find((m) => m.id === staffId)?.name} on {formatDay(slot.date)} at {slot.label} ({zone})
          </p>
          {isClass && (
            <label>
              Seats
              <input
                type="number"
                min={1}
                max={service.capacity}
                value={seats}
                onChange={(e) => setSeats(Math.max(1, Number(e.target.value) || 1))}
              />
            </label>
          )}
          <div className="row">
            <label>
              Name
              <input required value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
            </label>
            <label>
              Email
              <input required type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
            </label>
          </div>
          <label>
            Notes (optional)
            <textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} maxLength={5000} />
          </label>
          <label className="check">
            <input type="checkbox" checked={confirmNow} onChange={(e) => setConfirmNow(e.target.checked)} /> Confirm right away (front desk)
          </label>
          <button type="submit" disabled={busy || !name.trim() || !email.trim()}>
            {busy ? "Booking…" : `Book ${slot.label} on ${formatDay(slot.date)}`}
          </button>
        </section>
      )}
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </form>
  );
}
