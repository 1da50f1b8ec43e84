// The salon's settings that shape its day: its name and place (the street address and phone number
// its booking page shows), its time zone, its language (customers' emails,
// and the pages' when a browser asks for none of theirs), whether online bookings wait for
// confirmation, how soon and how far ahead customers may book, until when they may cancel, the
// salon's own emails about bookings (where, about what, and where customers' replies go), when
// and in which words customers are reminded, the salon's own opening hours (business hours),
// which narrow every member's hours, and whether times inside another booking's processing time
// are offered online.
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { LanguageOptions, useI18n } from "../i18n/I18n";
import { LANGUAGES, LANGUAGE_NAMES, type Lang } from "../i18n/languages";
import { Submit, useAction } from "./useAction";
import { QueryProblem } from "./ui";
import { HoursEditor } from "./HoursEditor";
import { DEFAULT_OPENING_HOURS, fromServiceWeek, toServiceWeek, type WeekHours } from "./hours";
import {
  MAX_REMINDERS,
  NOTIFY_ON_EVENTS,
  OWN_WORDS_PLACEHOLDERS,
  offsetOfReminder,
  reminderOfOffset,
  REMINDER_UNITS,
  zoneChoices,
  type NotifyOnEvent,
  type ReminderLine,
} from "./settings-form";

type Settings = RouterOutputs["settings"]["get"]["data"];

interface Form {
  name: string;
  location: string;
  address: string;
  phone: string;
  timezone: string;
  locale: Lang;
  confirmation: "manual" | "auto";
  minNoticeMinutes: string;
  maxAdvanceDays: string;
  cancellationNoticeMinutes: string;
  notifyEmail: string;
  notifyOn: NotifyOnEvent[];
  replyTo: string;
  reminders: ReminderLine[];
  reminderTexts: Record<Lang, string>;
  /** Whether the salon has opening hours of its own, and what they are (kept while switched off). */
  hasBusinessHours: boolean;
  businessHours: WeekHours;
  /** Whether the opening hours were changed here: only then are they sent (the form holds one break a day). */
  businessHoursTouched: boolean;
  /** Whether customers and the booking page may book inside another booking's processing time. */
  processingGapsOnline: boolean;
}

const NOTIFY_ON_NAMES = {
  "booking.created": "console.settings.notifyOn.created",
  "booking.rescheduled": "console.settings.notifyOn.rescheduled",
  "booking.cancelled": "console.settings.notifyOn.cancelled",
} as const;

const UNIT_NAMES = {
  minutes: "console.settings.reminder.minutes",
  hours: "console.settings.reminder.hours",
  days: "console.settings.reminder.days",
} as const;

/** The reminder lines of the form: the salon's times, then empty lines up to the most it may have. */
function reminderLines(s: Settings): ReminderLine[] {
  const lines = s.reminderOffsetsMinutes.map(reminderOfOffset);
  while (lines.length < MAX_REMINDERS) lines.push({ amount: "", unit: "hours" });
  return lines;
}

