// `pnpm cli seed`: demo data for a newcomer — a small salon marketplace in six cities and time
// zones: services, staff with weekly schedules and breaks, customers, bookings in every status
// (past ones completed, no-show or cancelled and paid; upcoming ones pending, confirmed or
// cancelled), reviews with provider responses, a response template and a customer key. Booking
// policies too: every provider closes on the coming public holidays (25–26 December, 1 January),
// one member of Salon Nord is on leave for some days ahead, its Balayage has buffers before and
// after and needs one of the salon's two colour basins (a resource), its braiding workshop is a
// class of eight seats, and each provider's manager works short hours on the coming Saturday (a
// date override).
//
// Everything goes through the router's own procedures, in process (the way the API calls them,
// with the caller resolved up front), so every rule, event and search index applies as it would
// over HTTP. Past bookings are made at a past "now" and then moved through their statuses.
//
// Idempotent: a provider of the demo set that already exists (same name, category and location)
// is left alone and listed without a key (keys are shown only once; make one with key:create).
import { parseArgs } from "node:util";
import { DateTime } from "luxon";
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import {
  appRouter,
  createCallerFactory,
  createKeyForProvider,
  createProviderWithKey,
  findCallerByKey,
  loadConfig,
  secretBoxFromEnv,
  webhookSettings,
  calendarSettings,
  type Config,
  silentLogger,
  type Caller,
  type RouterOutputs,
  publicUrlOf,
} from "@booking/core";
import { UsageError, type Run } from "./commands";

type Day = { start: string; end: string; breaks?: { start: string; end: string }[] } | null;
type Week = Partial<Record<"monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday", Day>>;

interface ProviderSpec {
  name: string;
  category: string;
  location: string;
  timezone: string;
  currency: string;
  slotMinutes?: number;
  plan?: "default" | "enterprise";
  /** Rooms, chairs, equipment: each with its identical units. */
  resources?: { name: string; kind: string; quantity?: number }[];
  services: {
    name: string;
    category: string;
    duration: number;
    price: number;
    description: string;
    bufferBeforeMinutes?: number;
    bufferAfterMinutes?: number;
    /** Resources each booking needs, by their index in `resources`. */
    requires?: { resources: number[]; quantity?: number }[];
    /** Seats per session: a class. */
    capacity?: number;
  }[];
  staff: {
    name: string;
    role: "staff" | "manager" | "admin";
    bio: string;
    services: number[];
    schedule: Week;
    inactive?: boolean;
    /** Days of leave, counted from the seed's today: [first day, days]. */
    leave?: [number, number];
  }[];
  customers: string[];
  phonePrefix: string;
}

const lunch = (start: string, end: string) => [{ start, end }];
const day = (start: string, end: string, breaks?: { start: string; end: string }[]): Day => ({ start, end, ...(breaks ? { breaks } : {}) });
const weekdays = (d: Day): Week => ({ monday: d, tuesday: d, wednesday: d, thursday: d, friday: d });

