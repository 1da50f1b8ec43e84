// The steps of the public booking page, each a section with its heading (which takes the focus
// when the step opens, steps.ts) and each reading or writing through TanStack Query: the service,
// with whom, the day, the time, and the visitor's details with the booking itself. The page
// (BookingPage.tsx) holds the choices and hands each step what it needs.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { isConflict } from "../common/errors";
import { fullWhen, longDate, monthRange, timeWithZone } from "../common/dates";
import { problemOf, useTRPC } from "./api";
import { MonthCalendar, slotsByDateOf, TimeList, type DayPick, type Slot } from "./Calendar";
import type { Booked } from "./Confirmation";
import { customerOf, fieldErrorsOf, unshownRefusal, type Details, type FieldErrors } from "./details";
import { DetailsForm } from "./DetailsForm";
import { seatsTotalInWords } from "./seats-total";
import { takesPayment } from "../common/payment-policy";
import { paymentTermsInWords } from "./payment-terms";
import { MoreChoices, ServicePicker, StaffPicker, useSalonLists, type Member, type Service, type StaffChoice } from "./Pickers";

/** Listed by name, as a visitor looks for them. */
const byName = <T extends { name: string }>(list: readonly T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The salon's services by name, and the members who offer `serviceId` (a visit: every one of
 * `serviceIds`) by name (pages read so far).
 */
export function useChoices(serviceId: string | null, serviceIds?: readonly string[]) {
  const { services, staff } = useSalonLists();
  const offered = serviceIds ?? (serviceId !== null ? [serviceId] : []);
  return {
    services,
    staff,
    serviceList: services.items ? byName(services.items) : null,
    members: byName((staff.items ?? []).filter((m) => offered.length > 0 && offered.every((id) => m.services.includes(id)))),
  };
}

/** A class: bookings take seats in a shared session. */
export const isClassService = (service: Service | undefined) =>
  service !== undefined && (service.capacity > 1 || service.sessions === "published");

/**
 * The free times of the month shown, for the service and member chosen, in the visitor's zone; for
 * a visit (`serviceIds`, more than one), the starts where all its services fit one after another.
 */
export function useMonthTimes(
  serviceId: string | null,
  staffChoice: StaffChoice | null,
  month: string,
  today: string,
  zone: string,
  serviceIds?: readonly string[],
) {
  const trpc = useTRPC();
  const range = monthRange(month, today);
  const visit = serviceIds !== undefined && serviceIds.length > 1;
  const availability = useQuery({
    ...trpc.availability.get.queryOptions({
      ...(visit ? { serviceIds: [...serviceIds] } : { serviceId: serviceId ?? "" }),
      ...(staffChoice && staffChoice !== "any" ? { staffId: staffChoice } : {}),
      ...(range ?? { from: today, to: today }),
      timezone: zone,
    }),
    enabled: serviceId !== null && staffChoice !== null && range !== null,
  });
  return { availability, slotsByDate: slotsByDateOf(availability.data?.data.days) };
}

export function ServiceStep(props: { serviceId: string | null; onChoose: (id: string) => void }) {
  const { t } = useI18n();
  const { services, staff, serviceList } = useChoices(props.serviceId);
  const loadProblem = services.error ?? staff.error;
  return (
    <>
      {loadProblem && (
        <p role="alert" className="error">
          {problemOf(loadProblem, t)}
        </p>
      )}
      <section className="card step" aria-labelledby="step-service">
        <h2 id="step-service" tabIndex={-1}>
          {t("step.service")}
        </h2>
        {serviceList ? (
          <ServicePicker services={serviceList} value={props.serviceId} onChange={props.onChoose} />
        ) : (
          !loadProblem && <p className="muted">{t("services.loading")}</p>
        )}
        <MoreChoices list={services} testId="more-services" />
      </section>
    </>
  );
}

export function StaffStep(props: {
  serviceId: string;
  /** A visit: only members who offer every one of its services. */
  serviceIds?: readonly string[];
  value: StaffChoice | null;
  onChoose: (choice: StaffChoice) => void;
}) {
  const { t } = useI18n();
  const { staff, members } = useChoices(props.serviceId, props.serviceIds);
  return (
    <section className="card step" aria-labelledby="step-staff">
      <h2 id="step-staff" tabIndex={-1}>
        {t("step.staff")}
      </h2>
      {members.length === 0 && staff.items && !staff.more ? (
        <p className="muted">{t("staff.none")}</p>
      ) : (
        <StaffPicker members={members} value={props.value} onChange={props.onChoose} />
      )}
      <MoreChoices list={staff} testId="more-staff" />
    </section>
  );
}

export function DayStep(props: {
  serviceId: string;
  serviceIds?: readonly string[];
  staffChoice: StaffChoice;
  pick: DayPick;
  today: string;
  zone: string;
  onSelect: (date: string) => void;
}) {
  const { t } = useI18n();
  const { availability } = useMonthTimes(props.serviceId, props.staffChoice, props.pick.month, props.today, props.zone, props.serviceIds);
  return (
    <section className="card step" aria-labelledby="step-day">
      <h2 id="step-day" tabIndex={-1}>
        {t("step.day")}
      </h2>
      {availability.error ? (
        <p role="alert" className="error">
          {problemOf(availability.error, t)}
        </p>
      ) : (
        <MonthCalendar pick={props.pick} today={props.today} availability={availability} onSelect={props.onSelect} />
      )}
    </section>
  );
}

