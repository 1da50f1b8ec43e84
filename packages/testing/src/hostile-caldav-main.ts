// The hostile CalDAV server's process (hostile-caldav.ts forks it): options from the environment,
// everything it sees reported to the parent over IPC.
import { serveHostileCalDav, type HostileCalDavOptions } from "./hostile-caldav";

const raw = JSON.parse(process.env.HOSTILE_CALDAV_OPTIONS ?? "{}") as Omit<HostileCalDavOptions, "ics"> & { ics?: string };
// The object text function was sent as its source.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- test fixtures only: the parent's own function, as text
const objectText = raw.ics ? (new Function(`return (${raw.ics});`) as () => (index: number) => string) : undefined;
const ics = objectText?.();
const send = (message: object) => process.send?.(message);
await serveHostileCalDav({ ...raw, ics }, send);
