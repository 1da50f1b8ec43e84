// The salon's public booking page (a public key, pk_…): choose a service, "any available" or one
// member, a day on a month calendar and a time (in the visitor's time zone, which they may change),
// then give a name and email. A time someone else took meanwhile is said in words, the times are
// refreshed, and what the visitor typed stays. The confirmation offers the booking as a calendar
// file and its manage link; a booking held until the visitor confirms their email says so instead.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorInfo } from "@booking/client";
import { isConflict, problemOf, useTRPC } from "./api";
import { MonthCalendar, slotsByDateOf, TimeList, type Slot } from "./Calendar";
import { Confirmation, HeldConfirmation, type Booked } from "./Confirmation";
import { clockTime, detectZone, fullWhen, longDate, monthOf, monthRange, todayIn, zoneAbbreviation } from "./dates";
import { customerOf, EMPTY_DETAILS, fieldErrorsOf, type Details, type FieldErrors } from "./details";
import { DetailsForm } from "./DetailsForm";
import { ServicePicker, StaffPicker, ZonePicker, type StaffChoice } from "./Pickers";
import { rememberBookingPage } from "./remembered-page";
import { useStepFocus } from "./steps";

/** The most seats one online booking of a class takes (a group larger than this calls the salon). */
const MAX_SEATS_ONLINE = 10;

export function BookingPage(props: { publicKey: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const [detected] = useState(detectZone);
  const [zone, setZone] = useState(detected);
  const today = todayIn(zone);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [staffChoice, setStaffChoice] = useState<StaffChoice | null>(null);
  const [month, setMonth] = useState(() => monthOf(today));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [seats, setSeats] = useState(1);

  const services = useQuery(trpc.services.list.queryOptions({ limit: 100 }));
  const staff = useQuery(trpc.staff.list.queryOptions({ limit: 100 }));
  // Listed by name, as a visitor looks for them.
  const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
  const serviceList = services.data ? byName(services.data.data) : null;
  const service = serviceList?.find((s) => s.id === serviceId);
  // A class: bookings take seats in a shared session (at most what the chosen time has left).
  const isClass = service !== undefined && (service.capacity > 1 || service.sessions === "published");
  const maxSeats = service ? Math.min(slot?.seatsLeft ?? service.capacity, service.capacity, MAX_SEATS_ONLINE) : 1;
  const members = byName((staff.data?.data ?? []).filter((m) => serviceId !== null && m.services.includes(serviceId)));
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
    setNotice(null);
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
    setMonth(monthOf(todayIn(chosen)));
    setDate(null);
    setSlot(null);
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
            setNotice(
              `Sorry, ${clockTime(slot.start, zone)} on ${longDate(date)} was just taken by someone else. ` +
                "Please pick another time: your details are kept.",
            );
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
          setProblem(problemOf(error));
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
      {loadProblem && (
        <p role="alert" className="error">
          {problemOf(loadProblem)}
        </p>
      )}
      <section className="card step" aria-labelledby="step-service">
        <h2 id="step-service" tabIndex={-1}>
          1. Choose a service
        </h2>
        {serviceList ? (
          <ServicePicker services={serviceList} value={serviceId} onChange={chooseService} />
        ) : (
          !loadProblem && <p className="muted">Loading the services…</p>
        )}
      </section>

      {service && (
        <section className="card step" aria-labelledby="step-staff">
          <h2 id="step-staff" tabIndex={-1}>
            2. With whom?
          </h2>
          {members.length === 0 && staff.data ? (
            <p className="muted">Nobody offers this service online at the moment.</p>
          ) : (
            <StaffPicker members={members} value={staffChoice} onChange={chooseStaff} />
          )}
        </section>
      )}

      {service && staffChoice && (
        <section className="card step" aria-labelledby="step-day">
          <h2 id="step-day" tabIndex={-1}>
            3. Pick a day
          </h2>
          {availability.error ? (
            <p role="alert" className="error">
              {problemOf(availability.error)}
            </p>
          ) : (
            <MonthCalendar
              month={month}
              firstMonth={monthOf(today)}
              slotsByDate={availability.isFetching && !availability.data ? null : slotsByDate}
              selected={date}
              onSelect={chooseDate}
              onMonthChange={(next) => {
                setMonth(next);
                setDate(null);
                setSlot(null);
              }}
            />
          )}
        </section>
      )}

      {service && staffChoice && date && (
        <section className="card step" aria-labelledby="step-time">
          <h2 id="step-time" tabIndex={-1}>
            4. Pick a time <small>{longDate(date)}</small>
          </h2>
          {notice && (
            <p role="alert" className="notice" data-testid="notice">
              {notice}
            </p>
          )}
          <TimeList slots={daySlots} zone={zone} selected={slot?.start ?? null} onSelect={chooseSlot} />
        </section>
      )}

      {service && slot && (
        <section className="card step" aria-labelledby="step-details">
          <h2 id="step-details" tabIndex={-1}>
            5. Your details
          </h2>
          <p className="summary" data-testid="summary">
            {service.name}
            {staffChoice && staffChoice !== "any" ? ` with ${members.find((m) => m.id === staffChoice)?.name ?? ""}` : ""},{" "}
            {fullWhen(slot.start, zone)}
            {isClass && ` · ${seats} ${seats === 1 ? "seat" : "seats"}`}
          </p>
          {isClass && (
            <div className="field">
              <label htmlFor="field-seats">Seats</label>
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
            submitLabel={`Book ${clockTime(slot.start, zone)} ${zoneAbbreviation(slot.start, zone)}`}
            onChange={setDetails}
            onErrors={setErrors}
            onSubmit={book}
          />
          {problem && (
            <p role="alert" className="error">
              {problem}
            </p>
          )}
        </section>
      )}
    </>
  );
}
