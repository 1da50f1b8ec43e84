// The salon's public booking page (a public key, pk_…): choose a service, "any available" or one
// member, a day on a month calendar and a time (in the visitor's time zone, which they may change),
// then give a name and email. A time someone else took meanwhile is said in words, the times are
// refreshed, and what the visitor typed stays. The confirmation offers the booking as a calendar
// file and its manage link; a booking held until the visitor confirms their email says so instead.
// Everything in the page's language; the booking carries the visitor's zone and that language, in
// which the salon's messages about it reach them. Each step is its own component (booking-steps.tsx)
// on TanStack Query; this page holds the choices made. More services may follow the first, as one
// visit booked in one go (VisitSteps.tsx); with one service, a booking as ever. Until a time is
// chosen, a visitor whom no time suits may join the service's waitlist instead (WaitlistJoin.tsx).
// A service that takes a payment says what it costs and the refund rule before booking; the
// booking is then held until paid with Stripe's form (PaymentStep.tsx). Where the salon takes no
// payments online, such a service says at once that the salon books it, and offers no times.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { longDate, monthOf, timeWithZone, todayIn } from "../common/dates";
import { useTRPC } from "./api";
import { DayStep, DetailsStep, isClassService, ServiceStep, StaffStep, TimeStep, useChoices } from "./booking-steps";
import { useDayPick, type Slot } from "./Calendar";
import { Confirmation, HeldConfirmation, type Booked } from "./Confirmation";
import { EMPTY_DETAILS, type Details } from "./details";
import { SalonZoneNote, ZonePicker, useZoneChoice, type StaffChoice } from "./Pickers";
import { rememberBookingPage } from "./remembered-page";
import { useStepFocus } from "./steps";
import { servicesInOrder, visitRefusalWords } from "./visit";
import { PaymentStep } from "./PaymentStep";
import { takesPayment } from "../common/payment-policy";
import { VisitConfirmation, VisitDetailsStep, VisitServicesStep, type BookedVisit } from "./VisitSteps";
import { WaitlistJoin } from "./WaitlistJoin";

