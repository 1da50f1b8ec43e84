// The salon's settings that shape its day: its name and place, whether online bookings wait for
// confirmation, how soon and how far ahead customers may book, and until when they may cancel.
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { Submit, useAction } from "./useAction";
import { QueryProblem } from "./ui";

interface Form {
  name: string;
  location: string;
  confirmation: "manual" | "auto";
  minNoticeMinutes: string;
  maxAdvanceDays: string;
  cancellationNoticeMinutes: string;
}

export function SettingsView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const settings = useQuery(trpc.settings.get.queryOptions({}));
  const action = useAction();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    const s = settings.data?.data;
    if (s && !form) {
      setForm({
        name: s.name,
        location: s.location,
        confirmation: s.confirmation,
        minNoticeMinutes: String(s.minNoticeMinutes),
        maxAdvanceDays: String(s.maxAdvanceDays),
        cancellationNoticeMinutes: String(s.cancellationNoticeMinutes),
      });
    }
  }, [settings.data, form]);
  if (settings.error) return <QueryProblem error={settings.error} />;
  if (!form) return <p>Loading…</p>;
  const set = (change: Partial<Form>) => setForm({ ...form, ...change });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () =>
        client.settings.update.mutate({
          name: form.name.trim(),
          location: form.location.trim(),
          confirmation: form.confirmation,
          minNoticeMinutes: Number(form.minNoticeMinutes),
          maxAdvanceDays: Number(form.maxAdvanceDays),
          cancellationNoticeMinutes: Number(form.cancellationNoticeMinutes),
        }),
      "Settings saved.",
    );
  };
  return (
    <form className="card" onSubmit={save} aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <div className="row">
        <label>
          Salon name
          <input required maxLength={200} value={form.name} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label>
          Location
          <input required maxLength={300} value={form.location} onChange={(e) => set({ location: e.target.value })} />
        </label>
      </div>
      <label>
        Online bookings
        <select value={form.confirmation} onChange={(e) => set({ confirmation: e.target.value as Form["confirmation"] })}>
          <option value="manual">Wait for the salon to confirm them</option>
          <option value="auto">Are confirmed at once</option>
        </select>
      </label>
      <div className="row">
        <label>
          Minimum notice (minutes)
          <input type="number" min={0} value={form.minNoticeMinutes} onChange={(e) => set({ minNoticeMinutes: e.target.value })} />
        </label>
        <label>
          Book up to (days ahead)
          <input type="number" min={1} value={form.maxAdvanceDays} onChange={(e) => set({ maxAdvanceDays: e.target.value })} />
        </label>
        <label>
          Cancel up to (minutes before)
          <input
            type="number"
            min={0}
            value={form.cancellationNoticeMinutes}
            onChange={(e) => set({ cancellationNoticeMinutes: e.target.value })}
          />
        </label>
      </div>
      <Submit action={action} text="Save settings" />
    </form>
  );
}