export const DEMO_PROVIDERS: ProviderSpec[] = [
  {
    name: "Salon Nord",
    category: "hair salon",
    location: "Hamburg",
    timezone: "Europe/Berlin",
    currency: "EUR",
    plan: "enterprise",
    phonePrefix: "+49 40 555",
    resources: [{ name: "Colour basins", kind: "basin", quantity: 2 }],
    services: [
      { name: "Women's cut & blow-dry", category: "haircut", duration: 60, price: 58, description: "Wash, cut and blow-dry" },
      { name: "Men's cut", category: "haircut", duration: 30, price: 32, description: "Cut and style" },
      {
        name: "Balayage",
        category: "colour",
        duration: 150,
        price: 165,
        description: "Hand-painted highlights with toner",
        // Mixing colour before, cleaning the station after.
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 15,
        // One of the two basins for the whole time: two balayages at once at most.
        requires: [{ resources: [0] }],
      },
      { name: "Beard trim", category: "grooming", duration: 30, price: 18, description: "Shape and hot towel" },
      {
        name: "Braiding workshop",
        category: "workshop",
        duration: 90,
        price: 25,
        description: "Learn three braids in a small group (price per seat)",
        capacity: 8,
      },
    ],
    staff: [
      {
        name: "Lena Vogt",
        role: "manager",
        bio: "Colour specialist, 12 years behind the chair.",
        services: [0, 2, 4],
        schedule: { ...weekdays(day("09:00", "18:00", lunch("13:00", "14:00"))), saturday: day("10:00", "15:00") },
      },
      {
        name: "Jonas Petersen",
        role: "staff",
        bio: "Precision cuts and fades.",
        services: [0, 1, 3],
        leave: [3, 5],
        schedule: {
          tuesday: day("10:00", "19:00", lunch("14:00", "14:30")),
          wednesday: day("10:00", "19:00", lunch("14:00", "14:30")),
          thursday: day("10:00", "19:00", lunch("14:00", "14:30")),
          friday: day("10:00", "19:00", lunch("14:00", "14:30")),
          saturday: day("09:00", "16:00"),
        },
      },
      {
        name: "Mia Schröder",
        role: "staff",
        bio: "Apprentice stylist.",
        services: [1],
        schedule: weekdays(day("09:00", "13:00")),
        inactive: true,
      },
    ],
    customers: ["Anna Becker", "Felix Wagner", "Sophie Hoffmann", "Lukas Schulz", "Emma Koch", "Paul Richter", "Hannah Klein", "Ben Wolf"],
  },
  {
    name: "Brooklyn Cuts",
    category: "barber",
    location: "New York",
    timezone: "America/New_York",
    currency: "USD",
    phonePrefix: "+1 718 555",
    services: [
      { name: "Skin fade", category: "haircut", duration: 45, price: 45, description: "Clipper fade finished with a razor" },
      { name: "Hot towel shave", category: "grooming", duration: 30, price: 35, description: "Straight razor with hot towels" },
      { name: "Cut & beard", category: "haircut", duration: 60, price: 65, description: "Haircut plus beard shape-up" },
    ],
    staff: [
      {
        name: "Marcus Reed",
        role: "admin",
        bio: "Owner. Fades since 2009.",
        services: [0, 1, 2],
        schedule: {
          tuesday: day("10:00", "20:00", lunch("15:00", "15:30")),
          wednesday: day("10:00", "20:00", lunch("15:00", "15:30")),
          thursday: day("10:00", "20:00", lunch("15:00", "15:30")),
          friday: day("10:00", "20:00", lunch("15:00", "15:30")),
          saturday: day("09:00", "18:00"),
          sunday: day("11:00", "17:00"),
        },
      },
      {
        name: "Tony Alvarez",
        role: "staff",
        bio: "Classic cuts and shaves.",
        services: [0, 1],
        schedule: { ...weekdays(day("12:00", "20:00", lunch("16:00", "16:30"))), saturday: day("09:00", "18:00") },
      },
    ],
    customers: ["James Carter", "Michael Brown", "David Kim", "Chris Johnson", "Daniel Lee", "Kevin Nguyen", "Andre Williams"],
  },
  {
    name: "Lotus Day Spa",
    category: "spa",
    location: "Tokyo",
    timezone: "Asia/Tokyo",
    currency: "JPY",
    slotMinutes: 15,
    phonePrefix: "+81 3 5555",
    services: [
      { name: "Shiatsu massage", category: "massage", duration: 60, price: 9800, description: "Traditional pressure-point massage" },
      { name: "Aromatherapy massage", category: "massage", duration: 90, price: 14500, description: "Full body with essential oils" },
      { name: "Head spa", category: "wellness", duration: 45, price: 7200, description: "Scalp cleanse and massage" },
    ],
    staff: [
      {
        name: "Yui Tanaka",
        role: "manager",
        bio: "Licensed shiatsu therapist.",
        services: [0, 1, 2],
        schedule: {
          monday: day("11:00", "21:00", lunch("15:00", "16:00")),
          wednesday: day("11:00", "21:00", lunch("15:00", "16:00")),
          thursday: day("11:00", "21:00", lunch("15:00", "16:00")),
          friday: day("11:00", "21:00", lunch("15:00", "16:00")),
          saturday: day("10:00", "19:00", lunch("14:00", "14:30")),
          sunday: day("10:00", "19:00", lunch("14:00", "14:30")),
        },
      },
      {
        name: "Haruto Sato",
        role: "staff",
        bio: "Head spa and aromatherapy.",
        services: [1, 2],
        schedule: { ...weekdays(day("13:00", "21:00", lunch("17:00", "17:30"))), saturday: day("10:00", "18:00") },
      },
    ],
    customers: ["Aiko Yamamoto", "Kenji Watanabe", "Sakura Ito", "Ren Nakamura", "Mei Kobayashi", "Takumi Suzuki"],
  },
  {
    name: "Harbour Nails",
    category: "nail salon",
    location: "Sydney",
    timezone: "Australia/Sydney",
    currency: "AUD",
    phonePrefix: "+61 2 5550",
    services: [
      { name: "Gel manicure", category: "nails", duration: 45, price: 55, description: "Long-lasting gel colour" },
      { name: "Spa pedicure", category: "nails", duration: 60, price: 70, description: "Soak, scrub, massage and polish" },
      { name: "Nail art (per set)", category: "nails", duration: 30, price: 25, description: "Hand-painted designs" },
    ],
    staff: [
      {
        name: "Chloe Nguyen",
        role: "manager",
        bio: "Nail artist and educator.",
        services: [0, 1, 2],
        schedule: { ...weekdays(day("09:30", "17:30", lunch("12:30", "13:00"))), saturday: day("09:00", "15:00") },
      },
      {
        name: "Olivia Smith",
        role: "staff",
        bio: "Pedicures and gel.",
        services: [0, 1],
        schedule: {
          wednesday: day("10:00", "19:00", lunch("14:00", "14:30")),
          thursday: day("10:00", "21:00", lunch("15:00", "15:30")),
          friday: day("10:00", "19:00", lunch("14:00", "14:30")),
          saturday: day("09:00", "17:00"),
          sunday: day("10:00", "16:00"),
        },
      },
    ],
    customers: ["Charlotte Wilson", "Amelia Taylor", "Isla Brown", "Grace Martin", "Ruby Thompson", "Zoe White"],
  },
  {
    name: "Maison Belle",
    category: "beauty salon",
    location: "Paris",
    timezone: "Europe/Paris",
    currency: "EUR",
    phonePrefix: "+33 1 5555",
    services: [
      { name: "Soin visage éclat", category: "facial", duration: 60, price: 85, description: "Cleansing, exfoliation and radiance mask" },
      { name: "Brow shaping & tint", category: "brows", duration: 30, price: 35, description: "Wax, shape and tint" },
      { name: "Lash lift", category: "lashes", duration: 45, price: 60, description: "Lift and tint of natural lashes" },
    ],
    staff: [
      {
        name: "Camille Laurent",
        role: "manager",
        bio: "Esthéticienne diplômée.",
        services: [0, 1, 2],
        schedule: {
          tuesday: day("10:00", "19:00", lunch("13:00", "14:00")),
          wednesday: day("10:00", "19:00", lunch("13:00", "14:00")),
          thursday: day("10:00", "19:00", lunch("13:00", "14:00")),
          friday: day("10:00", "19:00", lunch("13:00", "14:00")),
          saturday: day("09:30", "18:00", lunch("13:00", "13:30")),
        },
      },
      {
        name: "Inès Moreau",
        role: "staff",
        bio: "Brows and lashes.",
        services: [1, 2],
        schedule: { monday: day("12:00", "19:00"), ...weekdays(day("12:00", "19:00", lunch("15:30", "16:00"))) },
      },
    ],
    customers: ["Léa Martin", "Manon Dubois", "Chloé Bernard", "Julie Petit", "Sarah Durand", "Élodie Leroy"],
  },
  {
    name: "Mission Skin Studio",
    category: "skincare",
    location: "San Francisco",
    timezone: "America/Los_Angeles",
    currency: "USD",
    phonePrefix: "+1 415 555",
    services: [
      { name: "Hydrafacial", category: "facial", duration: 60, price: 199, description: "Cleanse, extract and hydrate" },
      { name: "Chemical peel", category: "facial", duration: 45, price: 150, description: "Medium-depth glycolic peel" },
      { name: "Skin consultation", category: "consultation", duration: 30, price: 0, description: "Free first consultation" },
    ],
    staff: [
      {
        name: "Priya Patel",
        role: "admin",
        bio: "Licensed esthetician, acne specialist.",
        services: [0, 1, 2],
        schedule: { ...weekdays(day("08:00", "16:00", lunch("12:00", "12:30"))), saturday: day("09:00", "14:00") },
      },
      {
        name: "Sam Rivera",
        role: "staff",
        bio: "Facials and consultations.",
        services: [0, 2],
        schedule: {
          monday: day("11:00", "19:00", lunch("15:00", "15:30")),
          tuesday: day("11:00", "19:00", lunch("15:00", "15:30")),
          thursday: day("11:00", "19:00", lunch("15:00", "15:30")),
          friday: day("11:00", "19:00", lunch("15:00", "15:30")),
          sunday: day("10:00", "15:00"),
        },
      },
    ],
    customers: ["Emily Chen", "Jessica Garcia", "Ashley Rodriguez", "Megan Davis", "Lauren Martinez", "Olivia Hernandez"],
  },
];

