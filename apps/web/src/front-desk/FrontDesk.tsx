// The front desk: staff book on behalf of customers (the console's Book view, or with a provider
// key, sk_…): pick a service and a staff member, see the week's free times, book one (confirming it
// at once if they like), see it confirmed, cancel it. A class shows its sessions' seats left and
// books seats. Every call is a typed tRPC procedure through @booking/client. It speaks the
// member's language (the console's catalogues, i18n/): dates, times and amounts as that language
// writes them, always on the salon's clock.
import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { createBookingClient, errorInfo, type BookingClient, type RouterOutputs } from "@booking/client";
import { clock24, clockTime, shortDate, shortDateTime } from "../customer/dates";
import { LanguageSwitcher, useDocumentTitle, useI18n } from "../i18n/I18n";
import { isLang } from "../i18n/languages";
import { money } from "../i18n/money";
import { problemOf, statusName, type Translate } from "../console/words";
import { forgetKey, initialKey, isApiKey, storeKey } from "./session";
import { addDays, bookableTimes, todayIn } from "./time";

type Me = RouterOutputs["user"]["me"];
type Service = RouterOutputs["services"]["list"]["data"][number];
type StaffMember = RouterOutputs["staff"]["list"]["data"][number];
type Day = RouterOutputs["staff"]["schedule"]["data"]["schedule"][number];
type Booking = RouterOutputs["bookings"]["get"]["data"];
/** A time offered: its instant, its name in test ids, the time in words and its button's text (a class's with its seats left). */
type Time = { dateTime: string; id: string; time: string; label: string };

/**
 * What went wrong, in words (told when shown, so a change of language follows); with a provider
 * key, a refusal is the key's, there being no session to end.
 */
function problemWith(error: unknown, t: Translate, withKey: boolean): string {
  const info = errorInfo(error);
  if (withKey && info.code === "UNAUTHORIZED") return t("console.desk.keyRefused", { reason: info.message });
  return problemOf(error, t);
}

/** A problem shown under a form, or nothing. */
function Problem({ error, withKey }: { error: unknown; withKey: boolean }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {problemWith(error, t, withKey)}
    </p>
  );
}

/** The front desk a provider key opens: its own header (with the language switcher), then the booking flow. */
export function FrontDesk() {
  const { t, setSalonLanguage } = useI18n();
  const [apiKey, setApiKey] = useState<string | null>(() => initialKey());
  const client = useMemo(() => (apiKey ? createBookingClient({ url: window.location.origin, apiKey }) : null), [apiKey]);
  const [me, setMe] = useState<Me | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [customerKey, setCustomerKey] = useState(false);
  useDocumentTitle(t("console.desk.title"));

  // The salon's default language, as on its booking page, while its key is in use.
  const salonLocale = me?.provider.locale;
  useEffect(() => {
    setSalonLanguage(isLang(salonLocale) ? salonLocale : null);
    return () => setSalonLanguage(null);
  }, [salonLocale, setSalonLanguage]);

  // A link with a new #key=… opened in this tab switches to that key.
  useEffect(() => {
    const onHashChange = () => {
      if (!new URLSearchParams(window.location.hash.replace(/^#/, "")).has("key")) return;
      setMe(null);
      setProblem(null);
      setCustomerKey(false);
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
        if (who.audience !== "provider") setCustomerKey(true);
        else setMe(who);
      })
      .catch((error: unknown) => live && setProblem(error));
    return () => {
      live = false;
    };
  }, [client]);

  const disconnect = () => {
    forgetKey();
    setApiKey(null);
    setMe(null);
    setProblem(null);
    setCustomerKey(false);
  };

  return (
    <main className="page">
      <header className="masthead">
        <div>
          <h1>{t("console.desk.heading")}</h1>
          {me && (
            <p className="provider" data-testid="provider">
              {[me.provider.name, me.provider.location, t("console.desk.zone", { zone: me.provider.timezone })].filter(Boolean).join(" · ")}
            </p>
          )}
        </div>
        {apiKey && (
          <div className="actions">
            <button type="button" className="link" onClick={disconnect}>
              {t("console.desk.forgetKey")}
            </button>
          </div>
        )}
        <LanguageSwitcher />
      </header>
      {customerKey && (
        <p role="alert" className="error">
          {t("console.desk.customerKey")}
        </p>
      )}
      <Problem error={problem} withKey />
      {!apiKey && (
        <ConnectForm
          onConnect={(key) => {
            storeKey(key);
            setProblem(null);
            setApiKey(key);
          }}
        />
      )}
      {client && me && <BookingFlow client={client} me={me} withKey />}
    </main>
  );
}

/** A provider key typed in (or pasted), kept in this tab only. */
export function ConnectForm({ onConnect }: { onConnect: (key: string) => void }) {
  const { t, rich } = useI18n();
  const [key, setKey] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isApiKey(key)) onConnect(key.trim());
  };
  const code = { code: (chunks: ReactNode) => <code>{chunks}</code> };
  return (
    <form className="card" onSubmit={submit}>
      <h2>{t("console.desk.connect")}</h2>
      <p>{rich("console.desk.connect.text", {}, code)}</p>
      <p className="muted">{rich("console.desk.connect.public", {}, code)}</p>
      <label>
        {t("console.desk.connect.key")}
        <input type="password" autoComplete="off" spellCheck={false} value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      <button type="submit" disabled={!isApiKey(key)}>
        {t("console.desk.connect")}
      </button>
    </form>
  );
}

