// The first choices of a booking: the service, then "any available" or one member who offers it,
// and the time zone every date and time on the page is told in.
import type { RouterOutputs } from "@booking/client";
import { knownZones } from "./dates";

export type Service = RouterOutputs["services"]["list"]["data"][number];
export type Member = RouterOutputs["staff"]["list"]["data"][number];

/** A member's id, or "any": the salon assigns a free member (its assignment rule). */
export type StaffChoice = string;

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** One choice of a list: a button that says whether it is the chosen one (choosing moves on). */
function Choice(props: { chosen: boolean; title: string; meta?: string; text?: string | null; testId: string; onChoose: () => void }) {
  return (
    <li>
      <button
        type="button"
        className={props.chosen ? "choice chosen" : "choice"}
        aria-pressed={props.chosen}
        data-testid={props.testId}
        onClick={props.onChoose}
      >
        <span className="choice-title">{props.title}</span>
        {props.meta && <span className="choice-meta">{props.meta}</span>}
        {props.text && <span className="choice-text">{props.text}</span>}
      </button>
    </li>
  );
}

export function ServicePicker(props: { services: Service[]; value: string | null; onChange: (id: string) => void }) {
  if (props.services.length === 0) return <p className="muted">This salon offers no services online yet.</p>;
  return (
    <ul className="choices">
      {props.services.map((service) => (
        <Choice
          key={service.id}
          chosen={props.value === service.id}
          title={service.name}
          meta={`${service.duration} min · ${money(service.price, service.currency)}`}
          text={service.description}
          testId={`service-${service.id}`}
          onChoose={() => props.onChange(service.id)}
        />
      ))}
    </ul>
  );
}

export function StaffPicker(props: { members: Member[]; value: StaffChoice | null; onChange: (choice: StaffChoice) => void }) {
  return (
    <ul className="choices">
      <Choice
        chosen={props.value === "any"}
        title="Any available"
        text="Whoever of the team is free at the time you pick"
        testId="staff-any"
        onChoose={() => props.onChange("any")}
      />
      {props.members.map((member) => (
        <Choice
          key={member.id}
          chosen={props.value === member.id}
          title={member.name}
          meta={member.rating > 0 ? `★ ${member.rating.toFixed(1)}` : undefined}
          text={member.bio}
          testId={`staff-${member.id}`}
          onChoose={() => props.onChange(member.id)}
        />
      ))}
    </ul>
  );
}

export function ZonePicker(props: { zone: string; detected: string; onChange: (zone: string) => void }) {
  return (
    <label className="zone-picker">
      Times shown in
      <select value={props.zone} onChange={(e) => props.onChange(e.target.value)}>
        {knownZones(props.detected).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
            {zone === props.detected ? " (your time zone)" : ""}
          </option>
        ))}
      </select>
    </label>
  );
}