type Rating = 2 | 3 | 4 | 5;
const REVIEWS: Record<Rating, string[]> = {
  5: [
    "Absolutely perfect, I'll be back!",
    "Best appointment I've had in years.",
    "Friendly, on time and really skilled.",
    "Exactly what I asked for. Thank you!",
  ],
  4: ["Very good, just a short wait at the start.", "Great result, lovely atmosphere.", "Really happy with it; a bit pricey."],
  3: ["Fine, but it felt a little rushed.", "Okay result, not quite what I had in mind."],
  2: ["Started 20 minutes late and felt hurried."],
};
const THANKS = ["Thank you so much — see you next time!", "We're glad you enjoyed it. Thanks for the kind words!"];
const APOLOGY = "Sorry about the wait, and thank you for telling us. We're working on it.";

/** A small deterministic random generator (mulberry32), so a seed looks the same every time. */
function random(seedText: string) {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick: an empty list to pick from");
      return item;
    },
  };
}

const DAY_MS = 86_400_000;
const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");

type Status = "pending" | "confirmed" | "completed" | "cancelled" | "no_show";

interface SeededProvider {
  id: string;
  name: string;
  category: string;
  location: string;
  timezone: string;
  currency: string;
  created: boolean;
  apiKey?: string;
  keyId?: string;
  bookingPage?: string;
  publicBookingPage?: string;
  customerKey?: { customerId: string; customerName: string; apiKey: string; keyId: string };
  services?: { id: string; name: string }[];
  staff?: { id: string; name: string; isActive: boolean }[];
  customers?: string[];
  bookings?: { total: number; byStatus: Record<Status, number>; ids: string[] };
  reviews?: number;
  hint?: string;
}

