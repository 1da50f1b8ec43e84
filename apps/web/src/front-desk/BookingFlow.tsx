// Booking for a customer: in the console's Book view (a member's session), or at the front desk a
// provider key opens (`withKey`). Four steps, each reading and writing through TanStack Query: the
// service and the member who offers it (ServiceStep), a free time of their week (TimeStep), the
// customer and the booking (CustomerStep), then the booking made, which may be cancelled there
// (ConfirmationStep). A class shows its sessions' seats left and books seats. Several services
// make a visit: times where they all fit back to back, one POST /v1/visits, and a refusal naming
// each service that does not fit. A two-person service (a couples massage) is offered where the
// member and another are free, and once a time is chosen the desk may pick that other member
// among those free then, or leave it to the salon's assignment rule. It speaks the
// member's language; dates, times and amounts as that language writes them, always on the salon's
// clock.
import { useState } from "react";
import type { RouterOutputs } from "@booking/client/react";
import { todayIn } from "../common/dates";
import { useServicePages, useStaffNames, useStaffPages } from "../common/salon-lists";
import { Problem } from "./Problem";
import { ConfirmationStep } from "./steps/ConfirmationStep";
import { CustomerStep } from "./steps/CustomerStep";
import { ServiceStep } from "./steps/ServiceStep";
import { TimeStep } from "./steps/TimeStep";
import { isClass, useWeekTimes, type ChosenSlot } from "./steps/week";
import { secondMemberChoices } from "./second-member";

type Me = RouterOutputs["user"]["me"];

export function BookingFlow({ me, withKey = false }: { me: Me; withKey?: boolean }) {
  const zone = me.provider.timezone;
  const [serviceId, setServiceId] = useState("");
  const [extraServiceIds, setExtraServiceIds] = useState<string[]>([]);
  const [staffId, setStaffId] = useState("");
  const [weekStart, setWeekStart] = useState(() => todayIn(zone));
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  /** A two-person booking's second member chosen at the chosen time; "" leaves it to the service. */
  const [secondId, setSecondId] = useState("");
  const [bookingId, setBookingId] = useState<string | null>(null);
  /** The service's refusal of a time taken meanwhile, said until another time is chosen. */
  const [taken, setTaken] = useState<unknown>(null);
  // The same queries as the steps' (one cache): the chosen service and member, the chosen time in words.
  const services = useServicePages().items;
  const service = services?.find((s) => s.id === serviceId);
  const staff = useStaffPages().items;
  const member = staff?.find((m) => m.id === staffId);
  // A visit once a second service is chosen; until then, the first service alone.
  const visitServices = [service, ...extraServiceIds.map((id) => services?.find((s) => s.id === id))].filter((s) => s !== undefined);
  const visitServiceIds = visitServices.length > 1 ? visitServices.map((s) => s.id) : [];
  const itemNames = visitServiceIds.length > 0 ? visitServices.map((s) => s.name) : undefined;
  const week = useWeekTimes(me, service, staffId, weekStart, visitServiceIds);
  const chosenTime = slot ? week.timeOf(slot) : undefined;
  const secondIds = slot ? secondMemberChoices(week.freeAt(slot), staffId) : [];
  const secondNames = useStaffNames(secondIds, staff);
  /** Another time, service or member: the second member is to be chosen again. */
  const chooseSlot = (chosen: ChosenSlot | null) => {
    setSlot(chosen);
    setSecondId("");
  };

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
          chooseSlot(null);
          if (isClass(services?.find((s) => s.id === id))) setExtraServiceIds([]);
        }}
        onExtras={(ids) => {
          setExtraServiceIds(ids);
          // The member must offer every service; the times change with the services.
          if (member && !ids.every((id) => id === "" || member.services.includes(id))) setStaffId("");
          chooseSlot(null);
        }}
        onStaff={(id) => {
          setStaffId(id);
          chooseSlot(null);
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
            chooseSlot(null);
          }}
          onSlot={(chosen) => {
            chooseSlot(chosen);
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
          second={
            service.staffCount === 2 && visitServiceIds.length === 0
              ? {
                  // A member is offered once their name is known (never as an id), in the order of their names.
                  choices: secondIds
                    .flatMap((id) => {
                      const name = secondNames.get(id);
                      return name === undefined ? [] : [{ id, name }];
                    })
                    .sort((a, b) => a.name.localeCompare(b.name)),
                  chosenId: secondId,
                  onChoose: setSecondId,
                }
              : undefined
          }
          slot={slot}
          time={chosenTime}
          withKey={withKey}
          onBooked={(id) => {
            chooseSlot(null);
            setBookingId(id);
          }}
          onTaken={(error) => {
            chooseSlot(null);
            setTaken(error);
          }}
        />
      )}
    </div>
  );
}
