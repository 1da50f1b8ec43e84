// The salon's people: who works when and offers what, with their role in the console. An admin
// or manager adds members (with a password to sign in, when they should) and changes their hours.
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { MemberDates } from "./MemberExtras";
import { DEFAULT_HOURS, fromServiceWeek, toServiceWeek, WEEKDAYS, type WeekHours } from "./hours";
import { Submit, useAction } from "./useAction";
import { AddForm, QueryProblem } from "./ui";
import { ROLE_NAMES } from "./words";

const DAY_NAMES = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export function StaffView({ zone }: { zone: string }) {
  const trpc = useTRPC();
  // Inactive members too: they can be switched back on here.
  const staff = useQuery(trpc.staff.list.queryOptions({ limit: 100, active: false }));
  const [editing, setEditing] = useState<string | null>(null);
  const [dates, setDates] = useState<string | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="staff-heading">
      <h2 id="staff-heading">Staff</h2>
      <QueryProblem error={staff.error} />
      <ul className="bookings">
        {staff.data?.data.map((m) => (
          <li key={m.id} className="booking">
            <div className="booking-main">
              <strong>{m.name}</strong>
              <span>{ROLE_NAMES[m.role]}</span>
              <span className="muted">{m.email}</span>
              <span className="muted">
                {m.services.length} service{m.services.length === 1 ? "" : "s"}
              </span>
              {m.isActive === false && <span>Inactive: cannot be booked or sign in</span>}
            </div>
            <div className="actions">
              <button
                type="button"
                aria-expanded={editing === m.id}
                onClick={() => setEditing(editing === m.id ? null : m.id)}
                aria-label={`Hours of ${m.name}`}
              >
                Hours
              </button>
              <button
                type="button"
                className="secondary"
                aria-expanded={dates === m.id}
                onClick={() => setDates(dates === m.id ? null : m.id)}
                aria-label={`Dates and calendars of ${m.name}`}
              >
                Dates and calendars
              </button>
              <button
                type="button"
                className="secondary"
                aria-expanded={changing === m.id}
                onClick={() => setChanging(changing === m.id ? null : m.id)}
                aria-label={`Change ${m.name}`}
              >
                Change
              </button>
            </div>
            {changing === m.id && <ChangeMember member={m} onDone={() => setChanging(null)} />}
            {editing === m.id && <MemberHours memberId={m.id} />}
            {dates === m.id && <MemberDates memberId={m.id} name={m.name} zone={zone} />}
          </li>
        ))}
      </ul>
      <NewMember />
    </section>
  );
}

/** A member's role, whether they work here still, and a new password (which signs them out everywhere). */
function ChangeMember({ member, onDone }: { member: RouterOutputs["staff"]["list"]["data"][number]; onDone: () => void }) {
  const client = useTRPCClient();
  const action = useAction();
  const [role, setRole] = useState(member.role);
  const [active, setActive] = useState(member.isActive !== false);
  const [password, setPassword] = useState("");
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(
      () => client.staff.update.mutate({ id: member.id, role, isActive: active, ...(password ? { password } : {}) }),
      `${member.name} saved.`,
    );
    if (saved) onDone();
  };
  return (
    <form className="details" onSubmit={(event) => void save(event)} aria-label={`Change ${member.name}`}>
      <div className="row">
        <RoleField value={role} onChange={setRole} />
        <label>
          New console password (optional: signs {member.name} out everywhere)
          <input type="password" autoComplete="new-password" minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Works here (can be booked and sign in)
      </label>
      <Submit action={action} text={`Save ${member.name}`} />
    </form>
  );
}

type Role = "staff" | "manager" | "admin";

function RoleField({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <label>
      Role
      <select value={value} onChange={(e) => onChange(e.target.value as Role)}>
        <option value="staff">Staff: their own day</option>
        <option value="manager">Manager: everything</option>
        <option value="admin">Admin: everything</option>
      </select>
    </label>
  );
}