export function TimeStep(props: {
  serviceId: string;
  serviceIds?: readonly string[];
  staffChoice: StaffChoice;
  pick: DayPick;
  date: string;
  today: string;
  zone: string;
  /** A time someone else took meanwhile (its start and day). */
  taken: { start: string; date: string } | null;
  /** A visit refused at the time chosen: the sentence saying so, and each item that did not fit. */
  refused?: string[] | null;
  onSelect: (slot: Slot) => void;
}) {
  const { t, lang } = useI18n();
  const { slotsByDate } = useMonthTimes(props.serviceId, props.staffChoice, props.pick.month, props.today, props.zone, props.serviceIds);
  const { taken, zone } = props;
  return (
    <section className="card step" aria-labelledby="step-time">
      <h2 id="step-time" tabIndex={-1}>
        {t("step.time")} <small>{longDate(props.date, lang)}</small>
      </h2>
      {taken && (
        <p role="alert" className="notice" data-testid="notice">
          {t("book.taken", { time: timeWithZone(taken.start, zone, lang), date: longDate(taken.date, lang) })}
        </p>
      )}
      {props.refused && props.refused.length > 0 && (
        <div role="alert" className="notice" data-testid="visit-refused">
          {props.refused.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
      <TimeList
        slots={slotsByDate?.get(props.date) ?? []}
        zone={zone}
        selected={props.pick.slot?.start ?? null}
        onSelect={props.onSelect}
      />
    </section>
  );
}

/**
 * The visitor's details, a class's seats, and the booking: made with the page's zone and language
 * (the salon's emails use them). A time taken meanwhile goes back to the time step; fields the
 * service refuses are shown by the fields; any other refusal is said under the form.
 */
export function DetailsStep(props: {
  service: Service;
  member: Member | undefined;
  staffChoice: StaffChoice;
  slot: Slot;
  zone: string;
  details: Details;
  onDetails: (details: Details) => void;
  onBooked: (booked: Booked) => void;
  onTaken: () => void;
}) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { service, slot, zone } = props;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [seats, setSeats] = useState(1);
  const isClass = isClassService(service);
  // At most what the chosen time has left and what the salon lets one online booking take (a
  // larger group calls the salon).
  const maxSeats = Math.min(slot.seatsLeft ?? service.capacity, service.capacity, service.maxSeatsPerBooking);
  const refreshTimes = () => queryClient.invalidateQueries({ queryKey: trpc.availability.get.queryKey() });
  const create = useMutation(
    trpc.bookings.create.mutationOptions({
      onSuccess: (answer) => props.onBooked(answer.data),
      onError: (error) => {
        if (isConflict(error)) {
          props.onTaken();
          void refreshTimes();
          return;
        }
        const fields = fieldErrorsOf(errorInfo(error).details);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          return;
        }
        // A rule of the salon (too soon, too far ahead) or a limit: said under the form, with fresh times.
        void refreshTimes();
      },
    }),
  );
  const { details } = props;
  const book = () =>
    create.mutate({
      serviceId: service.id,
      dateTime: slot.start,
      ...(props.staffChoice !== "any" ? { staffId: props.staffChoice } : {}),
      ...(details.notes.trim() ? { notes: details.notes.trim() } : {}),
      ...(isClass ? { seats } : {}),
      customer: customerOf(details),
      timezone: zone,
      locale: lang,
    });
  // A refusal whose fields the form shows, or a time taken (the time step says it), is not repeated here.
  const refusal = unshownRefusal(create.error);
  return (
    <section className="card step" aria-labelledby="step-details">
      <h2 id="step-details" tabIndex={-1}>
        {t("step.details")}
      </h2>
      <p className="summary" data-testid="summary">
        {props.member
          ? t("summary.member", { service: service.name, member: props.member.name, when: fullWhen(slot.start, zone, lang) })
          : t("summary.any", { service: service.name, when: fullWhen(slot.start, zone, lang) })}
        {isClass && ` · ${t("summary.seats", { count: seats })}`}
      </p>
      {isClass && (
        <p className="summary" data-testid="total" aria-live="polite">
          {seatsTotalInWords(service.price, seats, service.currency, i18n)}
        </p>
      )}
      {takesPayment(service.payment) && (
        // What booking pays (or the card's fees), and the refund rule: before the visitor books.
        <div className="pay-terms" data-testid="pay-terms" aria-live="polite">
          {paymentTermsInWords(service.payment, service.price, isClass ? seats : 1, service.currency, i18n).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
      {isClass && (
        <div className="field">
          <label htmlFor="field-seats">{t("field.seats")}</label>
          <select id="field-seats" value={seats} onChange={(event) => setSeats(Number(event.target.value))}>
            {Array.from({ length: Math.max(maxSeats, 1) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
      <DetailsForm
        details={details}
        errors={errors}
        busy={create.isPending}
        submitLabel={t("book.button", { time: timeWithZone(slot.start, zone, lang) })}
        onChange={props.onDetails}
        onErrors={setErrors}
        onSubmit={book}
      />
      {refusal && (
        <p role="alert" className="error">
          {problemOf(refusal, t)}
        </p>
      )}
    </section>
  );
}
