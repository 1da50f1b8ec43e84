// The second member of a two-person booking (a couples massage) at the front desk: once a time is
// chosen, the desk may name who joins the first member, among the members the service lists as
// free at that start, or leave it to the salon's assignment rule ("any free member"). Plain, so
// that it is tested without a browser.

/** Whom the desk may choose as the second member: the members free at the start but the first (the desk lists them by name). */
export function secondMemberChoices(freeAtStart: readonly string[], firstId: string): string[] {
  return [...new Set(freeAtStart)].filter((id) => id !== firstId);
}

/**
 * The members a booking is made with: both (`staffIds`, first first) when the desk chose a second
 * who is still among the choices; else the first alone, and the service picks a free second.
 */
export function bookingMembers(
  firstId: string,
  secondId: string,
  choices: readonly string[],
): { staffId: string; staffIds?: [string, string] } {
  return secondId !== "" && choices.includes(secondId) ? { staffId: firstId, staffIds: [firstId, secondId] } : { staffId: firstId };
}