const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** 1 = Monday … 7 = Sunday. */
const weekdayNumber = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
/** The instant local midnight of `date` begins in `timeZone`, as ISO 8601 with its offset. */
const localMidnight = (date: string, timeZone: string): string => {
  const midnight = DateTime.fromISO(date, { zone: timeZone }).startOf("day").toISO();
  if (midnight === null) throw new Error(`${date} in ${timeZone} is not a valid local date`);
  return midnight;
};
/** A name's first word. */
const firstWord = (name: string) => {
  const space = name.indexOf(" ");
  return space < 0 ? name : name.slice(0, space);
};

const isoDate = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));

async function seedProvider(db: Kysely<Database>, spec: ProviderSpec, now: Date, baseUrl: string, config: Config): Promise<SeededProvider> {
  const rng = random(spec.name);
  const { provider, key } = await createProviderWithKey(db, {
    name: spec.name,
    category: spec.category,
    location: spec.location,
    timezone: spec.timezone,
    currency: spec.currency,
    slotMinutes: spec.slotMinutes,
    plan: spec.plan,
  });
  const providerCaller = await findCallerByKey(db, key.apiKey);
  if (!providerCaller) throw new Error(`The API key just created for ${spec.name} is not found`);
  const createCaller = createCallerFactory(appRouter);
  const deps = {
    db,
    log: silentLogger,
    webhooks: webhookSettings(config),
    calendars: calendarSettings(config),
    secrets: secretBoxFromEnv(config),
    publicUrl: publicUrlOf(config),
  };
  // In-process calls as the API makes them: the caller is resolved up front; `at` sets "now".
  const as = (caller: Caller, at: Date = now) =>
    createCaller({ ...deps, now: () => at, requestId: "seed", authorization: `Bearer ${key.apiKey}`, preauthenticated: caller });
  const api = as(providerCaller);
  const domain = `${slugOf(spec.name)}.example`;

  const resources: string[] = [];
  for (const r of spec.resources ?? []) resources.push((await api.resources.create(r)).data.id);
  const services: RouterOutputs["services"]["create"]["data"][] = [];
  for (const { requires, ...s } of spec.services) {
    const requirements = (requires ?? []).map((need) => ({
      resourceIds: need.resources.map((index) => {
        const id = resources[index];
        if (id === undefined) throw new Error(`${spec.name} has no resource ${index}, which ${s.name} requires`);
        return id;
      }),
      quantity: need.quantity ?? 1,
    }));
    services.push((await api.services.create({ ...s, requirements })).data);
  }
  /** A service by its index in the spec (staff members name their services so). */
  const serviceAt = (index: number) => {
    const service = services[index];
    if (!service) throw new Error(`${spec.name} has no service ${index}, which one of its staff members names`);
    return service;
  };

  const staff = [];
  for (const member of spec.staff) {
    const created = (
      await api.staff.create({
        name: member.name,
        email: `${slugOf(firstWord(member.name))}@${domain}`,
        role: member.role,
        phone: `${spec.phonePrefix} ${String(rng.int(1000, 9999))}`,
        bio: member.bio,
        services: member.services.map((i) => serviceAt(i).id),
        schedule: member.schedule,
      })
    ).data;
    if (member.inactive) await api.staff.update({ id: created.id, isActive: false });
    staff.push({ ...created, services: member.services, isActive: !member.inactive, leave: member.leave });
  }

  // Policies before bookings, so the bookings respect them: the coming public holidays, leave,
  // and short hours on the coming Saturday for the first member.
  const todayLocal = isoDate(now.getTime(), spec.timezone);
  const year = Number(todayLocal.slice(0, 4));
  const christmas = todayLocal <= `${year}-12-26` ? `${year}-12-25` : `${year + 1}-12-25`;
  await api.closures.create({ date: christmas, endDate: `${christmas.slice(0, 4)}-12-26`, reason: "Christmas" });
  await api.closures.create({ date: `${year + 1}-01-01`, reason: "New Year's Day" });
  for (const member of staff) {
    if (!member.leave) continue;
    const [first, days] = member.leave;
    const startDate = shiftDate(todayLocal, first);
    await api.staff.timeOff.create({
      id: member.id,
      start: localMidnight(startDate, spec.timezone),
      end: localMidnight(shiftDate(startDate, days), spec.timezone),
      reason: "Annual leave",
    });
  }
  const saturday = shiftDate(todayLocal, ((6 - weekdayNumber(todayLocal) + 7) % 7) + 1);
  const [firstMember] = staff;
  if (!firstMember) throw new Error(`${spec.name} has no staff`);
  await api.staff.overrides.put({ id: firstMember.id, date: saturday, start: "10:00", end: "13:00" });

  const customers = [];
  for (const [i, name] of spec.customers.entries()) {
    const withPhone = i % 3 !== 1;
    const withEmail = i % 5 !== 4;
    customers.push(
      (
        await api.customers.create({
          name,
          ...(withEmail ? { email: `${slugOf(name)}@example.com` } : {}),
          ...(withPhone || !withEmail ? { phone: `${spec.phonePrefix} ${String(rng.int(1000, 9999))}` } : {}),
          ...(i === 2 ? { notes: "Prefers afternoon appointments" } : {}),
        })
      ).data,
    );
  }

  // Bookings: for each active member, past ones over the last two weeks and upcoming ones over the
  // next nine days, at free times of the member's real availability.
  const byStatus: Record<Status, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 };
  const bookingIds: string[] = [];
  const completed: { id: string; customerId: string }[] = [];
  const today = todayLocal;
  const shift = shiftDate;

  for (const member of staff.filter((m) => m.isActive)) {
    for (const period of ["past", "upcoming"] as const) {
      const from = period === "past" ? shift(today, -14) : today;
      const to = period === "past" ? shift(today, -1) : shift(today, 9);
      // Availability as it was before the period began, so past times count as free.
      const viewAt = period === "past" ? new Date(Date.parse(`${shift(from, -1)}T00:00:00Z`)) : now;
      // Free starts from the availability engine (hours, breaks, leave, closures, buffers), read
      // again after each booking.
      const startsFor = new Map<number, number[]>();
      const wanted = period === "past" ? rng.int(6, 8) : rng.int(4, 7);
      let made = 0;
      for (let attempt = 0; attempt < 40 && made < wanted; attempt++) {
        const serviceIndex = rng.pick(member.services);
        const service = serviceAt(serviceIndex);
        let free = startsFor.get(serviceIndex);
        if (!free) {
          const availability = await as(providerCaller, viewAt).availability.get({ serviceId: service.id, staffId: member.id, from, to });
          free = availability.data.days.flatMap((d) => d.slots.map((slot) => Date.parse(slot.start)));
          startsFor.set(serviceIndex, free);
        }
        const starts = free.filter((start) => period === "past" || start > now.getTime() + 3_600_000);
        if (starts.length === 0) continue;
        const start = rng.pick(starts);
        const end = start + service.duration * 60_000;
        startsFor.clear();
        const customer = rng.pick(customers);
        const madeAt = new Date(Math.min(now.getTime(), start - rng.int(1, 6) * DAY_MS));
        const booking = (
          await as(providerCaller, madeAt).bookings.create({
            customerId: customer.id,
            serviceId: service.id,
            staffId: member.id,
            dateTime: new Date(start).toISOString(),
            source: rng.pick(["website", "website", "app", "walk-in"] as const),
            ...(rng.next() < 0.2
              ? { notes: rng.pick(["First visit", "Please use fragrance-free products", "Running 5 minutes late maybe"]) }
              : {}),
          })
        ).data;
        made++;
        bookingIds.push(booking.id);
        const roll = rng.next();
        let status: Status;
        if (period === "past") status = roll < 0.7 ? "completed" : roll < 0.85 ? "no_show" : "cancelled";
        else status = roll < 0.45 ? "confirmed" : roll < 0.85 ? "pending" : "cancelled";
        const at = (ms: number) => as(providerCaller, new Date(Math.min(ms, now.getTime())));
        if (status === "cancelled") {
          await at(start - DAY_MS).bookings.delete({
            id: booking.id,
            reason: rng.pick(["Customer is ill", "Schedule conflict", "Booked by mistake"]),
            notifyCustomer: true,
          });
        } else if (status !== "pending") {
          await at(start - DAY_MS / 2).bookings.update({ id: booking.id, status: "confirmed" });
          if (status !== "confirmed") await at(end + 600_000).bookings.update({ id: booking.id, status });
          if (status === "completed") {
            await at(end + 900_000).bookings.payment({ id: booking.id, method: rng.pick(["card", "card", "cash", "online"] as const) });
            completed.push({ id: booking.id, customerId: customer.id });
          }
        }
        byStatus[status]++;
      }
    }
  }

  // Reviews of most completed bookings, by their customers; the provider answers some of them,
  // one through a response template.
  const template = await api.provider.reviewResponseTemplates.create({
    name: "Thanks for a great review",
    body: "Thank you, {{customerName}}, for the {{rating}}-star review — see you soon!",
    minRating: 4,
    maxRating: 5,
  });
  let reviews = 0;
  const customerCaller = (customerId: string): Caller => ({ ...providerCaller, keyId: "seed", audience: "customer", customerId });
  for (const booking of completed) {
    if (rng.next() > 0.75) continue;
    const rating = rng.pick<Rating>([5, 5, 5, 4, 4, 4, 3, 2]);
    const review = await as(customerCaller(booking.customerId)).provider.reviews.create({
      bookingId: booking.id,
      rating,
      comment: rng.pick(REVIEWS[rating]),
    });
    reviews++;
    const answer = rng.next();
    if (answer < 0.3 && rating >= 4) await api.provider.reviews.respond({ reviewId: review.id, templateId: template.id });
    else if (answer < 0.6) await api.provider.reviews.respond({ reviewId: review.id, response: rating >= 4 ? rng.pick(THANKS) : APOLOGY });
  }

  // A customer key (for reviews, search and the customer's own notifications) for a customer with a
  // completed booking, and that customer's preferences: no SMS reminders.
  const keyCustomer = customers.find((c) => completed.some((b) => b.customerId === c.id)) ?? customers[0];
  if (!keyCustomer) throw new Error(`${spec.name} has no customers`);
  const customerKey = await createKeyForProvider(db, { providerId: provider.id, audience: "customer", customerId: keyCustomer.id });
  // The public key of the customers' booking page (served by the API itself: no other site listed).
  const publicKey = await createKeyForProvider(db, { providerId: provider.id, audience: "public" });
  await as(customerCaller(keyCustomer.id)).user.notificationPreferences.update({ sms: { reminder1h: false } });

  return {
    id: provider.id,
    name: provider.name,
    category: provider.category,
    location: provider.location,
    timezone: provider.timezone,
    currency: spec.currency,
    created: true,
    apiKey: key.apiKey,
    keyId: key.id,
    bookingPage: `${baseUrl}/console/#key=${key.apiKey}`,
    publicBookingPage: `${baseUrl}/book/?key=${publicKey.apiKey}`,
    customerKey: { customerId: keyCustomer.id, customerName: keyCustomer.name, apiKey: customerKey.apiKey, keyId: customerKey.id },
    services: services.map((s) => ({ id: s.id, name: s.name })),
    staff: staff.map((m) => ({ id: m.id, name: m.name, isActive: m.isActive })),
    customers: customers.map((c) => c.id),
    bookings: { total: bookingIds.length, byStatus, ids: bookingIds },
    reviews,
  };
}

