// A visit on the booking page: after the first service, more may be added (up to five in all,
// classes excepted), in the order they are done and each removable; the times then come for the
// whole sequence. The details step lists each service with its time and books them in one go
// (POST /v1/visits); the confirmation lists every booked service and the visit's manage link. A
// time where one service no longer fits goes back to the time step, which says which (visit.ts).
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorInfo, type RouterOutputs } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import { isConflict } from "../common/errors";
import { clockTime, fullWhen, timeWithZone } from "../common/dates";
import { problemOf, useTRPC } from "./api";
import type { Slot } from "./Calendar";
import { customerOf, fieldErrorsOf, unshownRefusal, type Details, type FieldErrors } from "./details";
import { DetailsForm } from "./DetailsForm";
import type { Member, Service, StaffChoice } from "./Pickers";
import { useFocusWhenShown } from "./steps";
import { isOneServiceAtATime, MAX_VISIT_SERVICES } from "./visit";
import "./visit.css";
import { KeepLink } from "./KeepLink";

export type BookedVisit = RouterOutputs["visits"]["create"]["data"];

/**
 * The services of the visit in order (the first is the one chosen above, changed there) and the
 * control that adds another: a list of the services a visit can hold, closed again once one is
 * chosen. Adding or removing one moves the focus to this list's heading.
 */
