// The salon's people: who works when and offers what, with their role in the console. An admin
// or manager adds members (with a password to sign in, when they should) and changes their hours.
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { MemberDates } from "./MemberExtras";
import { MemberInvite } from "./MemberInvite";
import { DEFAULT_HOURS, fromServiceWeek, toServiceWeek, type WeekHours } from "./hours";
import { HoursEditor } from "./HoursEditor";
import { Submit, useAction } from "./useAction";
import { useServicePages, useStaffPages } from "../common/salon-lists";
import { MoreOf } from "../common/PagedList";
import { AddForm, QueryProblem } from "./ui";
import { ROLE_NAMES } from "./words";
import { mayInvite } from "./member-rules";

/** `actorRole`: the signed-in member's role, which decides what they are offered (see member-rules.ts). */
export function StaffView({ zone, actorRole }: { zone: string; actorRole: "admin" | "manager" | "staff" }) {
  const { t } = useI18n();
  // Inactive members too: they can be switched back on here.
  const staff = useStaffPages(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [dates, setDates] = useState<string | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const [inviting, setInviting] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="staff-heading">
      <h2 id="staff-heading">{t("console.staff.heading")}</h2>
      <QueryProblem error={staff.error} />
      <ul className="bookings">
        {staff.items?.map((m) => (
          <li key={m.id} className="booking">
            <div className="booking-main">
              <strong>{m.name}</strong>
              <span>{t(ROLE_NAMES[m.role])}</span>
              <span className="muted">{m.email}</span>
              <span className="muted">{t("console.member.services", { count: m.services.length })}</span>
              {m.isActive === false && <span>{t("console.member.inactive")}</span>}
            </div>
            <div className="actions">
              <button
                type="button"
                aria-expanded={editing === m.id}
                onClick={() => setEditing(editing === m.id ? null : m.id)}
                aria-label={t("console.member.hours.named", { name: m.name })}
              >
                {t("console.member.hours")}
              </button>
              <button
                type="button"
                className="secondary"
                aria-expanded={dates === m.id}
                onClick={() => setDates(dates === m.id ? null : m.id)}
                aria-label={t("console.member.dates.named", { name: m.name })}
              >
                {t("console.member.dates")}
              </button>
              <button
                type="button"
                className="secondary"
                aria-expanded={changing === m.id}
                onClick={() => setChanging(changing === m.id ? null : m.id)}
                aria-label={t("console.member.change.named", { name: m.name })}
              >
                {t("console.member.change")}
              </button>
              {mayInvite(actorRole, m) && (
                <button
                  type="button"
                  className="secondary"
                  aria-expanded={inviting === m.id}
                  onClick={() => setInviting(inviting === m.id ? null : m.id)}
                  aria-label={t("console.member.invite.named", { name: m.name })}
                >
                  {t("console.member.invite")}
                </button>
              )}
            </div>
            {inviting === m.id && mayInvite(actorRole, m) && <MemberInvite member={m} zone={zone} />}
            {changing === m.id && <ChangeMember member={m} onDone={() => setChanging(null)} />}
            {editing === m.id && <MemberHours memberId={m.id} />}
            {dates === m.id && <MemberDates memberId={m.id} name={m.name} zone={zone} />}
          </li>
        ))}
      </ul>
      <MoreOf list={staff} testId="more-staff" />
      <NewMember />
    </section>
  );
}

/** A member's role, whether they work here still, and a new password (which signs them out everywhere). */
function ChangeMember({ member, onDone }: { member: RouterOutputs["staff"]["list"]["data"][number]; onDone: () => void }) {
  const client = useTRPCClient();
  const { t } = useI18n();
  const action = useAction();
  const [role, setRole] = useState(member.role);
  const [active, setActive] = useState(member.isActive !== false);
  const [password, setPassword] = useState("");
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(
      () => client.staff.update.mutate({ id: member.id, role, isActive: active, ...(password ? { password } : {}) }),
      t("console.member.saved", { name: member.name }),
    );
    if (saved) onDone();
  };
  return (
    <form className="details" onSubmit={(event) => void save(event)} aria-label={t("console.member.change.named", { name: member.name })}>
      <div className="row">
        <RoleField value={role} onChange={setRole} />
        <label>
          {t("console.member.newPassword", { name: member.name })}
          <input type="password" autoComplete="new-password" minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> {t("console.member.active")}
      </label>
      <Submit action={action} text={t("console.member.save", { name: member.name })} />
    </form>
  );
}

type Role = "staff" | "manager" | "admin";

function RoleField({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const { t } = useI18n();
  return (
    <label>
      {t("console.member.role")}
      <select value={value} onChange={(e) => onChange(e.target.value as Role)}>
        <option value="staff">{t("console.member.role.staff")}</option>
        <option value="manager">{t("console.member.role.manager")}</option>
        <option value="admin">{t("console.member.role.admin")}</option>
      </select>
    </label>
  );
}

function MemberHours({ memberId }: { memberId: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const member = useQuery(trpc.staff.get.queryOptions({ id: memberId }));
  const { t } = useI18n();
  const [hours, setHours] = useState<WeekHours | null>(null);
  const action = useAction();
  useEffect(() => {
    if (member.data && !hours) setHours(fromServiceWeek(member.data.data.schedule));
  }, [member.data, hours]);
  if (!hours) return <p>{t("console.loading")}</p>;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => client.staff.update.mutate({ id: memberId, schedule: toServiceWeek(hours) }), t("console.hours.saved"));
  };
  return (
    <form onSubmit={save}>
      <HoursEditor hours={hours} onChange={setHours} />
      <Submit action={action} text={t("console.hours.save")} />
    </form>
  );
}

function NewMember() {
  const client = useTRPCClient();
  const services = useServicePages();
  const { t } = useI18n();
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
      t("console.member.added", { name: name.trim() }),
    );
    if (created) {
      setName("");
      setEmail("");
      setPassword("");
    }
  };

  return (
    <AddForm id="new-member-heading" title={t("console.member.new")} onSubmit={(event) => void add(event)}>
      <div className="row">
        <label>
          {t("console.field.name")}
          <input required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t("console.field.email")}
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
      </div>
      <div className="row">
        <RoleField value={role} onChange={setRole} />
        <label>
          {t("console.member.password")}
          <input type="password" autoComplete="new-password" minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
      </div>
      <fieldset className="choices-plain">
        <legend>{t("console.member.offers")}</legend>
        {services.items?.length === 0 && <p className="muted">{t("console.member.noServices")}</p>}
        {services.items?.map((s) => (
          <label key={s.id} className="check">
            <input
              type="checkbox"
              checked={offers.includes(s.id)}
              onChange={(e) => setOffers(e.target.checked ? [...offers, s.id] : offers.filter((id) => id !== s.id))}
            />
            {s.name}
          </label>
        ))}
        <MoreOf list={services} testId="more-services" />
      </fieldset>
      <HoursEditor hours={hours} onChange={setHours} />
      <Submit action={action} text={t("console.member.add")} />
    </AddForm>
  );
}
