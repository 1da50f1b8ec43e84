// The one application error type. Each code maps to a tRPC code (for native clients) and an HTTP
// status (for the documented families), and every failure is described to clients through
// `describeError`, which never leaks stacks, SQL or internal messages.
import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import {
  isDatabaseUnavailable,
  isPgError,
  PG_CHECK_VIOLATION,
  PG_DEADLOCK_DETECTED,
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_SERIALIZATION_FAILURE,
  PG_UNIQUE_VIOLATION,
} from "@booking/db";
import type { RefusalRule } from "./domain/refusals";

export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, trpc: "BAD_REQUEST" },
  UNAUTHORIZED: { status: 401, trpc: "UNAUTHORIZED" },
  FORBIDDEN: { status: 403, trpc: "FORBIDDEN" },
  NOT_FOUND: { status: 404, trpc: "NOT_FOUND" },
  METHOD_NOT_ALLOWED: { status: 405, trpc: "METHOD_NOT_SUPPORTED" },
  REQUEST_TIMEOUT: { status: 408, trpc: "TIMEOUT" },
  CONFLICT: { status: 409, trpc: "CONFLICT" },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: "PAYLOAD_TOO_LARGE" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: "UNSUPPORTED_MEDIA_TYPE" },
  RATE_LIMITED: { status: 429, trpc: "TOO_MANY_REQUESTS" },
  INTERNAL: { status: 500, trpc: "INTERNAL_SERVER_ERROR" },
  SERVICE_UNAVAILABLE: { status: 503, trpc: "SERVICE_UNAVAILABLE" },
} as const satisfies Record<string, { status: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorDetail {
  path: string;
  message: string;
  /** Refusals of a rule (a booking's time, a status change): which rule, stable for programs to say in their own words. */
  rule?: RefusalRule;
  /** The times the refusal is about (UTC ISO instants), as each rule documents them. */
  from?: string;
  to?: string;
}

export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** 429s: seconds until the client may try again (answered as Retry-After). */
  retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[], cause?: unknown) {
    super({ code: ERROR_CODES[code].trpc, message, cause });
    this.appCode = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_CODES[this.appCode].status;
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new AppError("BAD_REQUEST", message, details);
export const unauthorized = (message = "Missing or invalid API key") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);
export const notFound = (what: string, id?: string) =>
  new AppError("NOT_FOUND", id === undefined ? `${what} not found` : `${what} ${id} not found`);
export const conflict = (message: string, details?: ErrorDetail[]) => new AppError("CONFLICT", message, details);

/** 409 for an email another record of the provider already has (`owner`: "customer", "staff member"). */
export const emailTaken = (email: string, owner: string) =>
  conflict(`A ${owner} with email ${email} already exists`, [{ path: "email", message: `is already used by another ${owner}` }]);

/** `value`, which `invariant` says is always there; a missing one (null or undefined) is a bug, thrown as an Error naming the invariant. */
export function presentOrThrow<T>(value: T | null | undefined, invariant: string): T {
  if (value === null || value === undefined) throw new Error(`Broken invariant: ${invariant}`);
  return value;
}

/** What a client is told about a failure. */
export interface ErrorDescription {
  status: number;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  /** Answered as the Retry-After header (429s of limits decided by a procedure). */
  retryAfterSeconds?: number;
}

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  keys?: string[];
}

function isZodError(error: unknown): error is { issues: ZodLikeIssue[] } {
  return error instanceof Error && error.name === "ZodError" && Array.isArray((error as unknown as { issues?: unknown }).issues);
}

export function zodIssuesToDetails(issues: ZodLikeIssue[]): ErrorDetail[] {
  return issues.flatMap((issue) => {
    const parent = issue.path.map(String);
    // One detail per unknown field, at its own path, rather than one for the enclosing object.
    if (issue.code === "unrecognized_keys" && Array.isArray(issue.keys) && issue.keys.length > 0) {
      return issue.keys.map((key) => ({ path: [...parent, key].join("."), message: `unknown field "${key}"` }));
    }
    return [{ path: parent.join(".") || "(body)", message: issue.message }];
  });
}

/** A 400 listing every problem of an input at once (the message names the first). */
export const invalidInput = (details: ErrorDetail[]) => badRequest(describeDetails(details), details);

function describeDetails(details: ErrorDetail[]): string {
  const first = details[0];
  if (!first) return "Invalid input";
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : "";
  return `Invalid input: ${first.path}: ${first.message}${more}`;
}

