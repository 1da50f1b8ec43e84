// The third step: who the booking is for, notes, a class's seats, and whether to confirm it at once;
// then the booking, made in one mutation. A booking by phone needs a way to tell the customer (a
// phone, or an email); a walk-in needs only a name. An existing customer is found by email, else by
// phone, else a new one is made (a walk-in without contact is always a new record). The book button
// says what is still missing. A time taken meanwhile reads the member's week again. A visit (several
// services) is made in one POST /v1/visits, each of its bookings confirmed after if asked. A
// two-person service asks for its second member first: one of those free at the time, or any.
// "Repeat" (not for a visit) books a series instead (SeriesBooking), a class's seats in each date's
// session, a two-person service's two members for every date (its second, when "any", each date's own).
import { useId, useState, type FormEvent } from "react";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorInfo } from "@booking/client";
import { useTRPC, useTRPCClient, type BookingClient, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { isConflict } from "../../common/errors";
import { shortDate } from "../../common/dates";
import { Problem } from "../Problem";
import { isClass, type ChosenSlot } from "./week";
import { bookingMembers } from "../second-member";
import { membersNamed, type Named } from "../../common/members";
import { SeriesBooking } from "./SeriesBooking";

type Me = RouterOutputs["user"]["me"];
type Service = RouterOutputs["services"]["list"]["data"][number];

type Kind = "phone" | "walkIn";

interface Contact {
  name: string;
  email: string;
  phone: string;
}

interface Booking {
  kind: Kind;
  customer: Contact;
  serviceId: string;
  /** A visit's services in order (two or more), else undefined. */
  visitServiceIds: string[] | undefined;
  staffId: string;
  /** A two-person booking's members when the desk chose the second (first first); else the first alone in staffId. */
  staffIds: [string, string] | undefined;
  dateTime: string;
  notes: string;
  seats: number | undefined;
  confirmNow: boolean;
}

const digits = (phone: string) => phone.replace(/\D/g, "");

/** What the book button still needs, or null when the booking can be made. */
function missingForBooking(kind: Kind, customer: Contact): "name" | "contact" | null {
  if (!customer.name.trim()) return "name";
  if (kind === "phone" && !customer.email.trim() && !customer.phone.trim()) return "contact";
  return null;
}

/**
 * The customer with this email (the service compares emails without case), else with this phone
 * (compared by its digits); made when there is none. A contact-less walk-in is always made.
 */
export async function customerFor(client: BookingClient, customer: Contact): Promise<string> {
  const email = customer.email.toLowerCase();
  const phone = digits(customer.phone);
  const find = async () => {
    if (email) return (await client.customers.list.query({ q: email, limit: 20 })).data.find((c) => c.email?.toLowerCase() === email);
    if (!phone) return undefined;
    return (await client.customers.list.query({ q: customer.phone, limit: 20 })).data.find(
      (c) => c.phone !== null && digits(c.phone) === phone,
    );
  };
  const existing = await find();
  if (existing) return existing.id;
  try {
    return (
      await client.customers.create.mutate({
        name: customer.name,
        ...(customer.email ? { email: customer.email } : {}),
        ...(customer.phone ? { phone: customer.phone } : {}),
      })
    ).data.id;
  } catch (error) {
    // Created meanwhile by someone else: use that one.
    const again = errorInfo(error).code === "CONFLICT" ? await find() : undefined;
    if (again) return again.id;
    throw error;
  }
}

export function CustomerStep(props: {
  me: Me;
  service: Service;
  /** A visit's services in order (the first is `service`), else undefined. */
  visitServices?: Service[];
  staffId: string;
  memberName: string;
  /** A two-person service: the members free at the time besides the first, and the one chosen ("" for any). */
  second?: { choices: Named[]; chosenId: string; onChoose: (id: string) => void };
  slot: ChosenSlot;
  /** The chosen time in words. */
  time: string;
  withKey: boolean;
  onBooked: (bookingId: string) => void;
  /** The time was taken meanwhile (the service's refusal): the flow says so and offers the week again. */
  onTaken: (error: unknown) => void;
}) {
  const { t, lang } = useI18n();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { service, slot } = props;
  const byClass = isClass(service);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [kind, setKind] = useState<Kind>("phone");
  const [notes, setNotes] = useState("");
  const [confirmNow, setConfirmNow] = useState(true);
  const [seats, setSeats] = useState(1);
  /** A series instead of one booking (a single service; a class's seats in each date's session). */
  const canRepeat = !props.visitServices;
  const [repeat, setRepeat] = useState(false);
  /** The week's times and sessions, read again (a time taken, or freed). */
  const readWeekAgain = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.staff.schedule.pathFilter()),
      queryClient.invalidateQueries(trpc.availability.get.pathFilter()),
    ]);

  const book = useMutation(
    mutationOptions({
      mutationFn: async (booking: Booking) => {
        const customerId = await customerFor(client, booking.customer);
        if (booking.visitServiceIds) {
          const visit = await client.visits.create.mutate({
            customerId,
            items: booking.visitServiceIds.map((serviceId) => ({ serviceId, staffId: booking.staffId })),
            start: booking.dateTime,
            notes: booking.notes || undefined,
            source: booking.kind === "walkIn" ? "walk-in" : "website",
          });
          const itemIds = visit.data.items.map((item) => item.id);
          if (booking.confirmNow) await Promise.all(itemIds.map((id) => client.bookings.update.mutate({ id, status: "confirmed" })));
          return client.bookings.get.query({ id: itemIds[0] ?? "" });
        }
        const created = await client.bookings.create.mutate({
          customerId,
          serviceId: booking.serviceId,
          staffId: booking.staffId,
          ...(booking.staffIds ? { staffIds: booking.staffIds } : {}),
          dateTime: booking.dateTime,
          notes: booking.notes || undefined,
          source: booking.kind === "walkIn" ? "walk-in" : "website",
          ...(booking.seats === undefined ? {} : { seats: booking.seats }),
        });
        if (booking.confirmNow) await client.bookings.update.mutate({ id: created.data.id, status: "confirmed" });
        return client.bookings.get.query({ id: created.data.id });
      },
      onSuccess: async (answer) => {
        queryClient.setQueryData(trpc.bookings.get.queryKey({ id: answer.data.id }), answer);
        props.onBooked(answer.data.id);
        await readWeekAgain();
      },
      onError: async (error) => {
        if (!isConflict(error)) return;
        props.onTaken(error);
        await readWeekAgain();
      },
    }),
  );

  const secondHelpId = useId();
  const second = props.second;
  const members = bookingMembers(
    props.staffId,
    second?.chosenId ?? "",
    (second?.choices ?? []).map((m) => m.id),
  );
  const secondName = second?.choices.find((m) => m.id === members.staffIds?.[1])?.name;
  const missing = missingForBooking(kind, { name, email, phone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing || (canRepeat && repeat)) return;
    book.mutate({
      kind,
      customer: { name: name.trim(), email: email.trim(), phone: phone.trim() },
      serviceId: service.id,
      visitServiceIds: props.visitServices?.map((s) => s.id),
      staffId: props.staffId,
      staffIds: members.staffIds,
      dateTime: slot.dateTime,
      notes: notes.trim(),
      seats: byClass ? seats : undefined,
      confirmNow,
    });
  };

  return (
    <form className="card" onSubmit={submit}>
      <h2>{t("console.desk.step.customer")}</h2>
      <p data-testid="summary">
        {t("console.desk.summary", {
          service: (props.visitServices ?? [service]).map((s) => s.name).join(" + "),
          member: membersNamed(secondName ? [props.memberName, secondName] : [props.memberName]),
          date: shortDate(slot.date, lang),
          time: props.time,
          zone: props.me.provider.timezone,
        })}
      </p>
      {second && (
        <>
          <label>
            {t("console.desk.second")}
            <select
              value={members.staffIds ? members.staffIds[1] : ""}
              onChange={(e) => second.onChoose(e.target.value)}
              aria-describedby={secondHelpId}
            >
              <option value="">{t("console.desk.second.any")}</option>
              {second.choices.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
          <p id={secondHelpId} className="muted">
            {t("console.desk.second.help", { member: props.memberName })}
          </p>
        </>
      )}
      {byClass && (
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
      <fieldset className="choices-plain">
        <legend>{t("console.desk.kind")}</legend>
        <label className="check">
          <input type="radio" name="booking-kind" checked={kind === "phone"} onChange={() => setKind("phone")} />{" "}
          {t("console.desk.kind.phone")}
        </label>
        <label className="check">
          <input type="radio" name="booking-kind" checked={kind === "walkIn"} onChange={() => setKind("walkIn")} />{" "}
          {t("console.desk.kind.walkIn")}
        </label>
      </fieldset>
      <div className="row">
        <label>
          {t("console.field.name")}
          <input required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
        </label>
        <label>
          {t("console.field.phone")}
          <input type="tel" maxLength={40} value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" />
        </label>
        <label>
          {t("console.field.email")}
          <input type="email" maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        </label>
      </div>
      {kind === "phone" && <p className="muted">{t("console.desk.contactHelp")}</p>}
      <label>
        {t("console.desk.notes")}
        <textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} maxLength={5000} />
      </label>
      <label className="check">
        <input type="checkbox" checked={confirmNow} onChange={(e) => setConfirmNow(e.target.checked)} /> {t("console.desk.confirmNow")}
      </label>
      {canRepeat && (
        <label className="check">
          <input type="checkbox" checked={repeat} onChange={(e) => setRepeat(e.target.checked)} /> {t("console.series.repeat")}
        </label>
      )}
      {canRepeat && repeat ? (
        <SeriesBooking
          me={props.me}
          order={{
            serviceId: service.id,
            staffId: props.staffId,
            staffIds: members.staffIds,
            slot,
            notes: notes.trim(),
            source: kind === "walkIn" ? "walk-in" : "website",
            confirmNow,
            seats: byClass ? seats : undefined,
            customerKey: JSON.stringify([kind, name.trim(), email.trim(), phone.trim()]),
            customerId: () => customerFor(client, { name: name.trim(), email: email.trim(), phone: phone.trim() }),
          }}
          missing={missing}
          withKey={props.withKey}
          onBooked={props.onBooked}
        />
      ) : (
        <button type="submit" disabled={book.isPending || missing !== null} aria-describedby={missing ? "book-missing" : undefined}>
          {book.isPending ? t("console.desk.booking") : t("console.desk.book", { time: props.time, date: shortDate(slot.date, lang) })}
        </button>
      )}
      {missing && (
        <p id="book-missing" className="muted" data-testid="book-missing">
          {t(missing === "name" ? "console.desk.missing.name" : "console.desk.missing.contact")}
        </p>
      )}
      <Problem error={book.error} withKey={props.withKey} itemNames={props.visitServices?.map((s) => s.name)} />
    </form>
  );
}
