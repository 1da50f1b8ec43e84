import type { CreatedAt, NullableTimestamp } from "./foundation";

/** A one-time link for a member to set their console password (`inv_…`); the token itself is never stored. */
export interface StaffInvitesTable {
  provider_id: string;
  id: string;
  staff_id: string;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  /** The member who made it (null: an API key or the operator's CLI). */
  created_by: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
  /** Set when a newer invite of the member replaced this one unused. */
  revoked_at: NullableTimestamp;
}

export interface InviteTables {
  staff_invites: StaffInvitesTable;
}
