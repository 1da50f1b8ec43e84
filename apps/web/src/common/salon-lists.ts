// The salon's own lists that several pages offer to choose from (its staff, services and
// resources), read a page of 100 at a time through the typed client's React entry, so that a
// salon with more than a page of them sees that more exist and can show them.
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { usePagedList } from "./PagedList";

const PAGE = 100;

/** The salon's staff (inactive members too with `active: false`, for provider keys and sessions). */
export function useStaffPages(active = true) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const input = { limit: PAGE, active };
  return usePagedList(trpc.staff.list.queryKey(input), (page) => client.staff.list.query({ ...input, page }));
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