export function VisitServicesStep(props: {
  /** The visit's services in order, the first the one chosen above. */
  chosen: readonly Service[];
  /** What can be added: the salon's services that are not classes. */
  addable: readonly Service[];
  onAdd: (id: string) => void;
  onRemove: (index: number) => void;
}) {
  const { t, locale } = useI18n();
  const [adding, setAdding] = useState(false);
  const full = props.chosen.length >= MAX_VISIT_SERVICES;
  useFocusWhenShown("visit-choose", adding);
  const add = (id: string) => {
    setAdding(false);
    props.onAdd(id);
  };
  return (
    <section className="card step" aria-labelledby="visit-heading" data-testid="visit-services">
      <h2 id="visit-heading" tabIndex={-1}>
        {t("visit.heading")}
      </h2>
      <ol className="visit-services">
        {props.chosen.map((service, index) => (
          <li key={`${service.id}-${index}`} data-testid={`visit-service-${index}`}>
            <span>
              <span className="choice-title">{service.name}</span>{" "}
              <span className="choice-meta">
                {t("service.meta", { minutes: service.duration, price: money(service.price, service.currency, locale) })}
              </span>
            </span>
            {index > 0 && (
              <button
                type="button"
                className="link"
                aria-label={t("visit.remove", { service: service.name })}
                data-testid={`visit-remove-${index}`}
                onClick={() => props.onRemove(index)}
              >
                {t("visit.removeButton")}
              </button>
            )}
          </li>
        ))}
      </ol>
      {full ? (
        <p className="muted" data-testid="visit-full">
          {t("visit.max", { count: MAX_VISIT_SERVICES })}
        </p>
      ) : adding ? (
        <>
          <h3 id="visit-choose" tabIndex={-1}>
            {t("visit.choose")}
          </h3>
          <ul className="choices" aria-labelledby="visit-choose">
            {props.addable.map((service) => (
              <li key={service.id}>
                <button type="button" className="choice" data-testid={`add-service-${service.id}`} onClick={() => add(service.id)}>
                  <span className="choice-title">{service.name}</span>
                  <span className="choice-meta">
                    {t("service.meta", { minutes: service.duration, price: money(service.price, service.currency, locale) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="link" onClick={() => setAdding(false)}>
            {t("visit.cancelAdd")}
          </button>
        </>
      ) : (
        <button type="button" data-testid="visit-add" onClick={() => setAdding(true)}>
          {t("visit.add")}
        </button>
      )}
    </section>
  );
}

/**
 * The visitor's details and the visit's booking, each service listed with its time. A time where
 * a service no longer fits (409) goes back to the time step with the refusal; a salon that takes
 * one service per online booking (400) says so; fields the service refuses are shown by the fields.
 */
export function VisitDetailsStep(props: {
  services: readonly Service[];
  member: Member | undefined;
  staffChoice: StaffChoice;
  slot: Slot;
  zone: string;
  details: Details;
  onDetails: (details: Details) => void;
  onBooked: (booked: BookedVisit) => void;
  /** The service refused the visit at this time (its refusal, to be said by item). */
  onRefused: (error: unknown) => void;
  /** The salon takes one service per online booking. */
  onOneAtATime: () => void;
}) {
  const { t, lang } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { services, slot, zone } = props;
  const [errors, setErrors] = useState<FieldErrors>({});
  const refreshTimes = () => queryClient.invalidateQueries({ queryKey: trpc.availability.get.queryKey() });
  const create = useMutation(
    trpc.visits.create.mutationOptions({
      onSuccess: (answer) => props.onBooked(answer.data),
      onError: (error) => {
        const info = errorInfo(error);
        if (isConflict(error)) {
          props.onRefused(error);
          void refreshTimes();
          return;
        }
        if (isOneServiceAtATime(info)) {
          props.onOneAtATime();
          return;
        }
        const fields = fieldErrorsOf(info.details);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          return;
        }
        void refreshTimes();
      },
    }),
  );
  const { details } = props;
  const book = () =>
    create.mutate({
      // A member chosen does every service (the times were asked for them); else the service assigns each.
      items: services.map((service) => ({ serviceId: service.id, ...(props.staffChoice !== "any" ? { staffId: props.staffChoice } : {}) })),
      start: slot.start,
      ...(details.notes.trim() ? { notes: details.notes.trim() } : {}),
      customer: customerOf(details),
      timezone: zone,
      locale: lang,
    });
  const refusal = unshownRefusal(create.error);
  return (
    <section className="card step" aria-labelledby="step-details">
      <h2 id="step-details" tabIndex={-1}>
        {t("step.details")}
      </h2>
      <div className="summary" data-testid="summary">
        <p>{t("visit.summary", { when: fullWhen(slot.start, zone, lang) })}</p>
        <ol className="visit-items">
          {services.map((service, index) => {
            const item = slot.items?.[index];
            return (
              <li key={`${service.id}-${index}`} data-testid={`summary-item-${index}`}>
                {item
                  ? t("visit.summaryItem", {
                      service: service.name,
                      start: clockTime(item.start, zone, lang),
                      end: clockTime(item.end, zone, lang),
                    })
                  : service.name}
              </li>
            );
          })}
        </ol>
        <p>{props.member ? t("visit.withMember", { member: props.member.name }) : t("visit.withAny")}</p>
      </div>
      <DetailsForm
        details={details}
        errors={errors}
        busy={create.isPending}
        submitLabel={t("visit.book", { count: services.length, time: timeWithZone(slot.start, zone, lang) })}
        onChange={props.onDetails}
        onErrors={setErrors}
        onSubmit={book}
      />
      {refusal && !isOneServiceAtATime(errorInfo(refusal)) && (
        <p role="alert" className="error">
          {problemOf(refusal, t)}
        </p>
      )}
    </section>
  );
}

/** The visit booked: every service with its times and member, and the link that moves or cancels them all. */
export function VisitConfirmation(props: { booked: BookedVisit; zone: string; onAnother: () => void }) {
  const { t, lang } = useI18n();
  const { booked, zone } = props;
  const confirmed = booked.items.every((item) => item.status === "confirmed");
  return (
    <section className="card confirmation" data-testid="confirmation" aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" tabIndex={-1}>
        {confirmed ? t("visit.confirmed") : t("visit.requested")}
      </h2>
      {!confirmed && <p>{t("confirmation.pending", { email: booked.customer.email ?? t("confirmation.yourAddress") })}</p>}
      <dl className="facts">
        <dt>{t("facts.when")}</dt>
        <dd data-testid="booking-when">{fullWhen(booked.start, zone, lang)}</dd>
        <dt>{t("facts.what")}</dt>
        <dd>
          <ol className="visit-items" data-testid="visit-items">
            {booked.items.map((item) => (
              <li key={item.id} data-testid={`visit-item-${item.id}`}>
                <span className="choice-title">
                  {t("service.withDuration", { service: item.service.name, minutes: item.service.duration })}
                </span>
                <span className="choice-meta">
                  {t("visit.itemLine", {
                    start: clockTime(item.dateTime, zone, lang),
                    end: clockTime(item.endTime, zone, lang),
                    member: item.staff.name,
                  })}
                </span>
              </li>
            ))}
          </ol>
        </dd>
        <dt>{t("facts.reference")}</dt>
        <dd>
          <code data-testid="visit-id">{booked.id}</code>
        </dd>
      </dl>
      {booked.manage && <KeepLink url={booked.manage.url} testId="manage-link" label={t("visit.manage")} why={t("visit.keepLink")} />}
      <button type="button" className="link" onClick={props.onAnother}>
        {t("confirmation.another")}
      </button>
    </section>
  );
}