const TRPC_TO_APP: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  BAD_REQUEST: "BAD_REQUEST",
  PARSE_ERROR: "BAD_REQUEST",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  METHOD_NOT_SUPPORTED: "METHOD_NOT_ALLOWED",
  TIMEOUT: "REQUEST_TIMEOUT",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  TOO_MANY_REQUESTS: "RATE_LIMITED",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

/** Most `details` an error lists: the last of them says how many more there were. */
export const MAX_ERROR_DETAILS = 20;
/** Longest message, and longest path and message of a detail: an error answer stays within 16 KB. */
const MAX_MESSAGE_LENGTH = 1_000;
const MAX_DETAIL_PART_LENGTH = 300;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * What a client is told, bounded whatever the input was: at most MAX_ERROR_DETAILS details (the
 * last one counting the rest) and clipped texts, so one request with thousands of bad fields cannot
 * make the service write (and the client read) megabytes of errors.
 */
function bounded(description: ErrorDescription): ErrorDescription {
  const { details } = description;
  const message = clip(description.message, MAX_MESSAGE_LENGTH);
  if (!details) return message === description.message ? description : { ...description, message };
  const shown = details.length > MAX_ERROR_DETAILS ? details.slice(0, MAX_ERROR_DETAILS - 1) : details;
  const clipped = shown.map((detail) => {
    const kept: ErrorDetail = { path: clip(detail.path, MAX_DETAIL_PART_LENGTH), message: clip(detail.message, MAX_DETAIL_PART_LENGTH) };
    if (detail.rule !== undefined) kept.rule = detail.rule;
    if (detail.from !== undefined) kept.from = detail.from;
    if (detail.to !== undefined) kept.to = detail.to;
    return kept;
  });
  if (shown.length < details.length) {
    clipped.push({ path: "(more)", message: `and ${details.length - shown.length} more problems not listed` });
  }
  return { ...description, message, details: clipped };
}

/** Maps anything thrown while serving a request to what the client is told (bounded in size). */
export function describeError(error: unknown): ErrorDescription {
  return bounded(describeUnbounded(error));
}

function describeUnbounded(error: unknown): ErrorDescription {
  if (error instanceof AppError) {
    const described: ErrorDescription = { status: error.status, code: error.appCode, message: error.message, details: error.details };
    if (error.retryAfterSeconds !== undefined) described.retryAfterSeconds = error.retryAfterSeconds;
    return described;
  }
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (isZodError(cause)) {
    const details = zodIssuesToDetails(cause.issues);
    return { status: 400, code: "BAD_REQUEST", message: describeDetails(details), details };
  }
  if (cause instanceof AppError) return describeUnbounded(cause);
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    const code = TRPC_TO_APP[error.code] ?? "BAD_REQUEST";
    return { status: ERROR_CODES[code].status, code, message: error.message };
  }
  if (isDatabaseUnavailable(cause)) {
    return { status: 503, code: "SERVICE_UNAVAILABLE", message: "The database is unavailable; retry shortly" };
  }
  // Safety nets for constraint violations a procedure did not map itself.
  if (isPgError(cause, PG_UNIQUE_VIOLATION)) {
    return { status: 409, code: "CONFLICT", message: "A record with these values already exists" };
  }
  if (isPgError(cause, PG_EXCLUSION_VIOLATION)) {
    return { status: 409, code: "CONFLICT", message: "The request conflicts with an existing record" };
  }
  // A record the request refers to was deleted by a concurrent request between its read and write.
  if (isPgError(cause, PG_FOREIGN_KEY_VIOLATION)) {
    return { status: 409, code: "CONFLICT", message: "A record this request refers to was removed meanwhile; retry it" };
  }
  if (isPgError(cause, PG_DEADLOCK_DETECTED) || isPgError(cause, PG_SERIALIZATION_FAILURE)) {
    return { status: 409, code: "CONFLICT", message: "The request conflicted with a concurrent change; retry it" };
  }
  if (isPgError(cause, PG_CHECK_VIOLATION)) {
    return { status: 400, code: "BAD_REQUEST", message: "A value in the request breaks a rule of this record" };
  }
  if (isPgError(cause) && cause.code.startsWith("22")) {
    return { status: 400, code: "BAD_REQUEST", message: "A value in the request is out of range or malformed" };
  }
  return { status: 500, code: "INTERNAL", message: "Internal server error" };
}

/** The documented error body of both path families. */
export interface ErrorBody {
  success?: false;
  error: { message: string; code: ErrorCode; details?: ErrorDetail[] };
}

export function errorBody(description: ErrorDescription, family: "rest" | "rpc"): ErrorBody {
  const error: ErrorBody["error"] = { message: description.message, code: description.code };
  if (description.details?.length) error.details = description.details;
  return family === "rest" ? { success: false, error } : { error };
}