export function seedCommand(args: string[]): Run {
  let values: { "base-url"?: string };
  try {
    ({ values } = parseArgs({ args, options: { "base-url": { type: "string" } }, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const config = loadConfig();
  const baseUrl = (values["base-url"] ?? `http://localhost:${config.PORT}`).replace(/(?<!\/)\/+$/, "");
  // Two providers at a time (the CLI's pool has two connections).
  const parallel = 2;
  if (!/^https?:\/\/\S+$/.test(baseUrl)) throw new UsageError("--base-url must be an http(s) URL, e.g. http://localhost:3000");

  return async (db, out) => {
    const started = Date.now();
    const now = new Date();
    const existing = await db.selectFrom("providers").select(["id", "name", "category", "location", "timezone", "currency"]).execute();
    const providers: SeededProvider[] = [];
    const todo: ProviderSpec[] = [];
    for (const spec of DEMO_PROVIDERS) {
      const found = existing.find((p) => p.name === spec.name && p.category === spec.category && p.location === spec.location);
      if (found) {
        providers.push({
          ...found,
          currency: found.currency.trim(),
          created: false,
          hint: `already seeded; keys are shown only when created: pnpm cli key:create --provider ${found.id}`,
        });
      } else {
        todo.push(spec);
      }
    }
    for (let i = 0; i < todo.length; i += parallel) {
      providers.push(...(await Promise.all(todo.slice(i, i + parallel).map((spec) => seedProvider(db, spec, now, baseUrl, config)))));
    }
    providers.sort((a, b) => DEMO_PROVIDERS.findIndex((s) => s.name === a.name) - DEMO_PROVIDERS.findIndex((s) => s.name === b.name));
    const made = providers.filter((p) => p.created);
    out({
      created: made.length,
      existing: providers.length - made.length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      totals: {
        providers: made.length,
        services: made.reduce((n, p) => n + (p.services?.length ?? 0), 0),
        staff: made.reduce((n, p) => n + (p.staff?.length ?? 0), 0),
        customers: made.reduce((n, p) => n + (p.customers?.length ?? 0), 0),
        bookings: made.reduce((n, p) => n + (p.bookings?.total ?? 0), 0),
        reviews: made.reduce((n, p) => n + (p.reviews ?? 0), 0),
      },
      providers,
    });
  };
}
