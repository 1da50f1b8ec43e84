// Booking for a customer: in the console's Book view (a member's session), or at the front desk a
// provider key opens (`withKey`). Four steps, each reading and writing through TanStack Query: the
// service and the member who offers it (ServiceStep), a free time of their week (TimeStep), the
// customer and the booking (CustomerStep), then the booking made, which may be cancelled there
// (ConfirmationStep). A class shows its sessions' seats left and books seats. Several services
// make a visit: times where they all fit back to back, one POST /v1/visits, and a refusal naming
// each service that does not fit. It speaks the
// member's language; dates, times and amounts as that language writes them, always on the salon's
// clock.
import { useState } from "react";
import type { RouterOutputs } from "@booking/client/react";
import { todayIn } from "../common/dates";
import { useServicePages, useStaffPages } from "../common/salon-lists";
import { Problem } from "./Problem";
import { ConfirmationStep } from "./steps/ConfirmationStep";
import { CustomerStep } from "./steps/CustomerStep";
import { ServiceStep } from "./steps/ServiceStep";
import { TimeStep } from "./steps/TimeStep";
import { isClass, useWeekTimes, type ChosenSlot } from "./steps/week";

type Me = RouterOutputs["user"]["me"];

export function BookingFlow({ me, withKey = false }: { me: Me; withKey?: boolean }) {
  const zone = me.provider.timezone;
  const [serviceId, setServiceId] = useState("");
  const [extraServiceIds, setExtraServiceIds] = useState<string[]>([]);
  const [staffId, setStaffId] = useState("");
  const [weekStart, setWeekStart] = useState(() => todayIn(zone));
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [bookingId, setBookingId] = useState<string | null>(null);
  /** The service's refusal of a time taken meanwhile, said until another time is chosen. */
  const [taken, setTaken] = useState<unknown>(null);
  // The same queries as the steps' (one cache): the chosen service and member, the chosen time in words.
  const services = useServicePages().items;
  const service = services?.find((s) => s.id === serviceId);
  const member = useStaffPages().items?.find((m) => m.id === staffId);
  // A visit once a second service is chosen; until then, the first service alone.
  const visitServices = [service, ...extraServiceIds.map((id) => services?.find((s) => s.id === id))].filter((s) => s !== undefined);
  const visitServiceIds = visitServices.length > 1 ? visitServices.map((s) => s.id) : [];
  const itemNames = visitServiceIds.length > 0 ? visitServices.map((s) => s.name) : undefined;
  const week = useWeekTimes(me, service, staffId, weekStart, visitServiceIds);
  const chosenTime = slot ? week.timeOf(slot) : undefined;

  if (bookingId) {
    return <ConfirmationStep me={me} bookingId={bookingId} withKey={withKey} onAnother={() => setBookingId(null)} />;
  }
  return (
    <div className="flow">
      <ServiceStep
        serviceId={serviceId}
        staffId={staffId}
        extraServiceIds={extraServiceIds}
        withKey={withKey}
        onService={(id) => {
          setServiceId(id);
          setStaffId("");
          setSlot(null);
          if (isClass(services?.find((s) => s.id === id))) setExtraServiceIds([]);
        }}
        onExtras={(ids) => {
          setExtraServiceIds(ids);
          // The member must offer every service; the times change with the services.
          if (member && !ids.every((id) => id === "" || member.services.includes(id))) setStaffId("");
          setSlot(null);
        }}
        onStaff={(id) => {
          setStaffId(id);
          setSlot(null);
        }}
      />
      {service && staffId && (
        <TimeStep
          me={me}
          serviceId={service.id}
          staffId={staffId}
          explains={!isClass(service) && visitServiceIds.length === 0}
          week={week}
          weekStart={weekStart}
          slot={slot}
          withKey={withKey}
          onWeek={(start) => {
            setWeekStart(start);
            setSlot(null);
          }}
          onSlot={(chosen) => {
            setSlot(chosen);
            setTaken(null);
          }}
        />
      )}
      <Problem error={taken} withKey={withKey} itemNames={itemNames} />
      {service && slot && chosenTime && (
        <CustomerStep
          me={me}
          service={service}
          visitServices={visitServiceIds.length > 0 ? visitServices : undefined}
          staffId={staffId}
          memberName={member?.name ?? ""}
          slot={slot}
          time={chosenTime}
          withKey={withKey}
          onBooked={(id) => {
            setSlot(null);
            setBookingId(id);
          }}
          onTaken={(error) => {
            setSlot(null);
            setTaken(error);
          }}
        />
      )}
    </div>
  );
}