/** Booking for a customer: in the console's Book view (a member's session), or with a provider key (`withKey`). */
export function BookingFlow({ client, me, withKey = false }: { client: BookingClient; me: Me; withKey?: boolean }) {
  const { t, lang, locale } = useI18n();
  const zone = me.provider.timezone;
  const today = todayIn(zone);
  const [services, setServices] = useState<Service[] | null>(null);
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [serviceId, setServiceId] = useState("");
  const [staffId, setStaffId] = useState("");
  const [weekStart, setWeekStart] = useState(today);
  const [days, setDays] = useState<Day[] | null>(null);
  const [slot, setSlot] = useState<{ date: string; dateTime: string } | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [notes, setNotes] = useState("");
  const [confirmNow, setConfirmNow] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [reload, setReload] = useState(0);
  const [seats, setSeats] = useState(1);
  /** A class's start instants per date (the service's availability with the member), with the seats left. */
  const [classTimes, setClassTimes] = useState<Map<string, { dateTime: string; seatsLeft: number }[]> | null>(null);

  useEffect(() => {
    Promise.all([client.services.list.query({ limit: 100 }), client.staff.list.query({ limit: 100 })])
      .then(([s, m]) => {
        setServices(s.data);
        setStaff(m.data);
      })
      .catch((error: unknown) => setProblem(error));
  }, [client]);

  const service = services?.find((s) => s.id === serviceId);
  const isClass = service !== undefined && (service.capacity > 1 || service.sessions === "published");
  const offering = useMemo(() => (staff ?? []).filter((m) => m.services.includes(serviceId)), [staff, serviceId]);
  const weekEnd = addDays(weekStart, 6);
  const rating = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), [locale]);
  /** "45 min · $35.00": a service's length and price. */
  const meta = (s: { duration: number; price: number }, currency: string) =>
    t("console.service.meta", { minutes: s.duration, price: money(s.price, currency, locale) });
  /** A day's times to offer: a class's sessions with their seats left, else the starts the service fits. */
  const timesOf = (day: Day, duration: number): Time[] =>
    isClass
      ? (classTimes?.get(day.date) ?? []).map(({ dateTime, seatsLeft }) => {
          const time = clockTime(dateTime, zone, lang);
          return { dateTime, id: clock24(dateTime, zone), time, label: t("console.desk.seatsLeft", { time, count: seatsLeft }) };
        })
      : bookableTimes(day.slots, me.provider.slotMinutes, duration, zone, lang).map((b) => ({ ...b, time: b.label }));

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
      .catch((error: unknown) => live && setProblem(error));
    return () => {
      live = false;
    };
  }, [client, staffId, weekStart, weekEnd, reload]);

  useEffect(() => {
    setClassTimes(null);
    if (!isClass || !staffId) return;
    let live = true;
    client.availability.get
      .query({ serviceId, staffId, from: weekStart, to: weekEnd })
      .then((answer) => {
        if (!live) return;
        const byDate = answer.data.days.map(
          (day) => [day.date, day.slots.map((s) => ({ dateTime: s.start, seatsLeft: s.seatsLeft ?? 1 }))] as const,
        );
        setClassTimes(new Map(byDate));
      })
      .catch((error: unknown) => live && setProblem(error));
    return () => {
      live = false;
    };
  }, [client, isClass, serviceId, staffId, weekStart, weekEnd, reload]);

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
      setProblem(error);
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
      // The reason goes to the customer, in the service's words (English), as the console's own cancellations do.
      await client.bookings.delete.mutate({ id: booking.id, reason: "Cancelled on the booking page" });
      setBooking((await client.bookings.get.query({ id: booking.id })).data);
      setReload((n) => n + 1);
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };

  if (booking) {
    const cancelled = booking.status === "cancelled";
    return (
      <section className="card confirmation" data-testid="confirmation" aria-live="polite">
        <h2>{t("console.desk.done", { status: booking.status })}</h2>
        <dl>
          <dt>{t("console.details.when")}</dt>
          <dd data-testid="booking-when">{shortDateTime(booking.dateTime, zone, lang)}</dd>
          <dt>{t("console.desk.what")}</dt>
          <dd>
            {booking.service.name} ({meta(booking.service, me.provider.currency)})
          </dd>
          <dt>{t("console.desk.with")}</dt>
          <dd>{booking.staff.name}</dd>
          <dt>{t("console.desk.for")}</dt>
          <dd>
            {booking.customer.name} ({booking.customer.email})
          </dd>
          <dt>{t("console.details.status")}</dt>
          <dd>
            <span className={`status status-${booking.status}`} data-testid="booking-status">
              {statusName(booking.status, t)}
            </span>
          </dd>
          <dt>{t("console.details.reference")}</dt>
          <dd>
            <code data-testid="booking-id">{booking.id}</code>
          </dd>
        </dl>
        <Problem error={problem} withKey={withKey} />
        <div className="actions">
          {!cancelled && (
            <button type="button" className="danger" onClick={cancel} disabled={busy}>
              {t("console.desk.cancel")}
            </button>
          )}
          <button type="button" onClick={() => setBooking(null)} disabled={busy}>
            {t("console.desk.another")}
          </button>
        </div>
      </section>
    );
  }

  const chosenDay = slot && days?.find((day) => day.date === slot.date);
  const chosenTime = chosenDay && service && timesOf(chosenDay, service.duration).find((time) => time.dateTime === slot.dateTime)?.time;
  return (
    <form className="flow" onSubmit={book}>
      <section className="card">
        <h2>{t("console.desk.step.service")}</h2>
        <div className="row">
          <label>
            {t("console.desk.service")}
            <select
              value={serviceId}
              onChange={(e) => {
                setServiceId(e.target.value);
                setStaffId("");
              }}
              disabled={!services}
            >
              <option value="">{services ? t("console.desk.chooseService") : t("console.loading")}</option>
              {services?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} — {meta(s, s.currency)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("console.field.member")}
            <select value={staffId} onChange={(e) => setStaffId(e.target.value)} disabled={!serviceId}>
              <option value="">{serviceId && offering.length === 0 ? t("console.desk.nobody") : t("console.desk.chooseMember")}</option>
              {offering.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                  {m.rating > 0 ? ` ★ ${rating.format(m.rating)}` : ""}
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
              {t("console.desk.step.time")}{" "}
              <small>
                {shortDate(weekStart, lang)} – {shortDate(weekEnd, lang)}
              </small>
            </h2>
            <div>
              <button type="button" onClick={() => setWeekStart(addDays(weekStart, -7))} disabled={weekStart <= today}>
                {t("console.week.previous")}
              </button>
              <button type="button" onClick={() => setWeekStart(addDays(weekStart, 7))}>
                {t("console.week.next")}
              </button>
            </div>
          </div>
          {!days && <p>{t("console.desk.loadingWeek")}</p>}
          {days && (
            <div className="week" data-testid="week">
              {days.map((day) => {
                const times = timesOf(day, service.duration);
                return (
                  <div className="day" key={day.date}>
                    <h3>{shortDate(day.date, lang)}</h3>
                    {times.length === 0 && (
                      <p className="muted">{day.slots.length === 0 ? t("console.desk.closed") : t("console.desk.noFreeTimes")}</p>
                    )}
                    {times.map(({ dateTime, id, label }) => {
                      const chosen = slot?.dateTime === dateTime;
                      return (
                        <button
                          type="button"
                          key={dateTime}
                          className={chosen ? "slot chosen" : "slot"}
                          aria-pressed={chosen}
                          data-testid={`slot-${day.date}-${id}`}
                          onClick={() => setSlot({ date: day.date, dateTime })}
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

      {slot && chosenTime && (
        <section className="card">
          <h2>{t("console.desk.step.customer")}</h2>
          <p data-testid="summary">
            {t("console.desk.summary", {
              service: service.name,
              member: offering.find((m) => m.id === staffId)?.name ?? "",
              date: shortDate(slot.date, lang),
              time: chosenTime,
              zone,
            })}
          </p>
          {isClass && (
            <label>
              {t("console.desk.seats")}
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
              {t("console.field.name")}
              <input required value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
            </label>
            <label>
              {t("console.field.email")}
              <input required type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
            </label>
          </div>
          <label>
            {t("console.desk.notes")}
            <textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} maxLength={5000} />
          </label>
          <label className="check">
            <input type="checkbox" checked={confirmNow} onChange={(e) => setConfirmNow(e.target.checked)} /> {t("console.desk.confirmNow")}
          </label>
          <button type="submit" disabled={busy || !name.trim() || !email.trim()}>
            {busy ? t("console.desk.booking") : t("console.desk.book", { time: chosenTime, date: shortDate(slot.date, lang) })}
          </button>
        </section>
      )}
      <Problem error={problem} withKey={withKey} />
    </form>
  );
}
