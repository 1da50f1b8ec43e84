// The salon's public booking page (a public key, pk_…): choose a service, "any available" or one
// member, a day on a month calendar and a time (in the visitor's time zone, which they may change),
// then give a name and email. A time someone else took meanwhile is said in words, the times are
// refreshed, and what the visitor typed stays. The confirmation offers the booking as a calendar
// file and its manage link; a booking held until the visitor confirms their email says so instead.
// Everything in the page's language; the booking carries the visitor's zone and that language, in
// which the salon's messages about it reach them. Each step is its own component (booking-steps.tsx)
// on TanStack Query; this page holds the choices made.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { monthOf, todayIn } from "../shared/dates";
import { useTRPC } from "./api";
import { DayStep, DetailsStep, ServiceStep, StaffStep, TimeStep, useChoices } from "./booking-steps";
import { useDayPick, type Slot } from "./Calendar";
import { Confirmation, HeldConfirmation, type Booked } from "./Confirmation";
import { EMPTY_DETAILS, type Details } from "./details";
import { SalonZoneNote, ZonePicker, useZoneChoice, type StaffChoice } from "./Pickers";
import { rememberBookingPage } from "./remembered-page";
import { useStepFocus } from "./steps";

export function BookingPage(props: { publicKey: string; /** The salon's IANA zone, once known. */ salonZone: string | null }) {
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
  const { serviceList, members } = useChoices(serviceId);
  const service = serviceList?.find((s) => s.id === serviceId);
  const chosenMember = staffChoice && staffChoice !== "any" ? members.find((m) => m.id === staffChoice) : undefined;
  /** What the day and time steps read times for, once a service and a member are chosen. */
  const chosen = service && staffChoice ? { serviceId: service.id, staffChoice, pick, today, zone } : null;

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
    focusStep("step-details");
  };
  const chooseZone = (chosen: string) => {
    // Dates mean other days in another zone: choose the day again.
    setZone(chosen);
    pick.showMonth(monthOf(todayIn(chosen)));
  };
  const onBooked = (answer: Booked) => {
    setBooked(answer);
    const held = answer.status === "held";
    // Should the hold lapse, the page its email link opens offers this page to book again.
    if (held) rememberBookingPage(props.publicKey);
    focusStep(held ? "held-heading" : "confirmation-heading");
  };
  const onTaken = () => {
    // (A slot is only ever chosen on a chosen day.)
    if (slot && date) setTaken({ start: slot.start, date });
    setSlot(null);
    focusStep("step-time");
  };

  if (booked) {
    const bookAnother = () => {
      setBooked(null);
      setSlot(null);
      setDate(null);
      void queryClient.invalidateQueries({ queryKey: trpc.availability.get.queryKey() });
      focusStep("step-service");
    };
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
      {service && <StaffStep serviceId={service.id} value={staffChoice} onChoose={chooseStaff} />}
      {chosen && <DayStep {...chosen} onSelect={chooseDate} />}
      {chosen && date && <TimeStep {...chosen} date={date} taken={taken} onSelect={chooseSlot} />}
      {service && staffChoice && slot && (
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
