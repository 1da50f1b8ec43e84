// The salon's settings that shape its day: its name and place, its language (customers' emails,
// and the pages' when a browser asks for none of theirs), whether online bookings wait for
// confirmation, how soon and how far ahead customers may book, and until when they may cancel.
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { LanguageOptions, useI18n } from "../i18n/I18n";
import type { Lang } from "../i18n/languages";
import { Submit, useAction } from "./useAction";
import { QueryProblem } from "./ui";

interface Form {
  name: string;
  location: string;
  address: string;
  phone: string;
  locale: Lang;
  confirmation: "manual" | "auto";
  minNoticeMinutes: string;
  maxAdvanceDays: string;
  cancellationNoticeMinutes: string;
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
        locale: s.locale,
        confirmation: s.confirmation,
        minNoticeMinutes: String(s.minNoticeMinutes),
        maxAdvanceDays: String(s.maxAdvanceDays),
        cancellationNoticeMinutes: String(s.cancellationNoticeMinutes),
      });
    }
  }, [settings.data, form]);
  if (settings.error) return <QueryProblem error={settings.error} />;
  if (!form) return <p>{t("console.loading")}</p>;
  const set = (change: Partial<Form>) => setForm({ ...form, ...change });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () =>
        client.settings.update.mutate({
          name: form.name.trim(),
          location: form.location.trim(),
          address: form.address.trim() || null,
          phone: form.phone.trim() || null,
          locale: form.locale,
          confirmation: form.confirmation,
          minNoticeMinutes: Number(form.minNoticeMinutes),
          maxAdvanceDays: Number(form.maxAdvanceDays),
          cancellationNoticeMinutes: Number(form.cancellationNoticeMinutes),
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
      <label>
        {t("console.settings.language")}
        <select value={form.locale} onChange={(e) => set({ locale: e.target.value as Lang })}>
          <LanguageOptions />
        </select>
      </label>
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
      <Submit action={action} text={t("console.settings.save")} />
    </form>
  );
}
