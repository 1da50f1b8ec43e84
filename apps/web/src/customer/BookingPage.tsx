// The salon's public booking page (a public key, pk_…): choose a service, "any available" or one
// member, a day on a month calendar and a time (in the visitor's time zone, which they may change),
// then give a name and email. A time someone else took meanwhile is said in words, the times are
// refreshed, and what the visitor typed stays. The confirmation offers the booking as a calendar
// file and its manage link; a booking held until the visitor confirms their email says so instead.
// Everything in the page's language; the booking carries the visitor's zone and that language, in
// which the salon's messages about it reach them.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { isConflict } from "../shared/errors";
import { problemOf, useTRPC } from "./api";
import { MonthCalendar, slotsByDateOf, TimeList, useDayPick, type Slot } from "./Calendar";
import { Confirmation, HeldConfirmation, type Booked } from "./Confirmation";
import { fullWhen, longDate, monthOf, monthRange, timeWithZone, todayIn } from "../shared/dates";
import { customerOf, EMPTY_DETAILS, fieldErrorsOf, type Details, type FieldErrors } from "./details";
import { DetailsForm } from "./DetailsForm";
import {
  MoreChoices,
  SalonZoneNote,
  ServicePicker,
  StaffPicker,
  ZonePicker,
  useSalonLists,
  useZoneChoice,
  type StaffChoice,
} from "./Pickers";
import { rememberBookingPage } from "./remembered-page";
import { useStepFocus } from "./steps";