export function BookingPage(props: {
  publicKey: string;
  /** The salon's IANA zone, once known. */
  salonZone: string | null;
  /** How the salon takes payments online (null: it takes none; undefined: not known yet). */
  payments?: { provider: string; publishableKey: string } | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const { detected, zone, setZone } = useZoneChoice();
  const today = todayIn(zone);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [staffChoice, setStaffChoice] = useState<StaffChoice | null>(null);
  const pick = useDayPick(() => monthOf(today));
  const { date, slot, setDate, setSlot } = pick;
  // What the visitor typed stays while they choose another time.
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  /** A time someone else took meanwhile (its start and day). */
  const [taken, setTaken] = useState<{ start: string; date: string } | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const { t, lang } = useI18n();
  /** The services after the first, in order (a visit when there are any). */
  const [moreIds, setMoreIds] = useState<string[]>([]);
  /** The salon takes one service per online booking (it said so): no more services are offered. */
  const [oneAtATime, setOneAtATime] = useState(false);
  /** A visit refused at the time chosen, in words (the time step says it). */
  const [visitRefused, setVisitRefused] = useState<string[] | null>(null);
  const [bookedVisit, setBookedVisit] = useState<BookedVisit | null>(null);
  const serviceIds = serviceId !== null ? [serviceId, ...moreIds] : [];
  const isVisit = moreIds.length > 0;
  const { serviceList, members, staff } = useChoices(serviceId, serviceIds);
  const service = serviceList?.find((s) => s.id === serviceId);
  const visitServices = servicesInOrder(serviceIds, serviceList);
  /** A service that takes a payment, where the salon takes none online: the salon books it. */
  const salonBooks = service !== undefined && takesPayment(service.payment) && props.payments === null;
  const chosenMember = staffChoice && staffChoice !== "any" ? members.find((m) => m.id === staffChoice) : undefined;
  /** What the day and time steps read times for, once a service and a member are chosen. */
  const chosen = service && staffChoice && !salonBooks ? { serviceId: service.id, serviceIds, staffChoice, pick, today, zone } : null;

  const chooseService = (id: string) => {
    setServiceId(id);
    setStaffChoice(null);
    setDate(null);
    setSlot(null);
    setVisitRefused(null);
    // A class is booked on its own: the services added after another first are dropped.
    if (isClassService(serviceList?.find((s) => s.id === id))) setMoreIds([]);
    focusStep("step-staff");
  };
  /** Another list of services: the member stays only if they do all of them; the day is chosen again. */
  const changeVisit = (ids: string[]) => {
    setMoreIds(ids);
    const all = serviceId !== null ? [serviceId, ...ids] : ids;
    const member = staff.items?.find((m) => m.id === staffChoice);
    if (staffChoice && staffChoice !== "any" && !all.every((id) => member?.services.includes(id))) setStaffChoice(null);
    setDate(null);
    setSlot(null);
    setVisitRefused(null);
    focusStep("visit-heading");
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
    setVisitRefused(null);
    focusStep("step-time");
  };
  const chooseSlot = (chosen: Slot) => {
    setSlot(chosen);
    focusStep("step-details");
  };
  const chooseZone = (chosen: string) => {
    // Dates mean other days in another zone: choose the day again.
    setZone(chosen);
    pick.showMonth(monthOf(todayIn(chosen)));
  };
  const onBooked = (answer: Booked) => {
    setBooked(answer);
    if (answer.status === "held" && answer.payment) {
      focusStep("pay-heading");
      return;
    }
    const held = answer.status === "held";
    // Should the hold lapse, the page its email link opens offers this page to book again.
    if (held) rememberBookingPage(props.publicKey);
    focusStep(held ? "held-heading" : "confirmation-heading");
  };
  const onVisitBooked = (answer: BookedVisit) => {
    setBookedVisit(answer);
    focusStep("confirmation-heading");
  };
  const onVisitRefused = (error: unknown) => {
    if (slot && date) {
      const items = visitServices.map((s, index) => ({ name: s.name, start: slot.items?.[index]?.start }));
      setVisitRefused([
        t("visit.refused", { time: timeWithZone(slot.start, zone, lang), date: longDate(date, lang) }),
        ...visitRefusalWords(errorInfo(error), items, t, { zone, lang }),
      ]);
    }
    setSlot(null);
    focusStep("step-time");
  };
  const onOneAtATime = () => {
    setOneAtATime(true);
    setMoreIds([]);
    setDate(null);
    setSlot(null);
    focusStep("step-service");
  };
  const onTaken = () => {
    // (A slot is only ever chosen on a chosen day.)
    if (slot && date) setTaken({ start: slot.start, date });
    setSlot(null);
    focusStep("step-time");
  };

  if (booked || bookedVisit) {
    const bookAnother = () => {
      setBooked(null);
      setBookedVisit(null);
      setVisitRefused(null);
      setSlot(null);
      setDate(null);
      void queryClient.invalidateQueries({ queryKey: trpc.availability.get.queryKey() });
      focusStep("step-service");
    };
    if (bookedVisit) return <VisitConfirmation booked={bookedVisit} zone={zone} onAnother={bookAnother} />;
    if (!booked) return null;
    if (booked.status === "held" && booked.payment) {
      return (
        <PaymentStep
          booked={booked}
          publishableKey={props.payments?.publishableKey ?? ""}
          zone={zone}
          onStands={(status) => {
            setBooked({ ...booked, status });
            focusStep("confirmation-heading");
          }}
          onAnother={bookAnother}
        />
      );
    }
    return booked.status === "held" ? (
      <HeldConfirmation booked={booked} zone={zone} onAnother={bookAnother} />
    ) : (
      <Confirmation booked={booked} zone={zone} onAnother={bookAnother} />
    );
  }

  return (
    <>
      <ZonePicker zone={zone} detected={detected} onChange={chooseZone} />
      <SalonZoneNote zone={zone} detected={detected} salonZone={props.salonZone} />
      <ServiceStep serviceId={serviceId} onChoose={chooseService} />
      {oneAtATime && (
        <p role="alert" className="notice" data-testid="one-at-a-time">
          {t("visit.oneAtATime")}
        </p>
      )}
      {salonBooks && (
        <p role="alert" className="notice" data-testid="pay-not-online">
          {t("pay.notOnline", { service: service.name })}
        </p>
      )}
      {service && !salonBooks && !isClassService(service) && !takesPayment(service.payment) && !oneAtATime && serviceList && (
        <VisitServicesStep
          chosen={visitServices}
          // A visit is booked in one go: services paid when booked are booked on their own.
          addable={serviceList.filter((s) => !isClassService(s) && !takesPayment(s.payment))}
          onAdd={(id) => changeVisit([...moreIds, id])}
          onRemove={(index) => changeVisit(moreIds.filter((_, i) => i !== index - 1))}
        />
      )}
      {service && !salonBooks && <StaffStep serviceId={service.id} serviceIds={serviceIds} value={staffChoice} onChoose={chooseStaff} />}
      {chosen && <DayStep {...chosen} onSelect={chooseDate} />}
      {chosen && date && <TimeStep {...chosen} date={date} taken={taken} refused={visitRefused} onSelect={chooseSlot} />}
      {!isVisit && service && staffChoice && !slot && (
        // No time shown suits (the day chosen has none, or none is chosen yet): the salon's waitlist.
        <WaitlistJoin
          key={`${service.id} ${staffChoice}`}
          service={service}
          member={chosenMember}
          staffChoice={staffChoice}
          date={date}
          salonZone={props.salonZone}
          zone={zone}
          details={details}
          onDetails={setDetails}
        />
      )}
      {isVisit && staffChoice && slot && (
        <VisitDetailsStep
          key={slot.start}
          services={visitServices}
          member={chosenMember}
          staffChoice={staffChoice}
          slot={slot}
          zone={zone}
          details={details}
          onDetails={setDetails}
          onBooked={onVisitBooked}
          onRefused={onVisitRefused}
          onOneAtATime={onOneAtATime}
        />
      )}
      {!isVisit && service && staffChoice && slot && (
        <DetailsStep
          // Another time starts its seats and its answer afresh.
          key={slot.start}
          service={service}
          member={chosenMember}
          staffChoice={staffChoice}
          slot={slot}
          zone={zone}
          details={details}
          onDetails={setDetails}
          onBooked={onBooked}
          onTaken={onTaken}
        />
      )}
    </>
  );
}