function MemberHours({ memberId }: { memberId: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const member = useQuery(trpc.staff.get.queryOptions({ id: memberId }));
  const [hours, setHours] = useState<WeekHours | null>(null);
  const action = useAction();
  useEffect(() => {
    if (member.data && !hours) setHours(fromServiceWeek(member.data.data.schedule));
  }, [member.data, hours]);
  if (!hours) return <p>Loading…</p>;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => client.staff.update.mutate({ id: memberId, schedule: toServiceWeek(hours) }), "Hours saved.");
  };
  return (
    <form onSubmit={save}>
      <HoursEditor hours={hours} onChange={setHours} />
      <Submit action={action} text="Save hours" />
    </form>
  );
}

function NewMember() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const services = useQuery(trpc.services.list.queryOptions({ limit: 100 }));
  const action = useAction();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [password, setPassword] = useState("");
  const [offers, setOffers] = useState<string[]>([]);
  const [hours, setHours] = useState<WeekHours>(DEFAULT_HOURS);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const created = await action.run(
      () =>
        client.staff.create.mutate({
          name: name.trim(),
          email: email.trim(),
          role,
          services: offers,
          schedule: toServiceWeek(hours),
          ...(password ? { password } : {}),
        }),
      `${name.trim()} added.`,
    );
    if (created) {
      setName("");
      setEmail("");
      setPassword("");
    }
  };

  return (
    <AddForm id="new-member-heading" title="Add a member" onSubmit={(event) => void add(event)}>
      <div className="row">
        <label>
          Name
          <input required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Email
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
      </div>
      <div className="row">
        <RoleField value={role} onChange={setRole} />
        <label>
          Console password (optional)
          <input type="password" autoComplete="new-password" minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
      </div>
      <fieldset className="choices-plain">
        <legend>Offers</legend>
        {services.data?.data.length === 0 && <p className="muted">Add services first.</p>}
        {services.data?.data.map((s) => (
          <label key={s.id} className="check">
            <input
              type="checkbox"
              checked={offers.includes(s.id)}
              onChange={(e) => setOffers(e.target.checked ? [...offers, s.id] : offers.filter((id) => id !== s.id))}
            />
            {s.name}
          </label>
        ))}
      </fieldset>
      <HoursEditor hours={hours} onChange={setHours} />
      <Submit action={action} text="Add member" />
    </AddForm>
  );
}

function HoursEditor({ hours, onChange }: { hours: WeekHours; onChange: (hours: WeekHours) => void }) {
  const set = (day: (typeof WEEKDAYS)[number], change: Partial<WeekHours[typeof day]>) =>
    onChange({ ...hours, [day]: { ...hours[day], ...change } });
  return (
    <fieldset className="hours">
      <legend>Weekly hours</legend>
      {WEEKDAYS.map((day) => {
        const h = hours[day];
        const name = DAY_NAMES[day];
        return (
          <div className="hours-day" key={day}>
            <label className="check">
              <input type="checkbox" checked={h.works} onChange={(e) => set(day, { works: e.target.checked })} />
              {name}
            </label>
            {h.works && (
              <>
                <label>
                  <span className="visually-hidden">{name} from</span>
                  <input type="time" required value={h.start} onChange={(e) => set(day, { start: e.target.value })} />
                </label>
                <label>
                  <span className="visually-hidden">{name} to</span>
                  <input type="time" required value={h.end} onChange={(e) => set(day, { end: e.target.value })} />
                </label>
                <label>
                  <span className="visually-hidden">{name} break from</span>
                  <input type="time" value={h.breakStart} onChange={(e) => set(day, { breakStart: e.target.value })} />
                </label>
                <label>
                  <span className="visually-hidden">{name} break to</span>
                  <input type="time" value={h.breakEnd} onChange={(e) => set(day, { breakEnd: e.target.value })} />
                </label>
              </>
            )}
          </div>
        );
      })}
      <p className="muted">Each day: from, to, and a break (leave its times empty for none).</p>
    </fieldset>
  );
}