export function BookingPage(props: { publicKey: string; /** The salon's IANA zone, once known. */ salonZone: string | null }) {
  const { t, lang } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const { detected, zone, setZone } = useZoneChoice();
  const today = todayIn(zone);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [staffChoice, setStaffChoice] = useState<StaffChoice | null>(null);
  const pick = useDayPick(() => monthOf(today));
  const { month, date, slot, setDate, setSlot } = pick;
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A time someone else took meanwhile (its start and day). */
  const [taken, setTaken] = useState<{ start: string; date: string } | null>(null);
  /** The service's refusal of the booking, told in the page's language as it is shown. */
  const [problem, setProblem] = useState<unknown>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [seats, setSeats] = useState(1);

  const { services, staff } = useSalonLists();
  // Listed by name, as a visitor looks for them.
  const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
  const serviceList = services.items ? byName(services.items) : null;
  const service = serviceList?.find((s) => s.id === serviceId);
  // A class: bookings take seats in a shared session, at most what the chosen time has left and
  // what the salon lets one online booking take (a larger group calls the salon).
  const isClass = service !== undefined && (service.capacity > 1 || service.sessions === "published");
  const maxSeats = service ? Math.min(slot?.seatsLeft ?? service.capacity, service.capacity, service.maxSeatsPerBooking) : 1;
  const members = byName((staff.items ?? []).filter((m) => serviceId !== null && m.services.includes(serviceId)));
  const chosenMember = staffChoice && staffChoice !== "any" ? members.find((m) => m.id === staffChoice) : undefined;
  const range = monthRange(month, today);
  const availabilityInput = {
    serviceId: serviceId ?? "",
    ...(staffChoice && staffChoice !== "any" ? { staffId: staffChoice } : {}),
    ...(range ?? { from: today, to: today }),
    timezone: zone,
  };
  const availability = useQuery({
    ...trpc.availability.get.queryOptions(availabilityInput),
    enabled: serviceId !== null && staffChoice !== null && range !== null,
  });
  const slotsByDate = slotsByDateOf(availability.data?.data.days);
  const daySlots = date ? (slotsByDate?.get(date) ?? []) : [];

  const create = useMutation(trpc.bookings.create.mutationOptions());

  const chooseService = (id: string) => {
    setServiceId(id);
    setStaffChoice(null);
    setDate(null);
    setSlot(null);
    focusStep("step-staff");
  };
  const chooseStaff = (choice: StaffChoice) => {
    setStaffChoice(choice);
    setDate(null);
    setSlot(null);
    focusStep("step-day");
  };
  const chooseDate = (chosen: string) => {
    setDate(chosen);
    setSlot(null);
    setTaken(null);
    focusStep("step-time");
  };
  const chooseSlot = (chosen: Slot) => {
    setSlot(chosen);
    setSeats(1);
    setProblem(null);
    focusStep("step-details");
  };
  const chooseZone = (chosen: string) => {
    // Dates mean other days in another zone: choose the day again.
    setZone(chosen);
    pick.showMonth(monthOf(todayIn(chosen)));
  };

  const book = () => {
    // (A slot is only ever chosen on a chosen day.)
    if (!service || !date || !slot) return;
    setProblem(null);
    create.mutate(
      {
        serviceId: service.id,
        dateTime: slot.start,
        ...(staffChoice && staffChoice !== "any" ? { staffId: staffChoice } : {}),
        ...(details.notes.trim() ? { notes: details.notes.trim() } : {}),
        ...(isClass ? { seats } : {}),
        customer: customerOf(details),
        // The zone the page tells times in and the language it speaks: the salon's emails use them.
        timezone: zone,
        locale: lang,
      },
      {
        onSuccess: (answer) => {
          setBooked(answer.data);
          const held = answer.data.status === "held";
          // Should the hold lapse, the page its email link opens offers this page to book again.
          if (held) rememberBookingPage(props.publicKey);
          focusStep(held ? "held-heading" : "confirmation-heading");
        },
        onError: (error) => {
          const refreshTimes = () => queryClient.invalidateQueries({ queryKey: trpc.availability.get.queryKey() });
          if (isConflict(error)) {
            setTaken({ start: slot.start, date });
            setSlot(null);
            void refreshTimes();
            focusStep("step-time");
            return;
          }
          const fields = fieldErrorsOf(errorInfo(error).details);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            return;
          }
          // A rule of the salon (too soon, too far ahead) or a limit: say it, and show fresh times.
          setProblem(error);
          void refreshTimes();
        },
      },
    );
  };

  if (booked) {
    const bookAnother = () => {
      setBooked(null);
      setSlot(null);
      setDate(null);
      create.reset();
      void queryClient.invalidateQueries({ queryKey: trpc.availability.get.queryKey() });
      focusStep("step-service");
    };
    return booked.status === "held" ? (
      <HeldConfirmation booked={booked} zone={zone} onAnother={bookAnother} />
    ) : (
      <Confirmation booked={booked} zone={zone} onAnother={bookAnother} />
    );
  }

  const loadProblem = services.error ?? staff.error;
  return (
    <>
      <ZonePicker zone={zone} detected={detected} onChange={chooseZone} />
      <SalonZoneNote zone={zone} detected={detected} salonZone={props.salonZone} />
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
          <ServicePicker services={serviceList} value={serviceId} onChange={chooseService} />
        ) : (
          !loadProblem && <p className="muted">{t("services.loading")}</p>
        )}
        <MoreChoices list={services} testId="more-services" />
      </section>

      {service && (
        <section className="card step" aria-labelledby="step-staff">
          <h2 id="step-staff" tabIndex={-1}>
            {t("step.staff")}
          </h2>
          {members.length === 0 && staff.items && !staff.more ? (
            <p className="muted">{t("staff.none")}</p>
          ) : (
            <StaffPicker members={members} value={staffChoice} onChange={chooseStaff} />
          )}
          <MoreChoices list={staff} testId="more-staff" />
        </section>
      )}

      {service && staffChoice && (
        <section className="card step" aria-labelledby="step-day">
          <h2 id="step-day" tabIndex={-1}>
            {t("step.day")}
          </h2>
          {availability.error ? (
            <p role="alert" className="error">
              {problemOf(availability.error, t)}
            </p>
          ) : (
            <MonthCalendar pick={pick} today={today} availability={availability} onSelect={chooseDate} />
          )}
        </section>
      )}

      {service && staffChoice && date && (
        <section className="card step" aria-labelledby="step-time">
          <h2 id="step-time" tabIndex={-1}>
            {t("step.time")} <small>{longDate(date, lang)}</small>
          </h2>
          {taken && (
            <p role="alert" className="notice" data-testid="notice">
              {t("book.taken", { time: timeWithZone(taken.start, zone, lang), date: longDate(taken.date, lang) })}
            </p>
          )}
          <TimeList slots={daySlots} zone={zone} selected={slot?.start ?? null} onSelect={chooseSlot} />
        </section>
      )}

      {service && slot && (
        <section className="card step" aria-labelledby="step-details">
          <h2 id="step-details" tabIndex={-1}>
            {t("step.details")}
          </h2>
          <p className="summary" data-testid="summary">
            {chosenMember
              ? t("summary.member", { service: service.name, member: chosenMember.name, when: fullWhen(slot.start, zone, lang) })
              : t("summary.any", { service: service.name, when: fullWhen(slot.start, zone, lang) })}
            {isClass && ` · ${t("summary.seats", { count: seats })}`}
          </p>
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
            onChange={setDetails}
            onErrors={setErrors}
            onSubmit={book}
          />
          {problem !== null && (
            <p role="alert" className="error">
              {problemOf(problem, t)}
            </p>
          )}
        </section>
      )}
    </>
  );
}
