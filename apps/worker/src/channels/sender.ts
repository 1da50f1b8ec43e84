/** The address of EMAIL_FROM ("Name <address>" or a bare address): customers' emails come from it in the provider's name. */
export function senderAddress(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}
