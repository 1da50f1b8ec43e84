// The salon's own lists that several pages offer to choose from (its staff, services and
// resources), read a page of 100 at a time through the typed client's React entry, so that a
// salon with more than a page of them sees that more exist and can show them; and members' names
// by id, a booking's two members named together among them.
import { useQueries } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { usePagedList } from "./PagedList";
import { bookingMembersNamed, namesOf, otherMembersOf, type BookingMembers, type Named } from "./members";

const PAGE = 100;

/**
 * The salon's staff (inactive members too with `active: false`, for provider keys and sessions);
 * not read with `enabled: false` (a staff member, who may not list the staff).
 */
export function useStaffPages(active = true, enabled = true) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const input = { limit: PAGE, active };
  return usePagedList(trpc.staff.list.queryKey(input), (page) => client.staff.list.query({ ...input, page }), { enabled });
}

/**
 * The names of members by id: from `loaded` (a list's pages read so far), and each other one asked
 * for by itself, so that a name is never missing because its page of the list was not read.
 */
export function useStaffNames(ids: readonly string[], loaded: readonly Named[] | undefined, enabled = true): Map<string, string> {
  const trpc = useTRPC();
  const { names, missing } = namesOf(ids, loaded);
  const answers = useQueries({ queries: missing.map((id) => ({ ...trpc.staff.get.queryOptions({ id }), enabled })) });
  for (const answer of answers) if (answer.data) names.set(answer.data.data.id, answer.data.data.name);
  return names;
}

/**
 * Names each of `bookings`' members together, first first ("Ann & Bob"). The first comes with the
 * booking; a second member's name from the salon's staff when the viewer may read it (`canList`:
 * admins, managers, provider keys), else only when it is the viewer's own (`self`), else "another
 * staff member" in the viewer's language.
 */
export function useBookingMembers(bookings: readonly BookingMembers[], viewer: { canList: boolean; self?: Named | null }) {
  const { t } = useI18n();
  const staff = useStaffPages(true, viewer.canList);
  const loaded = [...(viewer.self ? [viewer.self] : []), ...(staff.items ?? [])];
  // Members the list's pages read so far do not hold are asked for one by one, once those pages are in.
  const names = useStaffNames(otherMembersOf(bookings), loaded, viewer.canList && staff.items !== undefined);
  const unknown = t("console.booking.anotherMember");
  return (booking: BookingMembers) => bookingMembersNamed(booking, names, unknown);
}

/** The salon's services (offline ones too with `active: false`). */
export function useServicePages(active = true) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const input = { limit: PAGE, active };
  return usePagedList(trpc.services.list.queryKey(input), (page) => client.services.list.query({ ...input, page }));
}

/** The salon's resources (retired ones too with `active: false`). */
export function useResourcePages(active = true) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const input = { limit: PAGE, active };
  return usePagedList(trpc.resources.list.queryKey(input), (page) => client.resources.list.query({ ...input, page }));
}