export function SettingsView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const settings = useQuery(trpc.settings.get.queryOptions({}));
  const { t } = useI18n();
  const action = useAction();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    const s = settings.data?.data;
    if (s && !form) {
      setForm({
        name: s.name,
        location: s.location,
        address: s.address ?? "",
        phone: s.phone ?? "",
        timezone: s.timezone,
        locale: s.locale,
        confirmation: s.confirmation,
        minNoticeMinutes: String(s.minNoticeMinutes),
        maxAdvanceDays: String(s.maxAdvanceDays),
        cancellationNoticeMinutes: String(s.cancellationNoticeMinutes),
        notifyEmail: s.notifyEmail ?? "",
        notifyOn: s.notifyOn,
        replyTo: s.replyTo ?? "",
        reminders: reminderLines(s),
        reminderTexts: {
          en: s.reminderTexts.en ?? "",
          de: s.reminderTexts.de ?? "",
          fr: s.reminderTexts.fr ?? "",
          es: s.reminderTexts.es ?? "",
        },
        hasBusinessHours: s.businessHours !== null,
        businessHours: s.businessHours ? fromServiceWeek(s.businessHours) : DEFAULT_OPENING_HOURS,
        businessHoursTouched: false,
        processingGapsOnline: s.processingGapsOnline,
      });
    }
  }, [settings.data, form]);
  if (settings.error) return <QueryProblem error={settings.error} />;
  if (!form) return <p>{t("console.loading")}</p>;
  const set = (change: Partial<Form>) => setForm({ ...form, ...change });
  const setReminder = (index: number, change: Partial<ReminderLine>) =>
    set({ reminders: form.reminders.map((line, other) => (other === index ? { ...line, ...change } : line)) });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const offsets = form.reminders.map(offsetOfReminder).filter((offset): offset is number => offset !== null);
    void action.run(
      () =>
        client.settings.update.mutate({
          name: form.name.trim(),
          location: form.location.trim(),
          address: form.address.trim() || null,
          phone: form.phone.trim() || null,
          timezone: form.timezone,
          locale: form.locale,
          confirmation: form.confirmation,
          minNoticeMinutes: Number(form.minNoticeMinutes),
          maxAdvanceDays: Number(form.maxAdvanceDays),
          cancellationNoticeMinutes: Number(form.cancellationNoticeMinutes),
          notifyEmail: form.notifyEmail.trim() || null,
          notifyOn: form.notifyOn,
          replyTo: form.replyTo.trim() || null,
          reminderOffsetsMinutes: offsets,
          reminderTexts: {
            en: form.reminderTexts.en.trim() || null,
            de: form.reminderTexts.de.trim() || null,
            fr: form.reminderTexts.fr.trim() || null,
            es: form.reminderTexts.es.trim() || null,
          },
          processingGapsOnline: form.processingGapsOnline,
          ...(form.businessHoursTouched ? { businessHours: form.hasBusinessHours ? toServiceWeek(form.businessHours) : null } : {}),
        }),
      t("console.settings.saved"),
    );
  };
  return (
    <form className="card" onSubmit={save} aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t("console.settings.heading")}</h2>
      <div className="row">
        <label>
          {t("console.settings.name")}
          <input required maxLength={200} value={form.name} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label>
          {t("console.settings.location")}
          <input required maxLength={300} value={form.location} onChange={(e) => set({ location: e.target.value })} />
        </label>
      </div>
      <div className="row">
        <label>
          {t("console.settings.address")}
          <input maxLength={300} autoComplete="street-address" value={form.address} onChange={(e) => set({ address: e.target.value })} />
        </label>
        <label>
          {t("console.settings.phone")}
          <input type="tel" maxLength={40} autoComplete="tel" value={form.phone} onChange={(e) => set({ phone: e.target.value })} />
        </label>
      </div>
      <div className="row">
        <label>
          {t("console.settings.timezone")}
          <select value={form.timezone} onChange={(e) => set({ timezone: e.target.value })}>
            {zoneChoices(form.timezone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("console.settings.language")}
          <select value={form.locale} onChange={(e) => set({ locale: e.target.value as Lang })}>
            <LanguageOptions />
          </select>
        </label>
      </div>
      <label>
        {t("console.settings.confirmation")}
        <select value={form.confirmation} onChange={(e) => set({ confirmation: e.target.value as Form["confirmation"] })}>
          <option value="manual">{t("console.settings.confirmation.manual")}</option>
          <option value="auto">{t("console.settings.confirmation.auto")}</option>
        </select>
      </label>
      <div className="row">
        <label>
          {t("console.settings.minNotice")}
          <input type="number" min={0} value={form.minNoticeMinutes} onChange={(e) => set({ minNoticeMinutes: e.target.value })} />
        </label>
        <label>
          {t("console.settings.maxAdvance")}
          <input type="number" min={1} value={form.maxAdvanceDays} onChange={(e) => set({ maxAdvanceDays: e.target.value })} />
        </label>
        <label>
          {t("console.settings.cancellation")}
          <input
            type="number"
            min={0}
            value={form.cancellationNoticeMinutes}
            onChange={(e) => set({ cancellationNoticeMinutes: e.target.value })}
          />
        </label>
      </div>

      <fieldset className="business-hours">
        <legend>{t("console.settings.businessHours")}</legend>
        <label className="check">
          <input
            type="checkbox"
            role="switch"
            checked={form.hasBusinessHours}
            onChange={(e) => set({ hasBusinessHours: e.target.checked, businessHoursTouched: true })}
            data-testid="business-hours-switch"
          />{" "}
          {t("console.settings.businessHours.switch")}
        </label>
        {form.hasBusinessHours ? (
          <HoursEditor
            hours={form.businessHours}
            onChange={(businessHours) => set({ businessHours, businessHoursTouched: true })}
            legend="console.settings.businessHours.legend"
            help="console.settings.businessHours.help"
          />
        ) : (
          <p className="muted">{t("console.settings.businessHours.none")}</p>
        )}
      </fieldset>

      <label className="check">
        <input
          type="checkbox"
          checked={form.processingGapsOnline}
          onChange={(e) => set({ processingGapsOnline: e.target.checked })}
          aria-describedby="processing-gaps-hint"
          data-testid="processing-gaps-online"
        />{" "}
        {t("console.settings.processingGapsOnline")}
      </label>
      <p className="muted" id="processing-gaps-hint">
        {t("console.settings.processingGapsOnline.hint")}
      </p>

      <fieldset>
        <legend>{t("console.settings.notices")}</legend>
        <div className="row">
          <label>
            {t("console.settings.notifyEmail")}
            <input
              type="email"
              maxLength={320}
              value={form.notifyEmail}
              onChange={(e) => set({ notifyEmail: e.target.value })}
              data-testid="notify-email"
            />
          </label>
          <label>
            {t("console.settings.replyTo")}
            <input type="email" maxLength={320} value={form.replyTo} onChange={(e) => set({ replyTo: e.target.value })} />
          </label>
        </div>
        <fieldset className="choices-plain">
          <legend>{t("console.settings.notifyOn")}</legend>
          {NOTIFY_ON_EVENTS.map((event) => (
            <label key={event} className="check">
              <input
                type="checkbox"
                checked={form.notifyOn.includes(event)}
                onChange={(e) =>
                  set({ notifyOn: e.target.checked ? [...form.notifyOn, event] : form.notifyOn.filter((other) => other !== event) })
                }
              />{" "}
              {t(NOTIFY_ON_NAMES[event])}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>{t("console.settings.reminders")}</legend>
        <p className="muted">{t("console.settings.reminders.hint", { max: MAX_REMINDERS })}</p>
        {form.reminders.map((line, index) => (
          <div className="row" key={index}>
            <label>
              {t("console.settings.reminder", { n: index + 1 })}
              <input
                type="number"
                min={1}
                step={1}
                value={line.amount}
                onChange={(e) => setReminder(index, { amount: e.target.value })}
                data-testid={`reminder-${index + 1}`}
              />
            </label>
            <label>
              {t("console.settings.reminder.unit", { n: index + 1 })}
              <select
                value={line.unit}
                onChange={(e) => setReminder(index, { unit: e.target.value as ReminderLine["unit"] })}
                data-testid={`reminder-unit-${index + 1}`}
              >
                {REMINDER_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(UNIT_NAMES[unit])}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ))}
        <fieldset>
          <legend>{t("console.settings.reminderTexts")}</legend>
          <p className="muted">{t("console.settings.reminderTexts.hint", { names: OWN_WORDS_PLACEHOLDERS })}</p>
          {LANGUAGES.map((language) => (
            <label key={language}>
              {LANGUAGE_NAMES[language]}
              <textarea
                lang={language}
                rows={2}
                maxLength={500}
                value={form.reminderTexts[language]}
                onChange={(e) => set({ reminderTexts: { ...form.reminderTexts, [language]: e.target.value } })}
                data-testid={`reminder-text-${language}`}
              />
            </label>
          ))}
        </fieldset>
      </fieldset>
      <Submit action={action} text={t("console.settings.save")} />
    </form>
  );
}
